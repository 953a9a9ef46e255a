import * as Sentry from '@sentry/node';
import { SENTRY_IGNORE_ERRORS, SENTRY_RATES } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.js';

/** Sentry's options from the config: the spec's rates and ignore list (§8, §9). Null when reporting is off. */
export function sentryOptions(config: AppConfig): Sentry.NodeOptions | null {
  if (!config.SENTRY_DSN) return null;
  return {
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
    ...(config.SENTRY_RELEASE ? { release: config.SENTRY_RELEASE } : {}),
    sampleRate: SENTRY_RATES.sampleRate,
    tracesSampleRate: SENTRY_RATES.tracesSampleRate,
    ignoreErrors: [...SENTRY_IGNORE_ERRORS],
    // Error-level log lines become events: "reported to error reporting" (§8: failed current user, failed UTM
    // post, 5xx answers) is written once, as log.error, and reaches both the logs and Sentry.
    integrations: [
      Sentry.pinoIntegration({
        autoInstrument: false,
        error: { levels: ['error', 'fatal'] },
        log: { levels: [] },
      }),
    ],
  };
}

// Off, and never initialised, without SENTRY_DSN (tests and a newcomer's npm start).
export default fp(
  async (fastify: FastifyInstance) => {
    const options = sentryOptions(fastify.config);
    if (!options) return;
    Sentry.init(options);
    Sentry.pinoIntegration.trackLogger(fastify.log);
    fastify.addHook('onClose', async () => {
      await Sentry.close(2_000);
    });
  },
  { name: 'sentry' },
);
