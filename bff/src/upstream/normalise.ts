import { type ApiErrorBody, apiError, ERROR_CODES, isSuccessResponse } from '@storefront/shared-types';
import type { z } from 'zod';
import { UpstreamError } from './upstream-error.js';
import type { UpstreamResponse } from './upstream-request.js';

/**
 * Status for a 2xx answer that the §5 predicate calls a failure (`{status:false, message}`, `errors`): the shop
 * understood the request and refused it, which is what 422 says; 400 would blame the request's syntax.
 */
export const REJECTED_STATUS = 422;

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.VALIDATION_FAILED,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  429: ERROR_CODES.RATE_LIMITED,
};

/**
 * Spec §5 decides: a 2xx body that passes the success predicate is parsed by the shared schema (unknown fields
 * stripped, a mismatch is the shop's fault → 502); everything else becomes the one error shape. 4xx keep their
 * status and message; 5xx messages are not passed on (they may describe the shop's internals).
 */
export function normalise<S extends z.ZodType>(
  call: string,
  response: UpstreamResponse,
  schema: S,
): z.output<S> {
  const { statusCode, body } = response;
  if (statusCode >= 200 && statusCode < 300) {
    if (!isSuccessResponse(body))
      throw new UpstreamError(rejection(REJECTED_STATUS, body, 'The shop refused the request'));
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw UpstreamError.invalid(call, 'the body does not match the contract', parsed.error);
    return parsed.data;
  }
  throw upstreamStatusError(call, response);
}

/** The error for a non-2xx answer (after any retries). */
export function upstreamStatusError(call: string, { statusCode, body }: UpstreamResponse): UpstreamError {
  if (statusCode >= 400 && statusCode < 500) {
    return new UpstreamError(rejection(statusCode, body, `The shop answered ${statusCode} to ${call}`));
  }
  if (statusCode === 503) return UpstreamError.unavailable(call);
  if (statusCode === 504) return UpstreamError.timeout(call);
  return new UpstreamError(
    apiError(502, ERROR_CODES.UPSTREAM_ERROR, `The shop failed to answer ${call}`, {
      retryable: statusCode === 502,
    }),
  );
}

function rejection(statusCode: number, body: unknown, fallbackMessage: string): ApiErrorBody {
  const record =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const message =
    typeof record.message === 'string' && record.message !== '' ? record.message : fallbackMessage;
  const code =
    typeof record.code === 'string' && record.code !== ''
      ? record.code
      : (CODE_BY_STATUS[statusCode] ?? ERROR_CODES.UPSTREAM_ERROR);
  const fields = fieldMessages(record.fields) ?? fieldMessages(record.errors);
  return apiError(statusCode, code, message, fields ? { fields } : {});
}

/** `{field: 'msg'}` or Laravel-style `{field: ['msg', …]}` → field → first message. */
function fieldMessages(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    const message = Array.isArray(entry) ? entry.find((item) => typeof item === 'string') : entry;
    if (typeof message === 'string') fields[key] = message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}
