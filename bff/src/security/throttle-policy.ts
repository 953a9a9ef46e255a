import type { AppConfig } from '../config/env.js';

/** How failed sign-ins to one account slow its guessing (the LOGIN_THROTTLE_* variables, config/env.ts). */
export interface ThrottlePolicy {
  /** Failures in a row that cost nothing. */
  freeFailures: number;
  /** The lock after the first failure past the free ones; each further failure doubles it… */
  lockMs: number;
  /** …up to this. */
  maxLockMs: number;
  /** The failures are forgotten this long after the last one. */
  forgetMs: number;
}

export function throttlePolicy(config: AppConfig): ThrottlePolicy {
  return {
    freeFailures: config.LOGIN_THROTTLE_FREE_FAILURES,
    lockMs: config.LOGIN_THROTTLE_LOCK_MS,
    maxLockMs: Math.max(config.LOGIN_THROTTLE_LOCK_MS, config.LOGIN_THROTTLE_MAX_LOCK_MS),
    forgetMs: config.LOGIN_THROTTLE_FORGET_MS,
  };
}

/** How long the account is locked once it has this many failures in a row (0: not locked). */
export function lockAfter(failures: number, policy: ThrottlePolicy): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  // The exponent is bounded so a long run of failures cannot overflow to Infinity before the cap applies.
  return Math.min(policy.maxLockMs, policy.lockMs * 2 ** Math.min(over - 1, 30));
}

/**
 * The locks of the 1st, 2nd, … failure past the free ones, up to the first that reaches the cap (the lock of
 * every failure after it). The Redis store's script looks the lock up here, so the formula lives only above.
 */
export function lockSchedule(policy: ThrottlePolicy): number[] {
  const locks: number[] = [];
  for (let over = 1; ; over += 1) {
    const lock = lockAfter(policy.freeFailures + over, policy);
    locks.push(lock);
    if (lock >= policy.maxLockMs) return locks;
  }
}

/** How long a key must be kept: past its last failure by the forget window, and never shorter than its lock. */
export function keepFor(lockMs: number, policy: ThrottlePolicy): number {
  return Math.max(policy.forgetMs, lockMs);
}
