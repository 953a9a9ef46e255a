import {
  type ApiErrorBody,
  apiError,
  clientErrorBody,
  createRouteMethods,
  ERROR_CODES,
  methodNotAllowedError,
  SHUTTING_DOWN_RETRY_AFTER_S,
  shuttingDownError,
  validationError,
} from '@storefront/shared-types';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';

/**
 * Something the shop depends on (a payment provider) is unreachable: a 503 with Retry-After whose message is
 * safe to show (a translation key), where any other failure is a bare 500.
 */
export class ServiceUnavailable extends Error {
  readonly statusCode = 503;
}

/** Any thrown value → the shared error shape. Client errors keep their message; others become a bare 500. */
export function toApiError(error: unknown): ApiErrorBody {
  if (error instanceof ZodError) return validationError(error);
  if (error instanceof ServiceUnavailable) {
    return apiError(503, ERROR_CODES.UPSTREAM_UNAVAILABLE, error.message, { retryable: true });
  }
  return (
    clientErrorBody(error) ??
    apiError(500, ERROR_CODES.INTERNAL, 'Internal server error', { retryable: false })
  );
}

/**
 * The router's own refusals, before any route runs (a malformed percent-encoding in the path, an over-long path
 * parameter): Fastify's `frameworkErrors` option, so they leave in the one shape too.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const body = toApiError(error);
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

export default fp(
  async (fastify: FastifyInstance) => {
    // Every route registered from here on, so a path served with another method answers 405 with Allow.
    const routeMethods = createRouteMethods();
    fastify.addHook('onRoute', (route) => routeMethods.add(route.method, route.url));

    /** A 405 with Allow when the path is served with other methods; false when no route serves the path. */
    function methodNotAllowed(request: FastifyRequest, reply: FastifyReply): boolean {
      const allow = routeMethods.allowed(request.url);
      if (allow.length === 0 || allow.includes(request.method)) return false;
      reply
        .code(405)
        .header('allow', allow.join(', '))
        .type('application/json; charset=utf-8')
        .send(methodNotAllowedError(request.method, request.url, allow));
      return true;
    }

    // Decided before the body is read: a wrong method is a 405 whatever its body holds.
    // Shutting down (Fastify's own drain answer, return503OnClosing, is off: it has neither the shape nor a
    // Retry-After): a request still arriving on a kept-alive connection is told to come back, and the connection
    // closes after the answer.
    let closing = false;
    fastify.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    fastify.addHook('onRequest', (request, reply, done) => {
      if (closing) {
        reply
          .code(503)
          .header('connection', 'close')
          .header('retry-after', String(SHUTTING_DOWN_RETRY_AFTER_S))
          .type('application/json; charset=utf-8')
          .send(shuttingDownError());
        return;
      }
      if (request.is404 && methodNotAllowed(request, reply)) return;
      done();
    });

    fastify.setErrorHandler((error, request, reply) => {
      const body = toApiError(error);
      // The stack goes to the log only, never into the answer.
      if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      // Every 503 says when to come back.
      if (body.statusCode === 503) reply.header('retry-after', '5');
      return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
    });
    fastify.setNotFoundHandler((request, reply) => {
      if (methodNotAllowed(request, reply)) return reply;
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
