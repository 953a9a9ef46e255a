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
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_INVALID_RESPONSE: 'UPSTREAM_INVALID_RESPONSE',
  /** The service itself cannot take the request now (shutting down, overloaded); Retry-After says when. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** The request did not arrive in time (the server's request time-out). */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The refusals of a request's common fields, whichever call carries them (translation keys, like each area's
 * *_MESSAGES table; the shop-api seeds their texts in every language).
 */
export const REQUEST_MESSAGES = {
  /**
   * A `language_id` that names none of the shop's languages (400 naming `language_id`): refused by every call that
   * stores the language or writes mail or a provider's return address in it. The ids are the shop's data, so the
   * shop-api checks them, not the schemas.
   */
  languageInvalid: 'errors.language_invalid',
} as const;

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

const CODE_BY_CLIENT_STATUS: Record<number, ErrorCode> = {
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  405: ERROR_CODES.METHOD_NOT_ALLOWED,
  409: ERROR_CODES.CONFLICT,
  429: ERROR_CODES.RATE_LIMITED,
};

/**
 * The request part each of the HTTP framework's own refusals (Fastify's codes) concerns and what is wrong with it,
 * so its answer names a field as a schema's 400 does: the body as a whole (`$`), a header, or the path.
 */
const FRAMEWORK_REFUSALS: Record<string, readonly [field: string, problem: string]> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: [ROOT_FIELD, 'The JSON body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [ROOT_FIELD, 'The body is not valid JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [ROOT_FIELD, 'The body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['content-type', 'Unsupported media type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['content-length', 'Does not match the body'],
  FST_ERR_BAD_URL: ['path', 'Malformed percent-encoding'],
  FST_ERR_MAX_PARAM_LENGTH: ['path', 'A path segment is too long'],
};

/** What a thrown client error may carry: a 4xx status, its message, the framework's code, the fields it names. */
interface ClientErrorLike {
  statusCode?: unknown;
  message?: unknown;
  code?: unknown;
  fields?: unknown;
}

/**
 * A client error (a thrown value with a 4xx `statusCode`: the framework's refusals, a handler's 404) in the one
 * shape; undefined for anything else. The framework's refusals of the request itself name the part they refuse.
 */
export function clientErrorBody(error: unknown): ApiErrorBody | undefined {
  const { statusCode, message, code, fields } = (error ?? {}) as ClientErrorLike;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return undefined;
  const errorCode = CODE_BY_CLIENT_STATUS[statusCode] ?? ERROR_CODES.VALIDATION_FAILED;
  const refusal =
    typeof code === 'string' && Object.hasOwn(FRAMEWORK_REFUSALS, code)
      ? FRAMEWORK_REFUSALS[code]
      : undefined;
  if (refusal) {
    const [field, problem] = refusal;
    return apiError(statusCode, errorCode, `Invalid request: ${field} (${problem})`, {
      fields: { [field]: problem },
    });
  }
  const text = typeof message === 'string' && message !== '' ? message : 'Bad request';
  const named =
    fields !== null && typeof fields === 'object' ? (fields as Record<string, string>) : undefined;
  return apiError(statusCode, errorCode, text, named ? { fields: named } : {});
}

/**
 * Requests Node's HTTP parser refuses before any framework sees them (Fastify's `clientErrorHandler`): by the
 * parser's code, the status, the part of the request refused and why. Anything else it cannot parse is a 400.
 */
const CONNECTION_REFUSALS: Record<
  string,
  readonly [status: number, reason: string, field: string, problem: string]
> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'headers',
    'The request line or headers are too large',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'request', 'The request did not arrive in time'],
};
const MALFORMED_REQUEST = [400, 'Bad Request', 'request', 'The request is not valid HTTP'] as const;

/**
 * The raw HTTP answer to a request the parser refused, in the one error shape (what Fastify writes by default has
 * no `code` or `retryable`). The connection closes after it: the parser cannot find where a next request starts.
 */
export function connectionRefusalResponse(parserCode: unknown): string {
  const [status, reason, field, problem] =
    typeof parserCode === 'string' && Object.hasOwn(CONNECTION_REFUSALS, parserCode)
      ? (CONNECTION_REFUSALS[parserCode] as (typeof CONNECTION_REFUSALS)[string])
      : MALFORMED_REQUEST;
  const code = status === 408 ? ERROR_CODES.REQUEST_TIMEOUT : ERROR_CODES.VALIDATION_FAILED;
  const body = JSON.stringify(
    apiError(status, code, `Invalid request: ${field} (${problem})`, { fields: { [field]: problem } }),
  );
  // The body is ASCII, so its length in characters is its length in bytes.
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
}

/** The socket part Fastify's clientErrorHandler is given. */
interface RefusedSocket {
  readonly destroyed: boolean;
  readonly writable: boolean;
  write(chunk: string): unknown;
  destroy(error?: Error): unknown;
}

/**
 * Both services' `clientErrorHandler`: answers what the parser refused in the one shape, then closes. A reset
 * connection has nobody to answer.
 */
export function answerConnectionRefusal(error: Error & { code?: unknown }, socket: RefusedSocket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(connectionRefusalResponse(error.code));
  socket.destroy(error);
}

/** What either service answers, with Retry-After, to a request that arrives while it shuts down. */
export const SHUTTING_DOWN_RETRY_AFTER_S = 5;
export const shuttingDownError = (): ApiErrorBody =>
  apiError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'The server is restarting; try again shortly');
