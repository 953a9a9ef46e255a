import { describe, expect, it } from 'vitest';
import { parseListingSearch } from '../listing-search';
import { listingQuery } from '../search-request';

const en = { locale: 'en' as const, mpDefaultSort: null };

describe('listingQuery', () => {
  it('asks for a category by slug, with the filters in the API shape (ids as numbers)', () => {
    const search = parseListingSearch({
      'f.manufacturer': ['Orbis'],
      'f.category_id': ['4'],
      flag_ids: ['2', '3'],
      'f.discount_percentage': { min: 0.5, max: 0.9 },
      additional_field_1: ['black'],
      page: 2,
    });
    expect(listingQuery({ contentType: 'products', categorySlug: 'electronics/phones' }, search, en)).toEqual(
      {
        locale: 'en',
        contentType: 'products',
        categorySlug: 'electronics/phones',
        filters: {
          'f.manufacturer': ['Orbis'],
          'f.category_id': [4],
          flag_ids: [2, 3],
          'f.discount_percentage': { min: 0.5, max: 0.9 },
          additional_field_1: ['black'],
        },
        sort: 'best_sellers',
      },
    );
  });

  it('sort: explicit wins, then the language default, else best sellers; a search text means relevance', () => {
    const products = { contentType: 'products' as const };
    expect(listingQuery(products, { az: 'price_asc' }, en).sort).toBe('price_asc');
    // An unknown sort from a hand-edited link falls back like no sort at all.
    expect(listingQuery(products, parseListingSearch({ az: 'cheapest' }), en).sort).toBe('best_sellers');
    expect(listingQuery(products, {}, { locale: 'lt', mpDefaultSort: 'new_arrivals' }).sort).toBe(
      'new_arrivals',
    );
    expect(listingQuery(products, {}, { locale: 'lt', mpDefaultSort: 'bogus' }).sort).toBe('best_sellers');
    const text = listingQuery(products, { s: 'lamp' }, { locale: 'en', mpDefaultSort: 'new_arrivals' });
    expect(text).toMatchObject({ query: 'lamp', sort: 'relevance' });
    expect(listingQuery(products, { s: '  ' }, en)).not.toHaveProperty('query');
  });

  it('the deal zone asks for offers; the page is not part of the result set identity', () => {
    const a = listingQuery({ contentType: 'offers' }, parseListingSearch({ page: 3 }), en);
    const b = listingQuery({ contentType: 'offers' }, parseListingSearch({}), en);
    expect(a).toEqual(b);
    expect(a.contentType).toBe('offers');
  });
});
