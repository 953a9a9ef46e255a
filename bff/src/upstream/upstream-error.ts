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

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}
