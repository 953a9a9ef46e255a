import { type ApiErrorBody, apiError, ERROR_CODES, validationError } from '@storefront/shared-types';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';

const CODE_BY_STATUS: Record<number, string> = {
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  429: ERROR_CODES.RATE_LIMITED,
};

/** Any thrown value → the shared error shape. Client errors keep their message; others become a bare 500. */
export function toApiError(error: unknown): ApiErrorBody {
  if (error instanceof ZodError) return validationError(error);
  const e = error as Partial<FastifyError>;
  const status = e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = [400, 413, 415].includes(status) ? ERROR_CODES.VALIDATION_FAILED : CODE_BY_STATUS[status];
    return apiError(status, code ?? ERROR_CODES.VALIDATION_FAILED, e.message ?? 'Bad request');
  }
  return apiError(500, ERROR_CODES.INTERNAL, 'Internal server error', { retryable: false });
}

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.setErrorHandler((error, request, reply) => {
      const body = toApiError(error);
      // The stack goes to the log only, never into the answer.
      if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
    });
    fastify.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(apiError(404, ERROR_CODES.NOT_FOUND, `No such route: ${request.method} ${path}`));
    });
  },
  { name: 'error-handler' },
);

/** A 404 in the shared shape for a missing resource (a route that exists, a row that does not). */
export function notFound(message: string) {
  return Object.assign(new Error(message), { statusCode: 404 });
}
