import { isConnectionError } from './retry.js';

// How one attempt of an upstream call ended, for the client's metrics, its circuit and its retries.

/** The call's own time limit (its §9 policy) ran out: a 504. */
export const DEADLINE = Symbol('deadline');
/** The caller's own deadline came first: it stopped waiting, the shop did not fail. */
export const ABANDONED = Symbol('abandoned');

export type AttemptOutcome = 'timeout' | 'abandoned' | 'connection_error' | 'error';

/** What ended an attempt; `abandons` says whether the time limit in force was the caller's rather than the policy's. */
export function classify(
  error: unknown,
  signal: { aborted: boolean; reason: unknown },
  abandons: boolean,
): AttemptOutcome {
  if (signal.aborted) return signal.reason === ABANDONED ? 'abandoned' : 'timeout';
  const code = (error as { code?: unknown } | null)?.code;
  // undici's own headers/body time-outs are set to the same limit and may fire a moment before the abort does.
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
    return abandons ? 'abandoned' : 'timeout';
  return isConnectionError(error) ? 'connection_error' : 'error';
}

/** The metrics label of an answer's status: 2xx, 4xx, 5xx. */
export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}
