import type { ApiErrorBody } from '@storefront/shared-types';

/**
 * The shared error shape (apiErrorSchema), checked by hand: every failed call reads it, and the zod schema would
 * pull zod into the first load for a shape of five fields.
 */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    Number.isInteger(b.statusCode) &&
    typeof b.code === 'string' &&
    typeof b.message === 'string' &&
    typeof b.retryable === 'boolean' &&
    (b.fields === undefined ||
      (typeof b.fields === 'object' &&
        b.fields !== null &&
        Object.values(b.fields).every((text) => typeof text === 'string')))
  );
}

/** Every failed bff call surfaces as this, carrying the shared error shape so screens can branch on `code`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: ApiErrorBody['fields'];
  readonly retryable: boolean;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.code = body.code;
    this.fields = body.fields;
    this.retryable = body.retryable;
  }

  /** Builds the error from whatever a failed response carried; a body outside the contract still yields one. */
  static fromResponse(status: number, body: unknown): ApiError {
    if (isApiErrorBody(body)) return new ApiError(body);
    return new ApiError({
      statusCode: status,
      code: status === 0 ? 'NETWORK_ERROR' : 'UNEXPECTED_RESPONSE',
      message: status === 0 ? 'The server could not be reached' : `Unexpected response (${status})`,
      retryable: status === 0 || status >= 502,
    });
  }
}
