import { NOINDEX_QUERY_KEYS, NOINDEX_ROUTE_NAMES } from '../constants.js';

type Query = URLSearchParams | Readonly<Record<string, unknown>>;

function hasKey(query: Query, key: string): boolean {
  if (query instanceof URLSearchParams) return query.has(key);
  return Object.hasOwn(query, key) && query[key] !== undefined;
}

/**
 * §2: a page is noindex when the query has a manufacturer filter, an az filter or an s (search) parameter, or
 * when the route is create-order. The key's presence decides, even with an empty value: `?s=` is still a search
 * result page and must not be indexed.
 */
export function isNoindex(query: Query, routeName?: string | null): boolean {
  if (routeName && (NOINDEX_ROUTE_NAMES as readonly string[]).includes(routeName)) return true;
  return NOINDEX_QUERY_KEYS.some((key) => hasKey(query, key));
}
