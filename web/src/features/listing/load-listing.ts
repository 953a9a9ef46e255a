import { lastPage } from '@storefront/shared-types';
import { notFound, redirect } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import { pageLanguage } from '@/lib/page-language';
import type { RouterContext } from '@/lib/router-context';
import { type LoadedPages, listingPageQuery } from './api/listing-query';
import type { ListingSearch } from './listing-search';
import type { ListingQuery, ListingSource } from './search-request';

/**
 * A listing route's loader: the result set the URL asks for (filters, sort, the pages up to `page`) into the query
 * cache before the page renders, so the server's HTML already lists the items. A category's name titles the page.
 * §8: a category the catalogue does not know is the fatal "Page not found".
 */
export async function loadListing(
  context: RouterContext,
  source: ListingSource,
  search: ListingSearch,
  prefix: string | undefined,
): Promise<{ pageTitle?: string }> {
  const { query, page, options } = listingPageQuery(
    source,
    search,
    pageLanguage(context, prefix),
    context.bootstrap.storeConfig,
  );
  // In the browser, a new filter, sort or page of a listing already on screen does not hold the navigation: the
  // URL (and the ticked box) change at once and the page shows its items busy until the new ones arrive. A
  // listing not on screen yet (another category, a first visit) is waited for, so it opens with its items.
  const shown = typeof document !== 'undefined' ? shownListingTitle(context, query) : undefined;
  if (shown) {
    void context.queryClient.prefetchInfiniteQuery(options);
    return shown.title ? { pageTitle: shown.title } : {};
  }
  try {
    const data = await context.queryClient.ensureInfiniteQueryData(options);
    // A page past the result set's end (a stale link, a hand-typed number) is its last page: one state, one URL.
    const last = lastPage(data.pages[0]?.total ?? 0);
    if (page > last) {
      throw redirect({
        to: '.',
        search: (previous: ListingSearch) => ({ ...previous, page: last > 1 ? last : undefined }),
        replace: true,
      });
    }
    const category = data.pages[0]?.category;
    return source.categorySlug && category?.slug === source.categorySlug ? { pageTitle: category.name } : {};
  } catch (error) {
    if (
      source.categorySlug &&
      error instanceof ApiError &&
      (error.statusCode === 404 || error.statusCode === 400)
    )
      throw notFound();
    throw error;
  }
}

/**
 * A loaded result set of the same listing (same kind, category and language, any filters) in the query cache:
 * the listing is on screen and only its filters change. Its category's name titles the page meanwhile.
 */
function shownListingTitle(context: RouterContext, query: ListingQuery): { title?: string } | undefined {
  const cached = context.queryClient.getQueriesData<{ pages: LoadedPages[] }>({ queryKey: ['listing'] });
  for (const [key, data] of cached) {
    const other = key[1] as ListingQuery | undefined;
    if (!data?.pages[0] || !other) continue;
    if (other.contentType !== query.contentType || other.categorySlug !== query.categorySlug) continue;
    if (other.locale !== query.locale) continue;
    const category = data.pages[0].category;
    return query.categorySlug && category?.slug === query.categorySlug ? { title: category.name } : {};
  }
  return undefined;
}
