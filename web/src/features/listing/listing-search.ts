// The listing's state in the URL (§2: filters, sort and page survive reloads, shared links and back/forward).
// Keys: `s` the search text, `az` the sort (an explicit order; with `f.manufacturer` and `s` it marks the page
// noindex, §2), `page` the "load more" depth (absent = 1), and each selected filter under its own filter key
// (`f.manufacturer`, `f.current_price`, `f.discount_percentage`, `f.category_id`, `flag_ids`,
// `additional_field_{id}`): terms filters a list of values, stats filters `{ min, max }` in the search API's
// units (the discount as stored fractions). The router writes non-string values as JSON.
import {
  ADDITIONAL_FIELD_PREFIX,
  CATEGORY_FILTER_KEY,
  type FilterValue,
  FLAG_FILTER_KEY,
  hasControlCharacter,
  MAX_FILTER_VALUES,
  MAX_FILTERS,
  MAX_FLAG_FILTER_IDS,
  normalizePage,
  parseDatabaseId,
  type SelectedFilters,
  type SortType,
  type StatsRange,
  stripControlCharacters,
} from '@storefront/shared-types';

const STATS_FILTER_KEYS = ['f.current_price', 'f.discount_percentage'] as const;
/** Terms filters whose values are database ids: the search refuses anything else (`1e308`, `Infinity`, `abc`). */
const ID_FILTER_KEYS = [CATEGORY_FILTER_KEY, FLAG_FILTER_KEY] as const;
const TERMS_FILTER_KEYS = ['f.manufacturer', ...ID_FILTER_KEYS] as const;
const ADDITIONAL_FIELD_KEY = new RegExp(`^${ADDITIONAL_FIELD_PREFIX}[1-9][0-9]{0,8}$`);
/** The search API's bound on a text query (the filter bounds come from shared-types). */
const MAX_QUERY_LENGTH = 200;
const MAX_SORT_LENGTH = 40;

export type ListingSearch = {
  s?: string;
  /** A sort type; an unknown one is kept and falls back in resolveSort (no schema in the start-up script). */
  az?: string;
  page?: number;
  [FLAG_FILTER_KEY]?: readonly string[];
  [filterKey: `f.${string}`]: FilterValue | undefined;
  [fieldKey: `${typeof ADDITIONAL_FIELD_PREFIX}${number}`]: FilterValue | undefined;
};

export function isIdFilterKey(key: string): boolean {
  return (ID_FILTER_KEYS as readonly string[]).includes(key);
}

export function isStatsFilterKey(key: string): boolean {
  return (STATS_FILTER_KEYS as readonly string[]).includes(key);
}

function isFilterKey(key: string): boolean {
  return (
    isStatsFilterKey(key) ||
    (TERMS_FILTER_KEYS as readonly string[]).includes(key) ||
    ADDITIONAL_FIELD_KEY.test(key)
  );
}

/**
 * A link may hold more values than the search accepts: the first ones are kept rather than the page failing. An
 * id filter keeps only ids, in their plain spelling, so a hand-edited value is dropped here and never reaches
 * the search as one it refuses.
 */
function parseTerms(key: string, value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value : [value];
  const idsOnly = isIdFilterKey(key);
  const values = list
    .filter(
      (v): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)),
    )
    .map((v) => stripControlCharacters(String(v)).trim())
    .filter((v) => v !== '' && v.length <= 200 && (!idsOnly || parseDatabaseId(v) !== null));
  const limit = key === FLAG_FILTER_KEY ? MAX_FLAG_FILTER_IDS : MAX_FILTER_VALUES;
  const unique = [...new Set(values)].slice(0, limit);
  return unique.length > 0 ? unique : undefined;
}

function parseBound(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

function parseStats(value: unknown): StatsRange | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const min = parseBound(raw.min);
  const max = parseBound(raw.max);
  if (min === null && max === null) return undefined;
  // A hand-edited link with the bounds the wrong way round still means the range between them.
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

function parsePage(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
  const page = normalizePage(n);
  return page > 1 ? page : undefined;
}

/**
 * The route's validateSearch: whatever the URL holds becomes a valid listing state. Plain code on purpose: route
 * options are part of the start-up script, which should not load zod; the sort is checked where it is used. Invalid parts are dropped
 * rather than failing the page (a stale shared link still shows the listing), and page 1 is left implicit so
 * one state has one URL. A dropped key is returned as undefined, not left out: the router lays this answer over
 * the raw search, so a key left out would reach the loader with its raw value (`?f.current_price=0`).
 */
export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  const search: Record<string, unknown> = { s: undefined, az: undefined, page: undefined };
  if (typeof raw.s === 'string' || typeof raw.s === 'number') {
    // A pasted or hand-edited link may hold control characters (`?s=a%00b`): they become spaces, not an error.
    search.s = stripControlCharacters(String(raw.s)).trim().slice(0, MAX_QUERY_LENGTH);
  }
  if (
    typeof raw.az === 'string' &&
    raw.az !== '' &&
    raw.az.length <= MAX_SORT_LENGTH &&
    !hasControlCharacter(raw.az)
  )
    search.az = raw.az;
  search.page = parsePage(raw.page);
  let filters = 0;
  for (const [key, value] of Object.entries(raw)) {
    if (!isFilterKey(key)) continue;
    const parsed = isStatsFilterKey(key) ? parseStats(value) : parseTerms(key, value);
    // The search combines at most MAX_FILTERS: a link with more keeps the first ones.
    const kept = parsed !== undefined && filters < MAX_FILTERS;
    if (kept) filters += 1;
    search[key] = kept ? parsed : undefined;
  }
  return search as ListingSearch;
}

/** The selected filters held in a listing state. */
export function filtersOf(search: ListingSearch): SelectedFilters {
  const filters: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(search)) {
    if (isFilterKey(key) && value !== undefined) filters[key] = value as FilterValue;
  }
  return filters;
}

/** A new state with these filters: text and sort stay, the page goes back to 1 (a new result set). */
export function withFilters(search: ListingSearch, filters: SelectedFilters): ListingSearch {
  const next: Record<string, unknown> = {};
  if (search.s !== undefined) next.s = search.s;
  if (search.az !== undefined) next.az = search.az;
  return { ...next, ...filters } as ListingSearch;
}

/** A new state with this sort; the page goes back to 1 since the first items change. */
export function withSort(search: ListingSearch, sort: SortType): ListingSearch {
  const { page: _page, ...rest } = search;
  return { ...rest, az: sort };
}

/** A new search text: filters belong to the previous result set, so only the text stays (and an explicit sort). */
export function withQuery(search: ListingSearch, text: string): ListingSearch {
  return withFilters({ s: text.trim(), az: search.az }, {});
}

/** The state after "load more". */
export function withNextPage(search: ListingSearch): ListingSearch {
  return { ...search, page: normalizePage(search.page ?? 1) + 1 };
}

/** Reset: every filter and the page cleared; the text stays (it is what was searched for). */
export function withoutFilters(search: ListingSearch): ListingSearch {
  return withFilters(search, {});
}
