import { CART_COOKIE, SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { UpstreamRequest } from '../upstream/client.js';
import type { Variant } from '../variants/variant.js';

type Context = Pick<UpstreamRequest, 'host' | 'token' | 'cartToken' | 'requestId' | 'timing'>;

/**
 * What every shop call carries: the variant's Host, the session as a bearer token, the guest cart token (so a
 * login merges the guest's cart), the request id, timing.
 */
export function callContext(variant: Variant, request?: FastifyRequest): Context {
  if (request === undefined) return { host: variant.upstreamHost };
  return {
    host: variant.upstreamHost,
    token: request.sessionToken,
    cartToken: request.cartToken,
    requestId: request.id,
    timing: request,
  };
}

/**
 * §7 store-config forwards the browser's cookies. Our own signed session and cart cookies are not among them: the
 * shop gets their tokens in headers, and the signed values mean nothing to it.
 */
export function forwardableCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const kept = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter(
      (part) => part !== '' && !part.startsWith(`${SESSION_COOKIE}=`) && !part.startsWith(`${CART_COOKIE}=`),
    );
  return kept.length > 0 ? kept.join('; ') : undefined;
}
