import { describe, expect, it } from 'vitest';
import { offerListingLink } from '@/features/home/offer-link';
import { HOME_RAILS, railListingLink, railSearchBody } from '@/features/home/rails';
import { filtersOf, parseListingSearch } from '@/features/listing/listing-search';
import { listingQuery } from '@/features/listing/search-request';

// Home links into the listings (a rail's "see all", an offer) in the listing's own URL state: checked here, where
// the two features meet, since neither imports the other.

describe('home rails', () => {
  it('"see all" opens the search listing with the same sort and filters as the rail', () => {
    for (const r of HOME_RAILS) {
      const link = railListingLink(r, 'en');
      expect(link.to).toBe('/{-$locale}/search');
      // Through the listing's own URL parsing, as a click on the link would reach it.
      const search = parseListingSearch(JSON.parse(JSON.stringify(link.search)));
      const query = listingQuery({ contentType: 'products' }, search, {
        locale: 'en',
        mpDefaultSort: 'new_arrivals',
      });
      expect(query.sort).toBe(r.sort);
      expect(query.filters).toEqual(railSearchBody(r, 'en').filters);
    }
  });
});

describe('offers', () => {
  it('an offer leads to the deal zone, whose listing reads it as that flag filter', () => {
    const link = offerListingLink('lt', 4);
    expect(link.to).toBe('/{-$locale}/dealzone');
    expect(link.params).toEqual({ locale: 'lt' });
    expect(filtersOf(parseListingSearch(link.search))).toEqual({ flag_ids: ['4'] });
  });
});
