import {
  isNoindex,
  MAX_FILTER_VALUES,
  MAX_FILTERS,
  MAX_FLAG_FILTER_IDS,
  MAX_LISTING_PAGE,
  searchRequestSchema,
  setStatsFilterValue,
  toggleTermsFilterValue,
} from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import {
  filtersOf,
  type ListingSearch,
  parseListingSearch,
  withFilters,
  withNextPage,
  withoutFilters,
  withQuery,
  withSort,
} from '../listing-search';
import { listingQuery } from '../search-request';

describe('parseListingSearch (the URL → listing state)', () => {
  it('keeps text, a valid sort, a page above 1 and every filter key', () => {
    expect(
      parseListingSearch({
        s: ' phone ',
        az: 'price_asc',
        page: '3',
        'f.manufacturer': ['Orbis', 'Quanta'],
        'f.current_price': { min: 10, max: 200 },
        'f.category_id': [4, '10'],
        flag_ids: 2,
        additional_field_1: 'black',
        utm_source: 'news',
      }),
    ).toEqual({
      s: 'phone',
      az: 'price_asc',
      page: 3,
      'f.manufacturer': ['Orbis', 'Quanta'],
      'f.current_price': { min: 10, max: 200 },
      'f.category_id': ['4', '10'],
      flag_ids: ['2'],
      additional_field_1: ['black'],
    });
  });

  it('drops what a stale or hand-edited link gets wrong instead of failing the page', () => {
    expect(
      parseListingSearch({
        page: 1,
        'f.manufacturer': [],
        'f.current_price': { min: null, max: '' },
        'f.unknown': ['x'],
        additional_field_0: ['x'],
      }),
    ).toEqual({});
    expect(parseListingSearch({ page: 'two' })).toEqual({});
  });

  it('reads a single manufacturer written as plain text, and swaps reversed range bounds', () => {
    expect(parseListingSearch({ 'f.manufacturer': 'Orbis', 'f.current_price': { min: 50, max: 5 } })).toEqual(
      {
        'f.manufacturer': ['Orbis'],
        'f.current_price': { min: 5, max: 50 },
      },
    );
  });

  it("bounds a page number past the search's reach to the deepest page it can serve", () => {
    for (const page of ['2147483647', '10000000', 1e308, '1e21']) {
      expect(parseListingSearch({ page }).page).toBe(MAX_LISTING_PAGE);
    }
    // Past what a number can hold is no page at all: the first.
    expect(parseListingSearch({ page: '9'.repeat(400) }).page).toBeUndefined();
    expect(parseListingSearch({ page: '4166' }).page).toBe(4166);
  });

  it('turns control characters in the text and filter values into spaces, so the search request stays valid', () => {
    const search = parseListingSearch({
      s: 'a\u0000b\u0007',
      'f.manufacturer': ['Ac\u0000me', '\u0000'],
      az: 'x\u0000',
    });
    expect(search.s).toBe('a b');
    expect(search['f.manufacturer']).toEqual(['Ac me']);
    expect(search.az).toBeUndefined();
    const request = listingQuery({ contentType: 'products' }, search, { locale: 'en', mpDefaultSort: null });
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
    expect(searchRequestSchema.safeParse({ ...request, query: 'a\u0000b' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ ...request, query: 'a\tb' }).success).toBe(false);
  });

  it('hands back every refused key as undefined, so the router laying it over the raw search keeps none', () => {
    // TanStack Router's match search is { ...raw, ...validated }: a key only left out would keep its raw value.
    const raw = { 'f.current_price': 0, 'f.manufacturer': { a: 1 }, s: { a: 1 }, az: ['x'], page: 'x' };
    const merged = { ...raw, ...parseListingSearch(raw) };
    expect(filtersOf(merged as unknown as ListingSearch)).toEqual({});
    expect(merged.s).toBeUndefined();
    expect(merged.az).toBeUndefined();
    expect(merged.page).toBeUndefined();
  });

  it('keeps the first MAX_FILTERS filters of a link holding more, so the search request stays valid', () => {
    const raw = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`additional_field_${i + 1}`, ['x']]),
    );
    const search = parseListingSearch(raw);
    expect(Object.keys(filtersOf(search))).toHaveLength(MAX_FILTERS);
    expect(filtersOf(search)).toHaveProperty('additional_field_1');
    const request = listingQuery({ contentType: 'products' }, search, { locale: 'en', mpDefaultSort: null });
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
    expect(searchRequestSchema.safeParse({ ...request, filters: raw }).success).toBe(false);
  });

  it('keeps an empty search text: ?s= is still a search page (noindex)', () => {
    const search = parseListingSearch({ s: '' });
    expect(search).toEqual({ s: '' });
    expect(isNoindex(search)).toBe(true);
  });
});

describe('listing state changes', () => {
  const base = parseListingSearch({ s: 'lamp', az: 'price_asc', page: 3, 'f.manufacturer': ['Orbis'] });

  it('a filter change keeps text and sort and goes back to page 1', () => {
    const next = withFilters(base, toggleTermsFilterValue(filtersOf(base), 'f.manufacturer', 'Quanta'));
    expect(next).toEqual({ s: 'lamp', az: 'price_asc', 'f.manufacturer': ['Orbis', 'Quanta'] });
  });

  it('removing the last value of a filter removes its key from the URL state', () => {
    const next = withFilters(base, toggleTermsFilterValue(filtersOf(base), 'f.manufacturer', 'Orbis'));
    expect(next).toEqual({ s: 'lamp', az: 'price_asc' });
    expect(isNoindex(withFilters({}, filtersOf(next)))).toBe(false);
  });

  it('an emptied range filter is deleted', () => {
    const withPrice = withFilters(
      base,
      setStatsFilterValue(filtersOf(base), 'f.current_price', { min: 1, max: null }),
    );
    expect(withPrice['f.current_price']).toEqual({ min: 1, max: null });
    const cleared = withFilters(
      withPrice,
      setStatsFilterValue(filtersOf(withPrice), 'f.current_price', null),
    );
    expect('f.current_price' in cleared).toBe(false);
  });

  it('a sort change keeps the filters and resets the page', () => {
    expect(withSort(base, 'new_arrivals')).toEqual({
      s: 'lamp',
      az: 'new_arrivals',
      'f.manufacturer': ['Orbis'],
    });
  });

  it('load more adds one page, from the implicit page 1 too', () => {
    expect(withNextPage({}).page).toBe(2);
    expect(withNextPage(base).page).toBe(4);
  });

  it('reset clears every filter and the page; a new text also drops the old filters', () => {
    expect(withoutFilters(base)).toEqual({ s: 'lamp', az: 'price_asc' });
    expect(withQuery(base, '  desk ')).toEqual({ s: 'desk', az: 'price_asc' });
  });

  it('a manufacturer filter makes the page noindex, as the server decides for the first load', () => {
    expect(isNoindex(withFilters({}, { 'f.manufacturer': ['Orbis'] }))).toBe(true);
    expect(isNoindex(withFilters({}, { 'f.current_price': { min: 1, max: 2 } }))).toBe(false);
  });
});

describe('a link holding more filter values than the search accepts', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
  const en = { locale: 'en' as const, mpDefaultSort: null };

  it('keeps the first flag ids up to the limit, and the search request built from it is valid', () => {
    const search = parseListingSearch({ flag_ids: ids(MAX_FLAG_FILTER_IDS + 30) });
    expect(search.flag_ids).toEqual(ids(MAX_FLAG_FILTER_IDS));
    const request = listingQuery({ contentType: 'offers' }, search, en);
    // What the listing would send: before the shared limit, 80 ids made the search answer a 400.
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('keeps other terms filters up to their own, larger limit', () => {
    const search = parseListingSearch({ 'f.category_id': ids(MAX_FILTER_VALUES + 5) });
    expect(search['f.category_id']).toHaveLength(MAX_FILTER_VALUES);
    expect(searchRequestSchema.safeParse(listingQuery({ contentType: 'products' }, search, en)).success).toBe(
      true,
    );
  });
});

describe('an id filter holding values that are not ids', () => {
  const en = { locale: 'en' as const, mpDefaultSort: null };

  it('drops them, so the search request built from the link stays valid', () => {
    // The hostile-URL fuzz found `?f.category_id=1e308&f.category_id=Infinity` failing the page with a 500.
    const search = parseListingSearch({
      'f.category_id': ['1e308', 'Infinity', 'abc', '-1', '7'],
      flag_ids: [1.5, '2147483648', 3],
    });
    expect(search['f.category_id']).toEqual(['7']);
    expect(search.flag_ids).toEqual(['3']);
    expect(searchRequestSchema.safeParse(listingQuery({ contentType: 'offers' }, search, en)).success).toBe(
      true,
    );
  });

  it('drops the filter when none of its values is an id', () => {
    expect(parseListingSearch({ 'f.category_id': ['1e308', 'Infinity'] })['f.category_id']).toBeUndefined();
  });
});
