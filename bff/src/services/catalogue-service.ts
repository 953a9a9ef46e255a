import type {
  CategoriesResponse,
  EndpointInput,
  EndpointName,
  EndpointShopOutput,
  FlagsResponse,
  LanguageCode,
  SearchFlagsRequest,
} from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { CachedValue } from '../cache/shared-cache.js';
import { createCoalescer } from './coalesce.js';
import { upstreamCall } from './endpoint-call.js';
import type { ShopServiceDeps } from './shop-deps.js';

/** Catalogue calls: trees and flag lists are cached per shop site + language; searches and products pass through. */
/** The reads the shop answers alike for every visitor: a page may take them from the page data cache. */
const SHARED_PAGE_READS: ReadonlySet<EndpointName> = new Set([
  'search',
  'searchForCategoryItems',
  'parsedCategories',
  'product',
  'marketplaceProduct',
]);

export function createCatalogueService({
  callShop,
  cachedCall,
  log,
  coalesceReads,
  coalesced,
  pageData,
}: ShopServiceDeps) {
  const coalesce = createCoalescer();

  return {
    /**
     * One catalogue read (a search, a listing, a product). Identical reads in flight at the same moment (same
     * call, variant, path, body and session) share one shop call when coalescing is on; the shared waiter's wait
     * still counts as its upstream time. A page's read is abandoned at the page's deadline (nothing cached to fall
     * back on, nobody else wants the answer, and a hanging shop must not collect a backlog of them), so pages
     * share reads with pages only, never with an /api call.
     */
    read<N extends EndpointName>(
      request: FastifyRequest,
      name: N,
      input: EndpointInput<N>,
    ): Promise<EndpointShopOutput<N>> {
      // Made once: the keys are built from it and the shop call sends it.
      const endpointCall = upstreamCall(name, input);
      const send = () =>
        callShop(request, name, input, { deadline: request.pageDeadline, call: endpointCall });
      const { call, path, payload } = endpointCall;
      if (pageData && request.pageDeadline != null && SHARED_PAGE_READS.has(name)) {
        // No session in the key: the answer is everyone's (see SHARED_PAGE_READS).
        return pageData.read(`${call}\n${request.variant.upstreamHost}\n${path}\n${payload ?? ''}`, send);
      }
      if (!coalesceReads) return send();
      const caller = request.pageDeadline == null ? 'api' : 'page';
      const key = `${call}\n${caller}\n${request.variant.upstreamHost}\n${path}\n${request.sessionToken ?? ''}\n${payload ?? ''}`;
      const started = performance.now();
      const { promise, shared } = coalesce(key, send);
      if (!shared) return promise;
      coalesced(call);
      return promise.finally(() => {
        request.upstreamTimeMs += performance.now() - started;
      });
    },

    /** The category tree of a language (cached). */
    categoriesEntry(request: FastifyRequest, locale: LanguageCode): Promise<CachedValue<CategoriesResponse>> {
      return cachedCall(request, 'catalogue-categories', [locale], 'categories', { query: { locale } });
    },

    /** All flags of a language (cached). */
    catalogueFlagsEntry(request: FastifyRequest, locale: LanguageCode): Promise<CachedValue<FlagsResponse>> {
      return cachedCall(request, 'catalogue-flags', [locale], 'catalogueFlags', { query: { locale } });
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
        return await cachedCall(request, 'search-flags', [body.locale, body.langId], 'searchFlags', { body });
      } catch (error) {
        log.warn({ err: error }, 'flags failed; answering an empty list');
        return { value: [], json: '[]' };
      }
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
