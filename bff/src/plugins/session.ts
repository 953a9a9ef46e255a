import { DURATIONS_S, SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop API session token from the signed cookie; null when absent, unsigned or tampered with. */
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
// every bff replica can verify it with the shared secret. SameSite=Lax (not Strict) so a payment provider's
// top-level redirect back to the shop arrives signed in.
export default fp(
  async (fastify: FastifyInstance) => {
    const cookieOptions = {
      signed: true,
      httpOnly: true,
      secure: !fastify.config.isDev,
      sameSite: 'lax' as const,
      path: '/',
    };

    fastify.decorateRequest('sessionToken', null);
    fastify.decorateReply('setSessionToken', function (this: FastifyReply, token: string) {
      this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_MAX_AGE_S });
    });
    fastify.decorateReply('clearSessionToken', function (this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, cookieOptions);
    });

    // A callback hook, not an async one: it runs on every request and needs no promise.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (raw) {
        const unsigned = request.unsignCookie(raw);
        request.sessionToken = unsigned.valid && unsigned.value ? unsigned.value : null;
      }
      done();
    });
  },
  { name: 'session', dependencies: ['cookies'] },
);
