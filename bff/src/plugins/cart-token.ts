import { randomBytes } from 'node:crypto';
import { CART_COOKIE, DURATIONS_S, hasControlCharacter } from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The guest cart token from its signed cookie; null when absent, tampered with or signed for another site. */
    cartToken: string | null;
    /**
     * The guest cart token, minted (and its cookie set on `reply`) when the visitor has none: a cart change needs
     * one. Without a reply (a server render) nothing can be stored, so it stays null.
     */
    ensureCartToken(reply?: FastifyReply): string | null;
  }
}

/** A guest's cart lives as long as a session does (spec silent); every change sets the cookie again. */
const CART_MAX_AGE_S = DURATIONS_S.month;

// The guest cart's identity (shop-api services/cart/cart-owner.ts): 256 random bits the bff mints at a guest's
// first cart change and keeps in a signed httpOnly cookie bound to its name and site, like the session. Every shop
// call carries it (x-cart-token, services/call-shop.ts), so the shop finds the guest's cart and merges it into the user's
// cart at login or register. The browser never reads it; a forged or copied-across-sites cookie is no token.
export default fp(
  async (fastify: FastifyInstance) => {
    const cookieOptions = {
      httpOnly: true,
      secure: !fastify.config.isDev,
      sameSite: 'lax' as const,
      path: '/',
      maxAge: CART_MAX_AGE_S,
    };
    fastify.decorateRequest('cartToken', null);
    fastify.decorateRequest('ensureCartToken', function (this: FastifyRequest, reply?: FastifyReply) {
      if (this.cartToken || !reply) return this.cartToken;
      this.cartToken = randomBytes(32).toString('base64url');
      reply.setSignedCookie(CART_COOKIE, this.cartToken, cookieOptions);
      return this.cartToken;
    });
    fastify.addHook('onRequest', (request, _reply, done) => {
      const token = request.signedCookie(CART_COOKIE);
      request.cartToken = token && !hasControlCharacter(token) ? token : null;
      done();
    });
  },
  { name: 'cart-token', dependencies: ['cookies', 'variant'] },
);
