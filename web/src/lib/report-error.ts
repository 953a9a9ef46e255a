import type { SentryBrowserConfig } from '@storefront/shared-types';
import { SENTRY_IGNORE_ERRORS, SENTRY_RATES } from '@storefront/shared-types';

type Reporter = (error: unknown) => void;

// Errors raised before the reporter has loaded wait here, so the first crash of a page is not lost.
const pending: unknown[] = [];
let reporter: Reporter | null = null;

function ignored(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return SENTRY_IGNORE_ERRORS.some((rule) =>
    typeof rule === 'string' ? message.includes(rule) : rule.test(message),
  );
}

/** Sends an error to error reporting (off when the bff gave no DSN); never throws. */
export function reportError(error: unknown): void {
  if (ignored(error)) return;
  if (reporter) reporter(error);
  else pending.push(error);
  if (import.meta.env.DEV) console.error(error);
}

/**
 * Loads the browser SDK only when reporting is configured, after the page is up, so it costs the first render
 * nothing. The rates and the ignore list are the spec's (§9, §8).
 */
export async function startErrorReporting(config: SentryBrowserConfig | null): Promise<void> {
  if (!config) {
    pending.length = 0;
    reporter = () => {};
    return;
  }
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    sampleRate: SENTRY_RATES.sampleRate,
    tracesSampleRate: SENTRY_RATES.tracesSampleRate,
    replaysSessionSampleRate: SENTRY_RATES.replaysSessionSampleRate,
    replaysOnErrorSampleRate: SENTRY_RATES.replaysOnErrorSampleRate,
    ignoreErrors: [...SENTRY_IGNORE_ERRORS],
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
  });
  reporter = (error) => Sentry.captureException(error);
  for (const error of pending.splice(0)) reporter(error);
}
