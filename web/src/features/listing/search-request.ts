// The search API request for a listing state: which listing (products or offers, a category or all), the text,
// the filters in the API's shape, and the §2 sort fallback.
import {
  CATEGORY_FILTER_KEY,
  FLAG_FILTER_KEY,
  type LanguageCode,
  type ListingContentType,
  pageOffset,
  resolveSort,
  type SearchRequest,
  type SortType,
} from '@storefront/shared-types';
import { filtersOf, isStatsFilterKey, type ListingSearch } from './listing-search';

/** The listing a page shows: all products (/marketplace, /search), a category (/c/…), or the offers (/dealzone). */
export type ListingSource = { contentType: ListingContentType; categorySlug?: string };

export type ListingQuery = Required<Pick<SearchRequest, 'locale' | 'contentType' | 'filters' | 'sort'>> &
  Pick<SearchRequest, 'query' | 'categorySlug'>;

const ID_FILTER_KEYS: readonly string[] = [CATEGORY_FILTER_KEY, FLAG_FILTER_KEY];

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
    else filters[key] = ID_FILTER_KEYS.includes(key) ? value.map(Number) : [...value];
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

/** The search API's largest page (its request schema's `limit` bound). */
export const MAX_SEARCH_LIMIT = 100;

/**
 * The requests that load pages `from`…`to` (1-based, inclusive) as one contiguous window: a reload of a deep
 * `?page=` link asks for pages 1…N at once, split where the window is larger than one request may be.
 */
export function pageRangeWindows(from: number, to: number): { offset: number; limit: number }[] {
  const start = pageOffset(from);
  const end = pageOffset(Math.max(from, to) + 1);
  const windows: { offset: number; limit: number }[] = [];
  for (let offset = start; offset < end; offset += MAX_SEARCH_LIMIT) {
    windows.push({ offset, limit: Math.min(MAX_SEARCH_LIMIT, end - offset) });
  }
  return windows;
}
