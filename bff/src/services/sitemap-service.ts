import {
  type ListingKind,
  type SlugListResponse,
  type SlugPagesResponse,
  slugListResponseSchema,
  slugPagesResponseSchema,
} from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { normalise } from '../upstream/normalise.js';
import { callContext } from './call-context.js';
import type { ShopServiceDeps } from './shop-service.js';

/**
 * The slugs the sitemaps list, cached per variant (the shop picks the site by the Host we send) like the other
 * shared answers: a crawler reading the index and then each part makes one shop call per part per TTL.
 */
export function createSitemapService({ upstream, cache }: ShopServiceDeps) {
  function get<S extends z.ZodType>(request: FastifyRequest, call: string, path: string, schema: S) {
    return async (): Promise<z.output<S>> => {
      const response = await upstream.send({
        call,
        method: 'GET',
        path,
        policy: 'default',
        ...callContext(request.variant, request),
      });
      return normalise(call, response, schema);
    };
  }

  return {
    /** How many listings of a kind there are and the id each sitemap part of `size` starts at. */
    async slugPages(request: FastifyRequest, kind: ListingKind, size: number): Promise<SlugPagesResponse> {
      const path = `/api/catalogue/slug-pages?kind=${kind}&size=${size}`;
      return (
        await cache.get(
          'sitemap-pages',
          `${request.variant.code}:${kind}:${size}`,
          get(request, 'sitemap-pages', path, slugPagesResponseSchema),
        )
      ).value;
    },

    /** One part's slugs: up to `limit` from id `from` on. */
    async slugList(
      request: FastifyRequest,
      kind: ListingKind,
      from: number,
      limit: number,
    ): Promise<SlugListResponse> {
      const path = `/api/catalogue/slugs?kind=${kind}&from=${from}&limit=${limit}`;
      return (
        await cache.get(
          'sitemap-slugs',
          `${request.variant.code}:${kind}:${from}:${limit}`,
          get(request, 'sitemap-slugs', path, slugListResponseSchema),
        )
      ).value;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
