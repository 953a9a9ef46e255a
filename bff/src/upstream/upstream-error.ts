import { type ApiErrorBody, apiError, ERROR_CODES } from '@storefront/shared-types';

// A failed shop API call, already in the one error shape the bff answers with. The error handler sends
// `body` as it is, so every route and the page route agree on how an upstream failure looks.
export class UpstreamError extends Error {
  readonly statusCode: number;
  readonly body: ApiErrorBody;

  constructor(body: ApiErrorBody, options?: { cause?: unknown }) {
    super(body.message, options);
    this.name = 'UpstreamError';
    this.statusCode = body.statusCode;
    this.body = body;
  }

  static timeout(call: string): UpstreamError {
    return new UpstreamError(
      apiError(504, ERROR_CODES.UPSTREAM_TIMEOUT, `The shop did not answer ${call} in time`),
    );
  }

  static unavailable(call: string, cause?: unknown): UpstreamError {
    return new UpstreamError(
      apiError(503, ERROR_CODES.UPSTREAM_UNAVAILABLE, `The shop is unreachable (${call})`),
      { cause },
    );
  }

  /** Not sent at all: the shop failed repeatedly and the circuit is open until a probe gets through. */
  static circuitOpen(call: string, retryAfterMs: number): UpstreamError {
    return new RetryLaterError(
      apiError(503, ERROR_CODES.UPSTREAM_UNAVAILABLE, `The shop is unavailable (${call} not sent)`),
      retryAfterMs,
    );
  }

  /** A page's time budget ran out before the shop answered (a cache refresh goes on, a page's own read is dropped). */
  static overBudget(call: string): UpstreamError {
    return new OverBudgetError(
      apiError(
        503,
        ERROR_CODES.UPSTREAM_UNAVAILABLE,
        `The shop did not answer ${call} within the page's time budget`,
      ),
      PAGE_RETRY_AFTER_MS,
    );
  }

  static invalid(call: string, reason: string, cause?: unknown): UpstreamError {
    return new UpstreamError(
      apiError(
        502,
        ERROR_CODES.UPSTREAM_INVALID_RESPONSE,
        `The shop sent an invalid answer to ${call}: ${reason}`,
        {
          retryable: false,
        },
      ),
      { cause },
    );
  }
}

/** How soon a page that ran out of time is worth asking for again (its Retry-After). */
export const PAGE_RETRY_AFTER_MS = 5_000;

/** An upstream failure whose answer says when to come back: the error handler sends `headers` (Retry-After). */
class RetryLaterError extends UpstreamError {
  readonly headers: Record<string, string>;

  constructor(body: ApiErrorBody, retryAfterMs: number) {
    super(body);
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  }
}

/** The caller's time budget ran out (the shop may be fine, only slower than a page can wait). */
class OverBudgetError extends RetryLaterError {}

/** Whether a call failed because its caller's (a page's) time budget ran out. */
export function isOverBudget(error: unknown): boolean {
  return error instanceof OverBudgetError;
}
