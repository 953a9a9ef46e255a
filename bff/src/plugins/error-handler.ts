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
import { UpstreamError } from '../upstream/upstream-error.js';

/** Not an HTTP status a client ever sees: the one load balancers log for a request its client abandoned. */
export const CLIENT_CLOSED_REQUEST = 499;

/** Retry-After of a 503 whose error did not say when (e.g. the shop refused the connection): a few seconds. */
export const DEFAULT_RETRY_AFTER_S = 5;

/**
 * Every failure, whatever threw it, leaves as the one error shape. A client error keeps its status and names the
 * field or request part it concerns (shared-types clientErrorBody); anything unexpected is a bare 500: no stack,
 * no internals.
 */
export function toApiError(error: unknown): ApiErrorBody {
  if (error instanceof UpstreamError) return error.body;
  // Our zod validator hands Fastify the ZodError itself, so the fields can be named.
  if (error instanceof ZodError) return validationError(error);
  // Fastify's own refusals (malformed JSON, a bad path, a wrong content type) name the part they refuse.
  const client = clientErrorBody(error);
  if (client) return client;
  if ((error as Partial<FastifyError> | null)?.statusCode === 503) {
    return apiError(503, ERROR_CODES.UPSTREAM_UNAVAILABLE, 'Service unavailable');
  }
  return apiError(500, ERROR_CODES.INTERNAL, 'Internal server error', { retryable: false });
}

/** Sends an error body; a 503 always says when to come back (the error's own Retry-After, else the default). */
function sendError(reply: FastifyReply, body: ApiErrorBody, error: unknown): FastifyReply {
  const retryAfter = (error as { headers?: Record<string, string> } | null)?.headers?.['retry-after'];
  if (retryAfter) reply.header('retry-after', retryAfter);
  else if (body.statusCode === 503) reply.header('retry-after', String(DEFAULT_RETRY_AFTER_S));
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * The router's own refusals, before any route or hook runs (a malformed percent-encoding such as `%ZZ`, an
 * over-long path parameter): Fastify's `frameworkErrors` server option, so they leave in the one shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = toApiError(error);
  request.log.debug({ code: body.code, statusCode: body.statusCode }, body.message);
  return sendError(reply, body, error);
}

export default fp(
  async (fastify: FastifyInstance) => {
    // Every route registered after this plugin (all of them: it comes before any route plugin), so the methods a
    // path is served with come from the routes themselves. The pages' catch-all counts for none (see
    // createRouteMethods): it answers every GET, but an /api path it does not know is still a 404.
    const routeMethods = createRouteMethods();
    fastify.addHook('onRoute', (route) => routeMethods.add(route.method, route.url));

    /** A 405 with Allow when the path is served with other methods; false when no route serves the path. */
    function methodNotAllowed(request: FastifyRequest, reply: FastifyReply): boolean {
      const allow = routeMethods.allowed(request.url);
      if (allow.length === 0 || allow.includes(request.method)) return false;
      const body = methodNotAllowedError(request.method, request.url, allow);
      request.log.debug({ code: body.code, statusCode: 405 }, body.message);
      reply.header('allow', allow.join(', '));
      sendError(reply, body, undefined);
      return true;
    }

    // Decided before the body is read, so a wrong method is a 405 whatever its body holds.
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
      // The browser closed the connection before the answer was out (it navigated away): nobody to answer and
      // nothing wrong here, so no 500 in the logs or metrics; 499 is the status proxies use for it.
      if ((error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
        request.log.info('client closed the connection before the answer was sent');
        return reply.code(CLIENT_CLOSED_REQUEST).send();
      }
      const body = toApiError(error);
      if (body.statusCode >= 500) request.log.error({ err: error }, body.message);
      // A caller's mistake: the request's own line says its status; why it was refused is detail (debug).
      else request.log.debug({ code: body.code, statusCode: body.statusCode }, body.message);
      return sendError(reply, body, error);
    });

    // Unknown /api/* (and any other unrouted request) answers 404 in the same shape, never an HTML page; a path
    // that is served, but with other methods, a 405 naming them.
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
