import type { ListingKind, SlugListResponse, SlugPagesResponse } from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { ShopServiceDeps } from './shop-deps.js';

/**
 * The slugs the sitemaps list, cached per shop site like the other shared answers: a crawler reading the index and
 * then each part makes one shop call per part per TTL.
 */
export function createSitemapService({ cachedCall }: ShopServiceDeps) {
  return {
    /** How many listings of a kind there are and the id each sitemap part of `size` starts at. */
    async slugPages(request: FastifyRequest, kind: ListingKind, size: number): Promise<SlugPagesResponse> {
      const input = { query: { kind, size } };
      return (await cachedCall(request, 'sitemap-pages', [kind, size], 'slugPages', input)).value;
    },

    /** One part's slugs: up to `limit` from id `from` on. */
    async slugList(
      request: FastifyRequest,
      kind: ListingKind,
      from: number,
      limit: number,
    ): Promise<SlugListResponse> {
      const input = { query: { kind, from, limit } };
      return (await cachedCall(request, 'sitemap-slugs', [kind, from, limit], 'slugList', input)).value;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
