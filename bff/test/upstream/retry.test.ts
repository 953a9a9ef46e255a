import { describe, expect, test } from 'vitest';
import {
  backoffDelay,
  isConnectionError,
  isRetryableStatus,
  parseRetryAfter,
} from '../../src/upstream/retry.js';

describe('retry rules', () => {
  test('only 502, 503 and 504 are retryable statuses', () => {
    expect([400, 401, 404, 409, 429, 500, 501, 502, 503, 504].filter(isRetryableStatus)).toEqual([
      502, 503, 504,
    ]);
  });

  test('full jitter stays within [0, 100 ms · 2^retry)', () => {
    expect(backoffDelay(0, 100, () => 0)).toBe(0);
    expect(backoffDelay(0, 100, () => 0.999)).toBe(99);
    expect(backoffDelay(2, 100, () => 0.999)).toBe(399);
  });

  test('Retry-After is read as seconds, or as an HTTP date', () => {
    expect(parseRetryAfter('2')).toBe(2_000);
    expect(parseRetryAfter(undefined)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3_000);
  });

  test('socket errors (also wrapped in cause) are connection errors; others are not', () => {
    expect(isConnectionError({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isConnectionError({ code: 'UND_ERR_X', cause: { code: 'ECONNRESET' } })).toBe(true);
    expect(isConnectionError(new Error('nope'))).toBe(false);
  });
});
