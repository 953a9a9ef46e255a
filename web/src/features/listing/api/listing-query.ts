import { hasMore, type SearchResponse } from '@storefront/shared-types';
import { infiniteQueryOptions, keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api-client';
import { type ListingQuery, pageRangeWindows } from '../search-request';

/** Pages `from`…`to` of one result set, loaded by one fetch of the infinite query. */
export type PageRange = { from: number; to: number };
export type LoadedPages = PageRange &
  Pick<SearchResponse, 'items' | 'total' | 'sort' | 'facets' | 'category'>;

/**
 * The POST /api/catalogue/search bodies that load pages `from`…`to`; facets only with the first page (a "load
 * more" keeps the page's facets).
 */
export function searchBodies(query: ListingQuery, range: PageRange) {
  return pageRangeWindows(range.from, range.to).map((window, i) => ({
    ...query,
    ...window,
    facets: range.from === 1 && i === 0,
  }));
}

/** One fetch's pages as the query keeps them: the items of every answer, the rest from the first. */
function loadedPages(range: PageRange, answers: SearchResponse[]): LoadedPages {
  const first = answers[0] as SearchResponse;
  return {
    ...range,
    items: answers.flatMap((a) => a.items),
    total: first.total,
    sort: first.sort,
    facets: first.facets,
    category: first.category,
  };
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
  return loadedPages(range, answers);
}

/**
 * A result set as an infinite query keyed by everything but the page: "load more" fetches only the next page,
 * while the first fetch covers pages 1…`initialPage` at once so a reloaded `?page=3` link shows 96 items.
 */
export function listingQueryOptions(query: ListingQuery, initialPage: number) {
  return infiniteQueryOptions({
    queryKey: ['listing', query],
    queryFn: ({ client, pageParam, signal }) => searchPages(client, query, pageParam, signal),
    initialPageParam: { from: 1, to: initialPage } as PageRange,
    getNextPageParam: (last: LoadedPages): PageRange | undefined =>
      hasMore(last.to, last.total) ? { from: last.to + 1, to: last.to + 1 } : undefined,
    // A new filter or sort keeps the old items on screen until the new ones arrive, instead of a blank page.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
