import { DURATIONS_S, hasControlCharacter, SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop API session token from the signed cookie; null when absent, unsigned, tampered with, signed for
     * another cookie or another site, or not fit for a header (control characters). */
    sessionToken: string | null;
  }
  interface FastifyReply {
    setSessionToken(token: string): void;
    clearSessionToken(): void;
  }
}

/** Spec is silent on the session length; a month keeps a shopper signed in across visits like a shop does. */
const SESSION_MAX_AGE_S = DURATIONS_S.month;

// The shop's token lives only in a signed httpOnly cookie: the browser can neither read nor forge it, and
// every bff replica can verify it with the shared secret. The signature binds the cookie's name and the shop site
// (plugins/cookies.ts): no other signed cookie (a UTM one carries a visitor's own text) passes as the session,
// and a session cookie copied from one site to another is signed out there. SameSite=Lax (not Strict) so a
// payment provider's top-level redirect back to the shop arrives signed in.
export default fp(
  async (fastify: FastifyInstance) => {
    const cookieOptions = {
      httpOnly: true,
      secure: !fastify.config.isDev,
      sameSite: 'lax' as const,
      path: '/',
    };

    fastify.decorateRequest('sessionToken', null);
    fastify.decorateReply('setSessionToken', function (this: FastifyReply, token: string) {
      this.setSignedCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_MAX_AGE_S });
    });
    fastify.decorateReply('clearSessionToken', function (this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, cookieOptions);
    });

    // A callback hook, not an async one: it runs on every request and needs no promise.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const token = request.signedCookie(SESSION_COOKIE);
      // The token becomes an Authorization header: CR, LF or NUL in it must never reach one.
      request.sessionToken = token && !hasControlCharacter(token) ? token : null;
      done();
    });
  },
  { name: 'session', dependencies: ['cookies', 'variant'] },
);
