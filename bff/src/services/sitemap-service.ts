import type { ListingKind, SlugListResponse, SlugPagesResponse } from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import { callContext } from './call-context.js';
import { parseAnswer, upstreamCall } from './endpoint-call.js';
import type { ShopServiceDeps } from './shop-service.js';

/**
 * The slugs the sitemaps list, cached per shop site (the shop picks the site by the Host we send) like the other
 * shared answers: a crawler reading the index and then each part makes one shop call per part per TTL.
 */
export function createSitemapService({ upstream, cache }: ShopServiceDeps) {
  return {
    /** How many listings of a kind there are and the id each sitemap part of `size` starts at. */
    async slugPages(request: FastifyRequest, kind: ListingKind, size: number): Promise<SlugPagesResponse> {
      const entry = await cache.get(
        'sitemap-pages',
        `${request.variant.upstreamHost}:${kind}:${size}`,
        async () => {
          const response = await upstream.send({
            ...upstreamCall('slugPages', { query: { kind, size } }),
            ...callContext(request.variant, request),
          });
          return parseAnswer('slugPages', response);
        },
      );
      return entry.value;
    },

    /** One part's slugs: up to `limit` from id `from` on. */
    async slugList(
      request: FastifyRequest,
      kind: ListingKind,
      from: number,
      limit: number,
    ): Promise<SlugListResponse> {
      const key = `${request.variant.upstreamHost}:${kind}:${from}:${limit}`;
      const entry = await cache.get('sitemap-slugs', key, async () => {
        const response = await upstream.send({
          ...upstreamCall('slugList', { query: { kind, from, limit } }),
          ...callContext(request.variant, request),
        });
        return parseAnswer('slugList', response);
      });
      return entry.value;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
