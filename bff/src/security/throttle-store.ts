import { LRUCache } from 'lru-cache';
import { keepFor, lockAfter, type ThrottlePolicy } from './throttle-policy.js';

/** Whether an attempt may go ahead; when not, how long the key stays locked. */
export type Admission = { admitted: true } | { admitted: false; retryAfterMs: number };

/**
 * The failures of each throttled key (an account, hashed): in this process's memory, or in Redis to share them
 * across replicas. An admitted attempt counts as a failure at once, before the shop has judged it, so a burst of
 * parallel guesses cannot all pass while none has failed yet; the caller then clears the key on a success and
 * refunds the attempt when the shop never judged it (an outage).
 */
export interface ThrottleStore {
  /** Refuses while the key is locked; otherwise counts the attempt as a failure (which may start a lock). */
  admit(key: string, now: number): Promise<Admission>;
  /** The attempt was not judged (the shop failed or refused it for another reason): it no longer counts. */
  refund(key: string): Promise<void>;
  /** A success: the key's failures are forgotten. */
  clear(key: string): Promise<void>;
}

interface Entry {
  failures: number;
  lockedUntil: number;
  /** `now` past which the entry is forgotten (the failures' `now`, so tests can move the clock). */
  forgetAt: number;
}

/**
 * Keys remembered at most in one process. Each is made by a failed sign-in, which the per-IP limit already
 * slows; past the bound the least recently failed key is forgotten first (an account under attack keeps failing,
 * so it stays).
 */
export const MEMORY_THROTTLE_MAX_KEYS = 100_000;

export function createMemoryThrottleStore(policy: ThrottlePolicy): ThrottleStore {
  const entries = new LRUCache<string, Entry>({ max: MEMORY_THROTTLE_MAX_KEYS });
  return {
    async admit(key, now) {
      const found = entries.get(key);
      const entry = found && found.forgetAt > now ? found : { failures: 0, lockedUntil: 0, forgetAt: 0 };
      if (entry.lockedUntil > now) return { admitted: false, retryAfterMs: entry.lockedUntil - now };
      entry.failures += 1;
      const lock = lockAfter(entry.failures, policy);
      if (lock > 0) entry.lockedUntil = now + lock;
      entry.forgetAt = now + keepFor(lock, policy);
      entries.set(key, entry);
      return { admitted: true };
    },
    async refund(key) {
      const entry = entries.get(key);
      if (entry) entry.failures = Math.max(0, entry.failures - 1);
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}
