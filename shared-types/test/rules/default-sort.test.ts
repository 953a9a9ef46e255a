import { expect, it } from 'vitest';
import { resolveSort } from '../../src/rules/default-sort.js';

it('keeps a valid requested sort', () => {
  expect(resolveSort({ requested: 'price_asc', mpDefaultSort: 'new_arrivals', searchActive: true })).toBe(
    'price_asc',
  );
});

it("falls back to the language's mp_default_sort, else best sellers (§2)", () => {
  expect(resolveSort({ mpDefaultSort: 'new_arrivals', searchActive: false })).toBe('new_arrivals');
  expect(resolveSort({ mpDefaultSort: null, searchActive: false })).toBe('best_sellers');
  expect(resolveSort({ requested: 'bogus', mpDefaultSort: 'also-bogus', searchActive: false })).toBe(
    'best_sellers',
  );
});

it('uses relevance instead of the default while a search is active', () => {
  expect(resolveSort({ mpDefaultSort: 'new_arrivals', searchActive: true })).toBe('relevance');
});
