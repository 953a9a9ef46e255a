import { type Bootstrap, CURRENCY_COOKIE, type SentryBrowserConfig } from '@storefront/shared-types';
import type { AppConfig } from '../../config/env.js';
import type { Variant } from '../../variants/variant.js';

/** The variant as the web app sees it: no hosts, no upstream host (nothing about how the bff routes). */
export function variantInfo(variant: Variant): Bootstrap['variant'] {
  return {
    code: variant.code,
    name: variant.name,
    theme: variant.theme,
    brand: variant.brand,
    defaultLanguage: variant.defaultLanguage,
    defaultCountry: variant.defaultCountry,
    languages: variant.languages,
    canonicalOrigin: variant.canonicalOrigin,
    assets: variant.assets,
  };
}

/** The browser's error-reporting settings; null (reporting off) without a DSN. */
export function sentryBrowserConfig(config: AppConfig): SentryBrowserConfig | null {
  const dsn = config.SENTRY_BROWSER_DSN ?? config.SENTRY_DSN;
  if (!dsn) return null;
  return {
    dsn,
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
    ...(config.SENTRY_RELEASE ? { release: config.SENTRY_RELEASE } : {}),
  };
}

/** §4: the currency the visitor picked, kept by the web app in the mm_currency_id cookie. */
export function currencyIdFromCookies(cookies: Record<string, string | undefined>): number | null {
  const raw = cookies[CURRENCY_COOKIE];
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}
