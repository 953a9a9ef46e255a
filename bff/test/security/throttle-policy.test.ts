import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { keepFor, lockAfter, lockSchedule, throttlePolicy } from '../../src/security/throttle-policy.js';

const defaults = throttlePolicy(loadConfig({ NODE_ENV: 'test' }));

describe('the sign-in throttle policy', () => {
  test('the defaults: 5 free failures, then 15 s doubling up to 5 min, forgotten after an hour', () => {
    expect(defaults).toEqual({ freeFailures: 5, lockMs: 15_000, maxLockMs: 300_000, forgetMs: 3_600_000 });
    expect([1, 5, 6, 7, 10, 11, 1_000].map((failures) => lockAfter(failures, defaults))).toEqual([
      0, 0, 15_000, 30_000, 240_000, 300_000, 300_000,
    ]);
  });

  test('the schedule the Redis script reads ends at the first lock that reaches the cap', () => {
    expect(lockSchedule(defaults)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 300_000]);
    expect(lockSchedule({ ...defaults, lockMs: 100_000 })).toEqual([100_000, 200_000, 300_000]);
  });

  test('a key outlives its lock even when the forget window is shorter', () => {
    expect(keepFor(300_000, { ...defaults, forgetMs: 60_000 })).toBe(300_000);
    expect(keepFor(15_000, defaults)).toBe(3_600_000);
  });
});
