import { describe, expect, test } from 'vitest';
import { firstListingPageRequest, prefetchKey } from '../../src/rules/prefetch.js';

describe('prefetchKey', () => {
  test('one request has one key whatever the order of its members, nested ones included', () => {
    expect(prefetchKey('/api/x', { b: 1, a: { d: [1, 2], c: 'z' } })).toBe(
      prefetchKey('/api/x', { a: { c: 'z', d: [1, 2] }, b: 1 }),
    );
  });

  test('undefined members count as absent; other paths, values and list orders are other requests', () => {
    expect(prefetchKey('/api/x', { a: 1, q: undefined })).toBe(prefetchKey('/api/x', { a: 1 }));
    expect(prefetchKey('/api/x', { a: 1 })).not.toBe(prefetchKey('/api/y', { a: 1 }));
    expect(prefetchKey('/api/x', { a: 1 })).not.toBe(prefetchKey('/api/x', { a: 2 }));
    expect(prefetchKey('/api/x', { a: [1, 2] })).not.toBe(prefetchKey('/api/x', { a: [2, 1] }));
  });
});

describe('firstListingPageRequest', () => {
  test("a category's first page: 48 items from 0 with facets, the language's default sort", () => {
    expect(
      firstListingPageRequest({
        locale: 'lv',
        contentType: 'products',
        categorySlug: 'electronics/phones',
        mpDefaultSort: 'new_arrivals',
      }),
    ).toEqual({
      locale: 'lv',
      contentType: 'products',
      categorySlug: 'electronics/phones',
      filters: {},
      sort: 'new_arrivals',
      offset: 0,
      limit: 48,
      facets: true,
    });
  });

  test('without a language default the sort is best sellers; without a category there is no slug', () => {
    const request = firstListingPageRequest({ locale: 'en', contentType: 'offers', mpDefaultSort: null });
    expect(request.sort).toBe('best_sellers');
    expect(request).not.toHaveProperty('categorySlug');
  });
});
