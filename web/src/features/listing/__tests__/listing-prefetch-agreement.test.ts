import { firstListingPageRequest, LISTING_SEARCH_PATH, prefetchKey } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { searchBodies } from '../api/listing-query';
import { parseListingSearch } from '../listing-search';
import { type ListingSource, listingQuery } from '../search-request';

// The bff prefetches a plain listing's first page under the key of the body it built; the page uses that answer
// only if the web's own first request has the same key. These pin the two builders together.
const sources: ListingSource[] = [
  { contentType: 'products', categorySlug: 'electronics/phones' },
  { contentType: 'products' },
  { contentType: 'offers' },
];

describe("a plain listing's first request is the one the bff prefetches", () => {
  for (const source of sources) {
    for (const mpDefaultSort of ['new_arrivals', null]) {
      it(`${source.contentType} ${source.categorySlug ?? '(all)'}, default sort ${mpDefaultSort}`, () => {
        const query = listingQuery(source, parseListingSearch({}), { locale: 'lv', mpDefaultSort });
        const [first, ...rest] = searchBodies(query, { from: 1, to: 1 });
        expect(rest).toEqual([]);
        expect(prefetchKey(LISTING_SEARCH_PATH, first)).toBe(
          prefetchKey(
            LISTING_SEARCH_PATH,
            firstListingPageRequest({ locale: 'lv', ...source, mpDefaultSort }),
          ),
        );
      });
    }
  }

  it('a listing with something chosen in its URL asks for something else (the page has no answer for it)', () => {
    const source = { contentType: 'products' as const, categorySlug: 'electronics' };
    const query = listingQuery(source, parseListingSearch({ az: 'price_asc' }), {
      locale: 'lv',
      mpDefaultSort: null,
    });
    const [first] = searchBodies(query, { from: 1, to: 1 });
    expect(prefetchKey(LISTING_SEARCH_PATH, first)).not.toBe(
      prefetchKey(
        LISTING_SEARCH_PATH,
        firstListingPageRequest({ locale: 'lv', ...source, mpDefaultSort: null }),
      ),
    );
  });
});
