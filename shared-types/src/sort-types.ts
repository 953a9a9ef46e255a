// §2 search sort options as plain values, with no zod: the listing routes' loaders (in the web's entry chunk)
// resolve the sort, and must not pay for schema construction at start-up. enums.ts builds the schema from these.

/** §2 search sort options, in the order the spec lists them. */
export const SORT_TYPES = [
  'price_desc',
  'price_asc',
  'best_value',
  'best_sellers',
  'new_arrivals',
  'relevance',
] as const;
export type SortType = (typeof SORT_TYPES)[number];
