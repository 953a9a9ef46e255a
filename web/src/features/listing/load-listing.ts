import { normalizePage, siteLanguage } from '@storefront/shared-types';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-error';
import { pageLanguage } from '../../lib/page-language';
import type { RouterContext } from '../../lib/router-context';
import { listingQueryOptions } from './api/listing-query';
import type { ListingSearch } from './listing-search';
import { type ListingSource, listingQuery } from './search-request';

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
  const locale = pageLanguage(context, prefix);
  const mpDefaultSort = siteLanguage(context.bootstrap.storeConfig.site.languages, locale)?.pivot
    .mp_default_sort;
  const query = listingQuery(source, search, { locale, mpDefaultSort });
  try {
    const data = await context.queryClient.ensureInfiniteQueryData(
      listingQueryOptions(query, normalizePage(search.page ?? 1)),
    );
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
