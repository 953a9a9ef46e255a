import {
  firstListingPageRequest,
  imageAttributes,
  type LanguageCode,
  LISTING_PRIORITY_IMAGES,
  LISTING_SEARCH_PATH,
  prefetchKey,
  type SearchResponse,
  type StoreConfigResponse,
  searchRequestSchema,
  siteLanguage,
  stripLocalePrefix,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cataloguePage } from './catalogue-head.js';

// A listing page (a category, the marketplace, the deal zone) opened as linked, with nothing chosen in its URL,
// gets its first page of items inside the page: the web renders them without a search round trip, and the head
// preloads the first items' images, which the first screen shows (the page's largest paint on a phone).

type ListingSource = { contentType: 'products' | 'offers'; categorySlug?: string };

/** The listing at `path` when its first page can be prefetched: only the plain URL (tracking parameters aside). */
export function prefetchableListing(path: string, query: URLSearchParams): ListingSource | null {
  for (const key of query.keys()) if (!key.startsWith('utm_')) return null;
  const bare = stripLocalePrefix(path);
  if (bare === '/marketplace') return { contentType: 'products' };
  if (bare === '/dealzone') return { contentType: 'offers' };
  const page = cataloguePage(path);
  return page?.kind === 'category' ? { contentType: 'products', categorySlug: page.slug } : null;
}

export interface ListingPrefetch {
  /** prefetchKey → answer, for the bootstrap. */
  prefetched: Record<string, SearchResponse>;
  preloadImages: { src: string; srcSet?: string }[];
}

/**
 * The first page of the listing at `path`, or null when there is none to prefetch or the shop cannot answer (the
 * web then asks for it itself, and shows whatever the shop says then: an unknown category's 404, say).
 */
export async function prefetchListing(
  fastify: FastifyInstance,
  request: FastifyRequest,
  source: ListingSource,
  locale: LanguageCode,
  storeConfig: StoreConfigResponse,
): Promise<ListingPrefetch | null> {
  const body = firstListingPageRequest({
    locale,
    ...source,
    mpDefaultSort: siteLanguage(storeConfig.site.languages, locale)?.pivot.mp_default_sort,
  });
  try {
    const answer = await fastify.shop.search(request, searchRequestSchema.parse(body));
    const preloadImages = answer.items.slice(0, LISTING_PRIORITY_IMAGES).flatMap((item) => {
      if (!item.image) return [];
      // The same URLs the web's product card asks for (§8: an image the resizer cannot name raises; skip it).
      try {
        const { src, srcSet } = imageAttributes(item.image, 'card');
        return [{ src, srcSet }];
      } catch {
        return [];
      }
    });
    return { prefetched: { [prefetchKey(LISTING_SEARCH_PATH, body)]: answer }, preloadImages };
  } catch (err) {
    request.log.warn({ err }, 'listing prefetch failed; the page fetches it itself');
    return null;
  }
}
