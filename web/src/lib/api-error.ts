import type { ApiErrorBody } from '@storefront/shared-types';

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

  /**
   * The error of a failed response: its body when it has the contract's error shape (the caller checked it with
   * apiErrorSchema), else one made from the status, so a body outside the contract still yields an ApiError.
   */
  static fromResponse(status: number, body: ApiErrorBody | undefined): ApiError {
    if (body) return new ApiError(body);
    return new ApiError({
      statusCode: status,
      code: status === 0 ? 'NETWORK_ERROR' : 'UNEXPECTED_RESPONSE',
      message: status === 0 ? 'The server could not be reached' : `Unexpected response (${status})`,
      retryable: status === 0 || status >= 502,
    });
  }
}
