import { apiError, CLIENT_HEADER, ERROR_CODES } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const forbidden = (message: string) => apiError(403, ERROR_CODES.FORBIDDEN, message, { retryable: false });

/** The origin the browser says the request came from: Origin, or Referer's origin when Origin is absent. */
function sourceOrigin(request: FastifyRequest): URL | null {
  const origin = request.headers.origin;
  const raw = origin !== undefined ? origin : request.headers.referer;
  if (!raw || raw === 'null') return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** Same site when the source's host:port is the host the request was made to, or the variant's canonical origin. */
export function isSameOrigin(request: FastifyRequest): boolean {
  // Fast path for what browsers send: an Origin exactly equal to the request's own or the canonical origin.
  const origin = request.headers.origin;
  if (
    origin !== undefined &&
    (origin === `https://${request.host}` ||
      origin === `http://${request.host}` ||
      (Boolean(request.variant) && origin === request.variant.canonicalOrigin))
  ) {
    return true;
  }
  const source = sourceOrigin(request);
  if (source === null) return false;
  if (source.host === request.host) return true;
  return Boolean(request.variant) && source.origin === request.variant.canonicalOrigin;
}

/**
 * Whether the request needs the check: a state-changing method on a matched /api route. The route is the one
 * the router matched (its declared pattern), never the raw URL: the router decodes `/%61pi/…` and takes an
 * absolute-form target (`POST http://host/api/…`) to the same handler, so a test on `request.url` is bypassed.
 */
export function needsCsrfCheck(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  return request.routeOptions.url?.startsWith('/api/') === true;
}

// State-changing /api/* calls need both the client's custom header and a same-origin Origin/Referer; either
// missing is a 403 in the one error shape, before any body is read or any upstream call is made. A browser's
// `Sec-Fetch-Site: cross-site` is refused too, whatever the other headers say.
export default fp(
  async (fastify: FastifyInstance) => {
    // A callback hook, not an async one: it runs on every request and most requests pass untouched.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!needsCsrfCheck(request)) return done();
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        reply.code(403).send(forbidden('Cross-site request refused'));
        return;
      }
      if (request.headers[CLIENT_HEADER.name] !== CLIENT_HEADER.value) {
        reply.code(403).send(forbidden(`Missing ${CLIENT_HEADER.name} header`));
        return;
      }
      if (!isSameOrigin(request)) {
        reply.code(403).send(forbidden('Cross-site request refused'));
        return;
      }
      done();
    });
  },
  { name: 'csrf' },
);
