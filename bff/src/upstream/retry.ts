// Which failures a retry can cure, and how long to wait before it. Pure functions so the policy is tested
// without a network.

/** Only a gateway or an overloaded shop is worth asking again; any other status is the shop's answer. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** Socket-level failures: the request may never have reached the shop. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** Longest single back-off step, so a long deadline does not turn into one very long sleep. */
const MAX_BACKOFF_MS = 2_000;

export function isRetryableStatus(statusCode: number): boolean {
  return RETRYABLE_STATUSES.has(statusCode);
}

export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  // undici wraps the socket error of a failed connect in `cause`.
  return 'cause' in error && error.cause !== error && isConnectionError(error.cause);
}

/**
 * "Full jitter" back-off: a uniform wait in [0, base · 2^retry), which spreads the retries of many clients
 * instead of having them hit a recovering shop in lock-step.
 */
export function backoffDelay(retry: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/**
 * `Retry-After` in milliseconds: delta-seconds (the form shops send), or an HTTP date as the RFC allows.
 * Null when absent or unreadable, so the caller falls back to its own back-off.
 */
export function parseRetryAfter(
  value: string | string[] | undefined,
  now: number = Date.now(),
): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw.trim() === '') return null;
  const trimmed = raw.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
