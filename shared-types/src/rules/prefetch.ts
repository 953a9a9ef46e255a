// Answers the bff already fetched while making a page travel inside the page's bootstrap, keyed by the request
// that would fetch them, so the web's first call of that same request is answered from the page instead of the
// network: the first render of a listing waits for no search round trip. Zod-free: the web's entry reads it.
import type { LanguageCode } from '../languages.js';
import { resolveSort } from './default-sort.js';
import { pageWindow } from './listing-pages.js';

/** JSON with object keys sorted and undefined members left out, so two builders of one request agree. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The key of one API call: its path and its JSON body, whatever the order of the body's members. */
export function prefetchKey(path: string, body: unknown): string {
  return `${path} ${canonicalJson(body ?? {})}`;
}

/** The search API path whose first page a listing page prefetches. */
export const LISTING_SEARCH_PATH = '/api/catalogue/search';

/**
 * The search request of a listing's first page with nothing chosen in the URL (no text, filters, sort or page):
 * what the web asks for when a shopper lands on a category, the marketplace or the deal zone. It is the same
 * request the web's listing builds (web/src/features/listing/search-request.ts; a web test pins the two together).
 */
export function firstListingPageRequest(options: {
  locale: LanguageCode;
  contentType: 'products' | 'offers';
  categorySlug?: string;
  mpDefaultSort: string | null | undefined;
}) {
  return {
    locale: options.locale,
    contentType: options.contentType,
    ...(options.categorySlug ? { categorySlug: options.categorySlug } : {}),
    filters: {},
    sort: resolveSort({ mpDefaultSort: options.mpDefaultSort, searchActive: false }),
    ...pageWindow(1),
    facets: true,
  };
}
