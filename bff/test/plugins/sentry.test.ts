import * as Sentry from '@sentry/node';
import { SENTRY_IGNORE_ERRORS, SENTRY_RATES } from '@storefront/shared-types';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { sentryOptions } from '../../src/plugins/sentry.js';
import { buildTestApp } from '../helpers/build-app.js';

test('without SENTRY_DSN error reporting is off and Sentry is never initialised', async () => {
  const app = await buildTestApp();
  afterAll(() => app.close());
  expect(sentryOptions(app.config)).toBeNull();
  expect(Sentry.isInitialized()).toBe(false);
});

test("with a DSN Sentry gets the spec's rates and ignore list", () => {
  const options = sentryOptions(
    loadConfig({
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      SENTRY_DSN: 'https://k@o1.ingest.example/2',
    }),
  );
  expect(options).toMatchObject({
    dsn: 'https://k@o1.ingest.example/2',
    environment: 'production',
    sampleRate: SENTRY_RATES.sampleRate,
    tracesSampleRate: SENTRY_RATES.tracesSampleRate,
    ignoreErrors: [...SENTRY_IGNORE_ERRORS],
  });
  expect(options?.sampleRate).toBe(0.5);
  expect(options?.tracesSampleRate).toBe(0.2);
});
