import { type ApiErrorBody, apiErrorSchema } from '@storefront/shared-types';

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
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) return new ApiError(parsed.data);
    return new ApiError({
      statusCode: status,
      code: status === 0 ? 'NETWORK_ERROR' : 'UNEXPECTED_RESPONSE',
      message: status === 0 ? 'The server could not be reached' : `Unexpected response (${status})`,
      retryable: status === 0 || status >= 502,
    });
  }
}
