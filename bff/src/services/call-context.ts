import { SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { UpstreamRequest } from '../upstream/client.js';
import type { Variant } from '../variants/variant.js';

type Context = Pick<UpstreamRequest, 'host' | 'token' | 'requestId' | 'timing'>;

/** What every shop call carries: the variant's Host, the session as a bearer token, the request id, timing. */
export function callContext(variant: Variant, request?: FastifyRequest): Context {
  if (request === undefined) return { host: variant.upstreamHost };
  return {
    host: variant.upstreamHost,
    token: request.sessionToken,
    requestId: request.id,
    timing: request,
  };
}

/**
 * §7 store-config forwards the browser's cookies. Our own signed session cookie is not one of them: the shop
 * gets the session as its bearer token, and the signed value means nothing to it.
 */
export function forwardableCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const kept = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${SESSION_COOKIE}=`));
  return kept.length > 0 ? kept.join('; ') : undefined;
}
