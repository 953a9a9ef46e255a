// The one error shape every service (shop-api and bff) answers with, and the helpers that build it from zod.
import { z } from 'zod';

export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  /** Field path (`langIso`, `address.zip`, `items.0.quantity`) → what is wrong with it. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Whether the same request may succeed if sent again (time-outs, unavailable upstream). */
  retryable: z.boolean(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type ApiError = ApiErrorBody;

/** Machine-readable codes shared by both services, so clients branch on a code rather than a message. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_INVALID_RESPONSE: 'UPSTREAM_INVALID_RESPONSE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Key used for issues that concern the whole value rather than one field (JSONPath's root). */
export const ROOT_FIELD = '$';

function pathToField(path: readonly PropertyKey[]): string {
  if (path.length === 0) return ROOT_FIELD;
  return path.map((segment) => String(segment)).join('.');
}

/** Field path → first message for that field, in the order zod reported the issues. */
export function fieldErrorsFromZod(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = pathToField(issue.path);
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** A 400 naming every failing field, e.g. "Invalid request: langIso (Invalid option: expected one of …)". */
export function validationError(error: z.ZodError): ApiErrorBody {
  const fields = fieldErrorsFromZod(error);
  const parts = Object.entries(fields).map(([field, message]) => `${field} (${message})`);
  return {
    statusCode: 400,
    code: ERROR_CODES.VALIDATION_FAILED,
    message: `Invalid request: ${parts.join('; ')}`,
    fields,
    retryable: false,
  };
}

/** Builds an error body; `retryable` defaults to true only for the statuses a retry can cure. */
export function apiError(
  statusCode: number,
  code: string,
  message: string,
  options: { fields?: Record<string, string>; retryable?: boolean } = {},
): ApiErrorBody {
  const retryable = options.retryable ?? [408, 429, 502, 503, 504].includes(statusCode);
  return options.fields
    ? { statusCode, code, message, fields: options.fields, retryable }
    : { statusCode, code, message, retryable };
}
