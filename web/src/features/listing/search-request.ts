// The search API request for a listing state: which listing (products or offers, a category or all), the text,
// the filters in the API's shape, and the §2 sort fallback.
import {
  type LanguageCode,
  type ListingContentType,
  resolveSort,
  type SearchRequest,
  type SortType,
} from '@storefront/shared-types';
import { filtersOf, isIdFilterKey, isStatsFilterKey, type ListingSearch } from './listing-search';

/** The listing a page shows: all products (/marketplace, /search), a category (/c/…), or the offers (/dealzone). */
export type ListingSource = { contentType: ListingContentType; categorySlug?: string };

export type ListingQuery = Required<Pick<SearchRequest, 'locale' | 'contentType' | 'filters' | 'sort'>> &
  Pick<SearchRequest, 'query' | 'categorySlug'>;

/** Everything but the window: the identity of one result set (the cache key of its pages). */
export function listingQuery(
  source: ListingSource,
  search: ListingSearch,
  options: { locale: LanguageCode; mpDefaultSort: string | null | undefined },
): ListingQuery {
  const text = search.s?.trim() ?? '';
  const sort: SortType = resolveSort({
    requested: search.az,
    mpDefaultSort: options.mpDefaultSort,
    searchActive: text !== '',
  });
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filtersOf(search))) {
    if (isStatsFilterKey(key) || !Array.isArray(value)) filters[key] = value;
    else filters[key] = isIdFilterKey(key) ? value.map(Number) : [...value];
  }
  return {
    locale: options.locale,
    contentType: source.contentType,
    ...(text ? { query: text } : {}),
    ...(source.categorySlug ? { categorySlug: source.categorySlug } : {}),
    filters,
    sort,
  };
}
