import { type ApiErrorBody, apiError, ERROR_CODES, validationError } from '@storefront/shared-types';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { UpstreamError } from '../upstream/upstream-error.js';

const CODE_BY_STATUS: Record<number, string> = {
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  429: ERROR_CODES.RATE_LIMITED,
};

/** Not an HTTP status a client ever sees: the one load balancers log for a request its client abandoned. */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Every failure, whatever threw it, leaves as the one error shape. Client errors keep Fastify's own wording
 * (it names the problem, e.g. an empty JSON body); anything unexpected is a bare 500: no stack, no internals.
 */
export function toApiError(error: unknown): ApiErrorBody {
  if (error instanceof UpstreamError) return error.body;
  // Our zod validator hands Fastify the ZodError itself, so the fields can be named.
  if (error instanceof ZodError) return validationError(error);
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code =
      status === 400 || status === 413 || status === 415
        ? ERROR_CODES.VALIDATION_FAILED
        : CODE_BY_STATUS[status];
    return apiError(status, code ?? ERROR_CODES.VALIDATION_FAILED, fastifyError.message ?? 'Bad request');
  }
  if (status === 503) return apiError(503, ERROR_CODES.UPSTREAM_UNAVAILABLE, 'Service unavailable');
  return apiError(500, ERROR_CODES.INTERNAL, 'Internal server error', { retryable: false });
}

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.setErrorHandler((error, request, reply) => {
      // The browser closed the connection before the answer was out (it navigated away): nobody to answer and
      // nothing wrong here, so no 500 in the logs or metrics; 499 is the status proxies use for it.
      if ((error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
        request.log.info('client closed the connection before the answer was sent');
        return reply.code(CLIENT_CLOSED_REQUEST).send();
      }
      const body = toApiError(error);
      if (body.statusCode >= 500) request.log.error({ err: error }, body.message);
      else request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
      const retryAfter = (error as { headers?: Record<string, string> } | null)?.headers?.['retry-after'];
      if (retryAfter) reply.header('retry-after', retryAfter);
      return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
    });

    // Unknown /api/* (and any other unrouted request) answers 404 in the same shape, never an HTML page.
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
