import { DEFAULT_SORT } from '../constants.js';
import { SORT_TYPES, type SortType } from '../sort-types.js';

function asSortType(value: string | null | undefined): SortType | null {
  return value && (SORT_TYPES as readonly string[]).includes(value) ? (value as SortType) : null;
}

/**
 * §2: an explicit, valid sort wins; otherwise the language's mp_default_sort, else best sellers, unless a
 * search is active, in which case relevance (the only order that fits a text query).
 */
export function resolveSort(options: {
  requested?: string | null;
  mpDefaultSort?: string | null;
  searchActive: boolean;
}): SortType {
  const requested = asSortType(options.requested);
  if (requested) return requested;
  if (options.searchActive) return 'relevance';
  return asSortType(options.mpDefaultSort) ?? DEFAULT_SORT;
}
