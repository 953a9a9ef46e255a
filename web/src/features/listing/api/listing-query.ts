import {
  type Bootstrap,
  firstLoadedPage,
  hasMore,
  type LanguageCode,
  normalizePage,
  pageRangeWindows,
  type SearchResponse,
  siteLanguage,
} from '@storefront/shared-types';
import { infiniteQueryOptions, keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';
import { type ShownListingItem, shownListingItem } from '@/lib/shown-listing-item';
import type { ListingSearch } from '../listing-search';
import { type ListingQuery, type ListingSource, listingQuery } from '../search-request';

/**
 * Pages `from`…`to` of one result set, loaded by one fetch of the infinite query. `withFacets`: this fetch also asks
 * for the facets (the first one of a result set; "load more" and "show earlier" keep the page's).
 */
export type PageRange = { from: number; to: number; withFacets?: boolean };
export type LoadedPages = PageRange &
  Pick<SearchResponse, 'total' | 'sort' | 'facets' | 'category'> & { items: ShownListingItem[] };

/** The POST /api/catalogue/search bodies that load pages `from`…`to`; facets with the first body only. */
function searchBodies(query: ListingQuery, range: PageRange) {
  return pageRangeWindows(range.from, range.to).map((window, i) => ({
    ...query,
    ...window,
    facets: range.withFacets === true && i === 0,
  }));
}

/** One fetch's pages as the query keeps them: the items of every answer (as shown), the rest from the first. */
function loadedPages(range: PageRange, answers: SearchResponse[]): LoadedPages {
  const first = answers[0] as SearchResponse;
  return {
    ...range,
    items: answers.flatMap((a) => a.items.map(shownListingItem)),
    total: first.total,
    sort: first.sort,
    facets: first.facets,
    category: first.category,
  };
}

/**
 * loadedPages, kept per answer object for a fetch of one answer (nearly every first load): the bff's page data
 * cache hands every render within its TTL the same answer, so each render's query holds the same pages object,
 * and the page's dehydrated data finds its JSON already written (query-data-json.ts) instead of writing the whole
 * result set's text again. Kept by the answer (WeakMap): an answer dropped from its cache takes its pages along.
 */
const keptPages = new WeakMap<SearchResponse, Map<string, LoadedPages>>();

function keptLoadedPages(range: PageRange, answers: SearchResponse[]): LoadedPages {
  const [only] = answers;
  if (answers.length !== 1 || !only) return loadedPages(range, answers);
  const key = `${range.from} ${range.to} ${range.withFacets === true}`;
  let byRange = keptPages.get(only);
  if (!byRange) {
    byRange = new Map();
    keptPages.set(only, byRange);
  }
  let pages = byRange.get(key);
  if (!pages) {
    pages = loadedPages(range, answers);
    byRange.set(key, pages);
  }
  return pages;
}

async function searchPages(
  client: QueryClient,
  query: ListingQuery,
  range: PageRange,
  signal: AbortSignal,
): Promise<LoadedPages> {
  const api = apiOf(client);
  const answers = await Promise.all(
    searchBodies(query, range).map((body) => api.call('search', { body }, { signal })),
  );
  return keptLoadedPages(range, answers);
}

/**
 * A result set as an infinite query keyed by everything but the page: "load more" fetches only the next page,
 * while the first fetch covers the pages up to `initialPage` at once so a reloaded `?page=3` link shows 96 items.
 * A deep link starts a few pages before its page (firstLoadedPage: one load stays within its request budget),
 * and "show earlier" fetches the pages before those one at a time.
 */
export function listingQueryOptions(query: ListingQuery, initialPage: number) {
  const to = normalizePage(initialPage);
  return infiniteQueryOptions({
    queryKey: ['listing', query],
    queryFn: ({ client, pageParam, signal }) => searchPages(client, query, pageParam, signal),
    initialPageParam: { from: firstLoadedPage(to), to, withFacets: true } as PageRange,
    getNextPageParam: (last: LoadedPages): PageRange | undefined =>
      hasMore(last.to, last.total) ? { from: last.to + 1, to: last.to + 1 } : undefined,
    getPreviousPageParam: (first: LoadedPages): PageRange | undefined =>
      first.from > 1 ? { from: first.from - 1, to: first.from - 1 } : undefined,
    // A new filter or sort keeps the old items on screen until the new ones arrive, instead of a blank page.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * The one query of a listing page: the result set its URL state asks for, in the page's language, with the site's
 * default marketplace sort for that language. The route's loader fills it and the page reads it, both through this,
 * so the two can never ask for different things. `query` is the result set's identity (its sort is what the
 * toolbar shows), `page` the URL's page.
 */
export function listingPageQuery(
  source: ListingSource,
  search: ListingSearch,
  locale: LanguageCode,
  storeConfig: Pick<Bootstrap['storeConfig'], 'site'>,
) {
  const mpDefaultSort = siteLanguage(storeConfig.site.languages, locale)?.pivot.mp_default_sort;
  const query = listingQuery(source, search, { locale, mpDefaultSort });
  const page = normalizePage(search.page ?? 1);
  return { query, page, options: listingQueryOptions(query, page) };
}

/** The fetch that carried the result set's facets (its first), wherever "show earlier" has put it since. */
export function facetedPages(pages: readonly LoadedPages[]): LoadedPages | undefined {
  return pages.find((p) => p.withFacets) ?? pages[0];
}
