import { describe, expect, it } from 'vitest';
import {
  CALL_POLICIES,
  DEPLOYMENT_UPDATE_ERROR_PATTERNS,
  DURATIONS_S,
  SENTRY_IGNORE_ERRORS,
  UTM_COOKIE_MAX_AGE_S,
} from '../src/constants.js';

describe('§9 call policies', () => {
  it('use the spec time-outs and retry counts', () => {
    expect(CALL_POLICIES.default).toEqual({ timeoutMs: 60_000, retries: 0 });
    expect(CALL_POLICIES.cartFetch.retries).toBe(2);
    expect(CALL_POLICIES.checkoutFetch.retries).toBe(2);
    expect(CALL_POLICIES.checkoutInvalidate.retries).toBe(2);
    expect(CALL_POLICIES.currentUser.retries).toBe(3);
    expect(CALL_POLICIES.localeChange).toEqual({ timeoutMs: 1_000, retries: 2 });
    expect(CALL_POLICIES.utm).toEqual({ timeoutMs: 2_000, retries: 3 });
    expect(CALL_POLICIES.translationsServer.timeoutMs).toBe(15_000);
    expect(CALL_POLICIES.translationsClient.timeoutMs).toBe(60_000);
  });
});

describe('lifetimes', () => {
  it('UTM cookies live 90 days', () => {
    expect(UTM_COOKIE_MAX_AGE_S).toBe(7_776_000);
    expect(DURATIONS_S.day).toBe(86_400);
    expect(DURATIONS_S.week).toBe(604_800);
  });
});

describe('error-reporting ignore list', () => {
  const ignored = (message: string) =>
    SENTRY_IGNORE_ERRORS.some((p) => (typeof p === 'string' ? message.includes(p) : p.test(message)));

  it('matches the deployment-update wordings of Chrome, Firefox and Safari', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/b.css',
    ]) {
      expect(DEPLOYMENT_UPDATE_ERROR_PATTERNS.some((p) => p.test(message))).toBe(true);
      expect(ignored(message)).toBe(true);
    }
  });

  it('does not swallow ordinary errors', () => {
    expect(ignored("Cannot read properties of undefined (reading 'id')")).toBe(false);
  });
});
