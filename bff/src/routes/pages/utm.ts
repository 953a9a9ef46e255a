import { pickUtmParams, UTM_COOKIE_MAX_AGE_S } from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page request carrying utm_* parameters: each found one is kept in its own signed, httpOnly cookie for 90 days
 * (§9) and the set is posted to the shop once. The signature binds the cookie's name: the value is the visitor's
 * own text, which must never pass as another signed cookie (the session). The post is fire and forget (2 s,
 * 3 retries, failures only reported, §7), so it never delays the page.
 */
export function captureUtm(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: URLSearchParams,
) {
  const utm = pickUtmParams(query);
  if (!utm) return;
  for (const [name, value] of Object.entries(utm)) {
    reply.setSignedCookie(name, value, {
      path: '/',
      maxAge: UTM_COOKIE_MAX_AGE_S,
      httpOnly: true,
      sameSite: 'lax',
      secure: !fastify.config.isDev,
    });
  }
  fastify.shop.postUtm(request, utm);
}
