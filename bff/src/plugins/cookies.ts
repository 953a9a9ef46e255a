import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CookieSigner, createCookieSigner } from '../security/cookie-signature.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Name- and site-bound cookie signatures (security/cookie-signature.ts). */
    cookieSigner: CookieSigner;
  }
  interface FastifyRequest {
    /** A signed cookie's value when its signature was made for this name on this request's shop site, else null. */
    signedCookie(name: string): string | null;
  }
  interface FastifyReply {
    /** Sets a cookie signed for its name and this request's shop site. */
    setSignedCookie(name: string, value: string, options: Omit<CookieSerializeOptions, 'signed'>): void;
  }
}

// Cookie parsing for everyone (session, UTM, currency), and signing bound to the cookie's name and the shop site.
// @fastify/cookie gets no secret, so its own value-only signing (`signed: true`, unsignCookie) does not exist
// and cannot be used by mistake. The secret comes from config, so a cookie signed by one replica is accepted by
// every other. Signing reads request.variant, which the variant plugin sets on every request.
export default fp(
  async (fastify: FastifyInstance) => {
    await fastify.register(cookie, { hook: 'onRequest' });
    const signer = createCookieSigner(fastify.config.COOKIE_SECRET);
    fastify.decorate('cookieSigner', signer);
    fastify.decorateRequest('signedCookie', function (this: FastifyRequest, name: string) {
      return signer.unsign(name, this.cookies[name], this.variant.upstreamHost);
    });
    fastify.decorateReply(
      'setSignedCookie',
      function (this: FastifyReply, name: string, value: string, options: CookieSerializeOptions) {
        this.setCookie(name, signer.sign(name, value, this.request.variant.upstreamHost), options);
      },
    );
  },
  { name: 'cookies' },
);
