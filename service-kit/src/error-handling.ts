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

/** Retry-After of a 503 whose error did not say when (e.g. the shop refused the connection): a few seconds. */
export const DEFAULT_RETRY_AFTER_S = 5;

const JSON_TYPE = 'application/json; charset=utf-8';

/** What differs between the services; everything else about their errors is the same. */
export interface ErrorHandlingOptions {
  /** The service's own errors in the one shape (the bff's shop failures, the shop-api's unavailable provider). */
  known?: (error: unknown) => ApiErrorBody | undefined;
  /** A Retry-After the error carries itself (the bff's open circuit); otherwise a 503 gets the default. */
  retryAfterOf?: (error: unknown) => string | undefined;
  /**
   * The status logged for a request whose client closed the connection before the answer was out (the bff
   * streams pages: 499, as proxies log it): nobody to answer and nothing wrong, so no 500 in logs or metrics.
   */
  clientClosedStatus?: number;
  /**
   * Whether a refused request (a 4xx) also logs why, at debug, beside its request line (the bff's request line
   * names the status only; the shop-api's one line per request is all it writes).
   */
  logRefusals?: boolean;
  /**
   * The methods a catch-all route serves a path with when no route of its own has the path (the bff's pages: GET
   * and HEAD on every path outside /api). Another method on such a path is then a 405 naming them; without this
   * (or when it names none) the path counts as served by nothing, and another method is a 404.
   */
  catchAllMethods?: (url: string) => readonly string[];
}

/**
 * Every failure, whatever threw it (a schema, the router, the JSON parser, a service's own error, a bug), leaves as
 * the one error shape (shared-types errors.ts). A client error keeps its status and names the field or request
 * part it concerns; anything unexpected is a bare 500: no stack, no internals.
 */
export function createErrorHandling(options: ErrorHandlingOptions = {}) {
  /** A caller's mistake: the request's own line says its status; why it was refused is detail (debug). */
  function logRefusal(request: FastifyRequest, body: ApiErrorBody) {
    if (options.logRefusals)
      request.log.debug({ code: body.code, statusCode: body.statusCode }, body.message);
  }

  function toApiError(error: unknown): ApiErrorBody {
    return (
      options.known?.(error) ??
      // The services' zod validators hand Fastify the ZodError itself, so the fields can be named.
      (error instanceof ZodError ? validationError(error) : undefined) ??
      // Fastify's own refusals (malformed JSON, a bad path, a wrong content type) name the part they refuse.
      clientErrorBody(error) ??
      apiError(500, ERROR_CODES.INTERNAL, 'Internal server error', { retryable: false })
    );
  }

  /** Sends an error body; a 503 always says when to come back (the error's own Retry-After, else the default). */
  function sendError(reply: FastifyReply, body: ApiErrorBody, error: unknown): FastifyReply {
    const retryAfter = options.retryAfterOf?.(error);
    if (retryAfter) reply.header('retry-after', retryAfter);
    else if (body.statusCode === 503) reply.header('retry-after', String(DEFAULT_RETRY_AFTER_S));
    return reply.code(body.statusCode).type(JSON_TYPE).send(body);
  }

  /**
   * The router's own refusals, before any route or hook runs (a malformed percent-encoding such as `%ZZ`, an
   * over-long path parameter): Fastify's `frameworkErrors` server option, so they leave in the one shape too.
   */
  function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const body = toApiError(error);
    logRefusal(request, body);
    return sendError(reply, body, error);
  }

  const plugin = fp(
    async (fastify: FastifyInstance) => {
      // Every route registered after this plugin (all of them: it comes before any route plugin), so the methods
      // a path is served with come from the routes themselves. A catch-all counts for none (createRouteMethods).
      const routeMethods = createRouteMethods();
      fastify.addHook('onRoute', (route) => routeMethods.add(route.method, route.url));

      /** The methods the request's path is served with: its own routes', else the catch-all's, if any. */
      function allowedMethods(url: string): readonly string[] {
        const own = routeMethods.allowed(url);
        return own.length > 0 ? own : (options.catchAllMethods?.(url) ?? []);
      }

      /** A 405 with Allow when the path is served with other methods; false when no route serves the path. */
      function methodNotAllowed(request: FastifyRequest, reply: FastifyReply): boolean {
        const allow = allowedMethods(request.url);
        if (allow.length === 0 || allow.includes(request.method)) return false;
        const body = methodNotAllowedError(request.method, request.url, allow);
        logRefusal(request, body);
        reply.header('allow', allow.join(', '));
        sendError(reply, body, undefined);
        return true;
      }

      // Decided before the body is read, so a wrong method is a 405 whatever its body holds.
      // Shutting down (Fastify's own drain answer, return503OnClosing, is off: it has neither the shape nor a
      // Retry-After): a request still arriving on a kept-alive connection is told to come back, and the
      // connection closes after the answer.
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
            .type(JSON_TYPE)
            .send(shuttingDownError());
          return;
        }
        if (request.is404 && methodNotAllowed(request, reply)) return;
        done();
      });

      fastify.setErrorHandler((error, request, reply) => {
        const closedStatus = options.clientClosedStatus;
        if (
          closedStatus !== undefined &&
          (error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE'
        ) {
          request.log.info('client closed the connection before the answer was sent');
          return reply.code(closedStatus).send();
        }
        const body = toApiError(error);
        // The stack goes to the log only, never into the answer.
        if (body.statusCode >= 500) request.log.error({ err: error }, body.message);
        else logRefusal(request, body);
        return sendError(reply, body, error);
      });

      // An unknown path (an unknown /api/* above all) answers 404 in the same shape, never an HTML page; a path
      // that is served, but with other methods, a 405 naming them.
      fastify.setNotFoundHandler((request, reply) => {
        if (methodNotAllowed(request, reply)) return reply;
        const path = request.url.split('?')[0] ?? '/';
        return reply
          .code(404)
          .type(JSON_TYPE)
          .send(apiError(404, ERROR_CODES.NOT_FOUND, `No such route: ${request.method} ${path}`));
      });
    },
    { name: 'error-handler' },
  );

  return { toApiError, frameworkErrors, plugin };
}

export type ErrorHandling = ReturnType<typeof createErrorHandling>;
