import {
  type CategoriesResponse,
  categoriesResponseSchema,
  type FlagsResponse,
  flagsResponseSchema,
  type LanguageCode,
  type ParsedCategoriesRequest,
  type ParsedCategoriesResponse,
  type ParsedSearchRequest,
  type ProductDetail,
  parsedCategoriesResponseSchema,
  productDetailSchema,
  type SearchFlagsRequest,
  type SearchForCategoryItemsResponse,
  type SearchResponse,
  type searchForCategoryItemsRequestSchema,
  searchForCategoryItemsResponseSchema,
  searchResponseSchema,
} from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CachedValue } from '../cache/shared-cache.js';
import { normalise } from '../upstream/normalise.js';
import { callContext } from './call-context.js';
import { createCoalescer } from './coalesce.js';
import type { ShopServiceDeps } from './shop-service.js';

type SearchForCategoryItemsBody = z.output<typeof searchForCategoryItemsRequestSchema>;

/** Catalogue calls: trees and flag lists are cached per variant + language; searches and products pass through. */
export function createCatalogueService({ upstream, cache, log, coalesceReads, coalesced }: ShopServiceDeps) {
  const coalesce = createCoalescer();

  /**
   * One catalogue read. Identical reads in flight at the same moment (same call, variant, path, body and session)
   * share one shop call when coalescing is on; the shared waiter's wait still counts as its upstream time.
   */
  function pass<S extends z.ZodType>(
    request: FastifyRequest,
    call: string,
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    if (!coalesceReads) return send(request, call, method, path, schema, body);
    const key = `${call}\n${request.variant.code}\n${path}\n${request.sessionToken ?? ''}\n${body === undefined ? '' : JSON.stringify(body)}`;
    const started = performance.now();
    const { promise, shared } = coalesce(key, () => send(request, call, method, path, schema, body));
    if (!shared) return promise;
    coalesced(call);
    return promise.finally(() => {
      request.upstreamTimeMs += performance.now() - started;
    });
  }

  async function send<S extends z.ZodType>(
    request: FastifyRequest,
    call: string,
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const response = await upstream.send({
      call,
      method,
      path,
      policy: 'default',
      ...(body === undefined ? {} : { body }),
      ...callContext(request.variant, request),
    });
    return normalise(call, response, schema);
  }

  function cachedGet<S extends z.ZodType>(
    request: FastifyRequest,
    call: string,
    path: string,
    locale: LanguageCode,
    schema: S,
  ): Promise<CachedValue<z.output<S>>> {
    return cache.get(call, `${request.variant.code}:${locale}`, () =>
      send(request, call, 'GET', `${path}?locale=${locale}`, schema),
    );
  }

  return {
    /** The category tree of a language (cached). */
    categoriesEntry(request: FastifyRequest, locale: LanguageCode): Promise<CachedValue<CategoriesResponse>> {
      return cachedGet(
        request,
        'catalogue-categories',
        '/api/catalogue/categories',
        locale,
        categoriesResponseSchema,
      );
    },

    /** All flags of a language (cached). */
    catalogueFlagsEntry(request: FastifyRequest, locale: LanguageCode): Promise<CachedValue<FlagsResponse>> {
      return cachedGet(request, 'catalogue-flags', '/api/catalogue/flags', locale, flagsResponseSchema);
    },

    /** §7/§8 search flags: cached; a failure with nothing stale to serve is an empty list, never an error. */
    async searchFlags(
      request: FastifyRequest,
      body: SearchFlagsRequest,
    ): Promise<CachedValue<FlagsResponse>> {
      try {
        return await cache.get('search-flags', `${request.variant.code}:${body.locale}:${body.langId}`, () =>
          send(request, 'search-flags', 'POST', '/api/search/flags', flagsResponseSchema, body),
        );
      } catch (error) {
        log.warn({ err: error }, 'flags failed; answering an empty list');
        return { value: [], json: '[]' };
      }
    },

    parsedCategories(
      request: FastifyRequest,
      body: ParsedCategoriesRequest,
    ): Promise<ParsedCategoriesResponse> {
      return pass(
        request,
        'parsed-categories',
        'POST',
        '/api/search/parsed-categories',
        parsedCategoriesResponseSchema,
        body,
      );
    },

    searchForCategoryItems(
      request: FastifyRequest,
      body: SearchForCategoryItemsBody,
    ): Promise<SearchForCategoryItemsResponse> {
      return pass(
        request,
        'search-for-category-items',
        'POST',
        '/api/search/searchForCategoryItems',
        searchForCategoryItemsResponseSchema,
        body,
      );
    },

    search(request: FastifyRequest, body: ParsedSearchRequest): Promise<SearchResponse> {
      return pass(request, 'catalogue-search', 'POST', '/api/catalogue/search', searchResponseSchema, body);
    },

    /** A product page; `slug` may span segments (each is encoded on its own so `/` stays a separator). */
    product(
      request: FastifyRequest,
      kind: 'products' | 'marketplace-products',
      slug: string,
      locale: LanguageCode,
    ): Promise<ProductDetail> {
      const path = `/api/catalogue/${kind}/${slug.split('/').map(encodeURIComponent).join('/')}?locale=${locale}`;
      return pass(request, `catalogue-${kind}`, 'GET', path, productDetailSchema);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
