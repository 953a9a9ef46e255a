import type { EndpointInput, EndpointName, EndpointShopOutput } from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { CachedValue, SharedCache } from '../cache/shared-cache.js';
import type { CallShop, ShopCallOptions } from './call-shop.js';

/** A shop call whose answer is shared through the cache (see createCachedCall). */
export type CachedCall = <N extends EndpointName>(
  request: FastifyRequest,
  kind: string,
  keyParts: readonly (string | number)[],
  name: N,
  input: EndpointInput<N>,
  options?: ShopCallOptions,
) => Promise<CachedValue<EndpointShopOutput<N>>>;

/**
 * A shop call answered from the shared cache (single-flight, stale on failure, within a page's deadline). `kind`
 * keeps each sort of answer in entries of its own; the key starts with the shop site the call goes to (the shop
 * picks it by the Host we send, upstreamHost, and each white-label brand is a site of its own although the brands
 * share a variant code), so one site's answer never serves another. The rest of the key (`keyParts`) must come
 * from bounded, checked values (known languages, slugs the content index lists), never from any text a client
 * sends: each new key is an entry.
 */
export function createCachedCall(cache: SharedCache, callShop: CallShop): CachedCall {
  return (request, kind, keyParts, name, input, options) =>
    cache.get(
      kind,
      [request.variant.upstreamHost, ...keyParts].join(':'),
      () => callShop(request, name, input, options),
      { deadline: request.pageDeadline },
    );
}
