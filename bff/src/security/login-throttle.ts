import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ThrottleStore } from './throttle-store.js';

/**
 * What a throttled attempt proves knowledge of: `login` the password of an e-mail, `change-password` the current
 * password of the account a session holds.
 */
export type ThrottledCall = 'login' | 'change-password';

/** The refusal of an attempt while its account is locked: a 429 in the error shape, with Retry-After. */
export function accountLockedError(retryAfterMs: number): Error & {
  statusCode: number;
  headers: Record<string, string>;
} {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return Object.assign(
    new Error(`Too many failed attempts for this account; try again in ${seconds} seconds`),
    { statusCode: 429, headers: { 'retry-after': String(seconds) } },
  );
}

export interface LoginThrottle {
  /**
   * Runs `run` (the shop call) unless the account is locked, in which case it throws the 429 without calling it,
   * so a guess made during a lock is not even tested. `isFailure` tells the shop's "wrong password" apart from
   * anything else it may throw (an outage is no failure of the guesser's, and is not counted).
   */
  attempt<T>(
    request: FastifyRequest,
    call: ThrottledCall,
    account: string,
    run: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T>;
  /** Forgets an account's failures (a password reset proved the mailbox is the owner's). */
  clear(request: FastifyRequest, call: ThrottledCall, account: string): Promise<void>;
}

/**
 * Per-account throttle of failed sign-ins, on top of the per-IP rate limit: guesses spread over many addresses
 * still meet one counter. The key is an HMAC of the account (the normalised e-mail, or the session),
 * so neither Redis nor a memory dump holds an e-mail, and an e-mail cannot be found again by hashing guesses
 * without the secret. The same counter applies whether or not the e-mail has an account: the 429 tells nothing.
 */
export function createLoginThrottle(options: {
  store: ThrottleStore;
  secret: string;
  now?: () => number;
  onLocked?: (request: FastifyRequest, call: ThrottledCall) => void;
}): LoginThrottle {
  const { store, secret } = options;
  const now = options.now ?? Date.now;
  // Not per site: an account signs in on every site, so a per-site key would give a guesser eight budgets.
  const keyOf = (call: ThrottledCall, account: string) =>
    `${call}:${createHmac('sha256', secret).update(`login-throttle\0${call}\0${account}`).digest('base64url')}`;

  return {
    async attempt<T>(
      request: FastifyRequest,
      call: ThrottledCall,
      account: string,
      run: () => Promise<T>,
      isFailure: (error: unknown) => boolean,
    ): Promise<T> {
      const key = keyOf(call, account);
      const admission = await store.admit(key, now());
      if (!admission.admitted) {
        options.onLocked?.(request, call);
        throw accountLockedError(admission.retryAfterMs);
      }
      let result: T;
      try {
        result = await run();
      } catch (error) {
        // A wrong password stays counted (admit counted it); anything else was no guess judged.
        if (!isFailure(error)) await store.refund(key);
        throw error;
      }
      await store.clear(key);
      return result;
    },
    clear(_request, call, account) {
      return store.clear(keyOf(call, account));
    },
  };
}
