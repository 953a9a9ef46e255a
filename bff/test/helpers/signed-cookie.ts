import { SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';

/** A cookie value signed as the bff signs cookie `name` on the shop site that `host` selects (default: lt). */
export function signedCookie(app: FastifyInstance, name: string, value: string, host = 'localhost'): string {
  return app.cookieSigner.sign(name, value, app.variants.resolve(host).upstreamHost);
}

/** A valid session_token cookie value for `token` on the site of `host`. */
export function sessionCookie(app: FastifyInstance, token: string, host?: string): string {
  return signedCookie(app, SESSION_COOKIE, token, host);
}
