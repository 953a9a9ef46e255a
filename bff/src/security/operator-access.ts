import { createHash, timingSafeEqual } from 'node:crypto';
import { apiError, ERROR_CODES } from '@storefront/shared-types';
import type { onRequestHookHandler } from 'fastify';
import type { AppConfig } from '../config/env.js';

// Who may read the operator endpoints (/metrics, /docs). A token rather than a second, internal listener: it
// works with the deploy as it is (replicas behind one proxy port, each scraped at its own address), needs no
// second server to serve the OpenAPI document the app builds from its own routes, and a browser can still open
// /docs (it asks for the token as a Basic password).
//
// - OPERATOR_TOKEN set (any environment): `Authorization: Bearer <token>`, or Basic with the token as password;
//   anything else is a 401 with the challenges.
// - no token, development or test: open, so `npm start` and the tests reach them with no setup.
// - no token, production: closed, answered exactly like a route that does not exist.

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The token a request presents: a Bearer token, or a Basic password (the user name is ignored). */
function presentedToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const [scheme, credentials] = authorization.split(' ', 2);
  if (!scheme || !credentials) return null;
  if (scheme.toLowerCase() === 'bearer') return credentials;
  if (scheme.toLowerCase() !== 'basic') return null;
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : decoded.slice(colon + 1);
}

/** The onRequest hook of the operator endpoints' contexts (routes/health for /metrics, plugins/docs). */
export function operatorAccess(config: Pick<AppConfig, 'OPERATOR_TOKEN' | 'isDev'>): onRequestHookHandler {
  const token = config.OPERATOR_TOKEN;
  if (token === undefined) {
    if (config.isDev) return (_request, _reply, done) => done();
    // The reply is sent here, so the hook's callback is never called: the request goes no further. The body is
    // the not-found handler's, so nothing tells this route from one that does not exist.
    return (request, reply, _done) => {
      const path = request.url.split('?')[0] ?? '/';
      reply.code(404).send(apiError(404, ERROR_CODES.NOT_FOUND, `No such route: ${request.method} ${path}`));
    };
  }
  // Digests of equal length, so the comparison takes the same time whatever was presented.
  const expected = digest(token);
  return (request, reply, done) => {
    const presented = presentedToken(request.headers.authorization);
    if (presented !== null && timingSafeEqual(digest(presented), expected)) return done();
    reply
      .code(401)
      .header('www-authenticate', ['Basic realm="operator", charset="UTF-8"', 'Bearer realm="operator"'])
      .header('cache-control', 'no-store')
      .send(apiError(401, ERROR_CODES.UNAUTHORIZED, 'Operator token required', { retryable: false }));
  };
}
