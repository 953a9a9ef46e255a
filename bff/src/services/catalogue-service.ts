import type {
  CategoriesResponse,
  EndpointName,
  EndpointOutput,
  FlagsResponse,
  LanguageCode,
  ParsedCategoriesRequest,
  ParsedCategoriesResponse,
  ParsedSearchRequest,
  ProductDetail,
  SearchFlagsRequest,
  SearchForCategoryItemsResponse,
  SearchResponse,
  searchForCategoryItemsRequestSchema,
} from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CachedValue } from '../cache/shared-cache.js';
import type { UpstreamRequest } from '../upstream/client.js';
import { callContext } from './call-context.js';
import { createCoalescer } from './coalesce.js';
import { type EndpointCall, parseAnswer, upstreamCall } from './endpoint-call.js';
import type { ShopServiceDeps } from './shop-service.js';

type SearchForCategoryItemsBody = z.output<typeof searchForCategoryItemsRequestSchema>;

/** Catalogue calls: trees and flag lists are cached per shop site (upstreamHost) + language; searches and products pass through. */
export function createCatalogueService({ upstream, cache, log, coalesceReads, coalesced }: ShopServiceDeps) {
  const coalesce = createCoalescer();

  /**
   * One catalogue read. Identical reads in flight at the same moment (same call, variant, path, body and session)
   * share one shop call when coalescing is on; the shared waiter's wait still counts as its upstream time. A page's
   * read is abandoned at the page's deadline (nothing cached to fall back on, nobody else wants the answer, and a
   * hanging shop must not collect a backlog of them), so pages share reads with pages only, never with an /api call.
   */
  function pass<N extends EndpointName>(
    request: FastifyRequest,
    name: N,
    endpointCall: EndpointCall,
  ): Promise<EndpointOutput<N>> {
    const target = { ...endpointCall, deadline: request.pageDeadline };
    if (!coalesceReads) return send(request, name, target);
    const { call, path, body } = target;
    const caller = request.pageDeadline == null ? 'api' : 'page';
    const key = `${call}\n${caller}\n${request.variant.upstreamHost}\n${path}\n${request.sessionToken ?? ''}\n${body === undefined ? '' : JSON.stringify(body)}`;
    const started = performance.now();
    const { promise, shared } = coalesce(key, () => send(request, name, target));
    if (!shared) return promise;
    coalesced(call);
    return promise.finally(() => {
      request.upstreamTimeMs += performance.now() - started;
    });
  }

  async function send<N extends EndpointName>(
    request: FastifyRequest,
    name: N,
    target: EndpointCall & Pick<UpstreamRequest, 'deadline'>,
  ): Promise<EndpointOutput<N>> {
    const response = await upstream.send({ ...target, ...callContext(request.variant, request) });
    return parseAnswer(name, response);
  }

  /** A per-language answer cached per shop site (upstreamHost) + language (`cacheName` keeps each kind in its own entries). */
  function cachedByLocale<N extends 'categories' | 'catalogueFlags'>(
    request: FastifyRequest,
    cacheName: string,
    name: N,
    locale: LanguageCode,
  ): Promise<CachedValue<EndpointOutput<N>>> {
    return cache.get(
      cacheName,
      `${request.variant.upstreamHost}:${locale}`,
      () => send(request, name, upstreamCall<'categories' | 'catalogueFlags'>(name, { query: { locale } })),
      { deadline: request.pageDeadline },
    );
  }

  return {
    /** The category tree of a language (cached). */
    categoriesEntry(request: FastifyRequest, locale: LanguageCode): Promise<CachedValue<CategoriesResponse>> {
      return cachedByLocale(request, 'catalogue-categories', 'categories', locale);
    },

    /** All flags of a language (cached). */
    catalogueFlagsEntry(request: FastifyRequest, locale: LanguageCode): Promise<CachedValue<FlagsResponse>> {
      return cachedByLocale(request, 'catalogue-flags', 'catalogueFlags', locale);
    },

    /**
     * §7/§8 search flags: cached; a failure with nothing stale to serve is an empty list, never an error. The key
     * holds `langId`, which the caller must have checked against the shop's languages (bounded keys).
     */
    async searchFlags(
      request: FastifyRequest,
      body: SearchFlagsRequest,
    ): Promise<CachedValue<FlagsResponse>> {
      try {
        return await cache.get(
          'search-flags',
          `${request.variant.upstreamHost}:${body.locale}:${body.langId}`,
          () => send(request, 'searchFlags', upstreamCall('searchFlags', { body })),
          { deadline: request.pageDeadline },
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
      return pass(request, 'parsedCategories', upstreamCall('parsedCategories', { body }));
    },

    searchForCategoryItems(
      request: FastifyRequest,
      body: SearchForCategoryItemsBody,
    ): Promise<SearchForCategoryItemsResponse> {
      return pass(request, 'searchForCategoryItems', upstreamCall('searchForCategoryItems', { body }));
    },

    search(request: FastifyRequest, body: ParsedSearchRequest): Promise<SearchResponse> {
      return pass(request, 'search', upstreamCall('search', { body }));
    },

    /** A product page; `slug` may span segments (each is encoded on its own so `/` stays a separator). */
    product(
      request: FastifyRequest,
      kind: 'products' | 'marketplace-products',
      slug: string,
      locale: LanguageCode,
    ): Promise<ProductDetail> {
      const name = kind === 'products' ? 'product' : 'marketplaceProduct';
      return pass(request, name, upstreamCall(name, { params: { '*': slug }, query: { locale } }));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
