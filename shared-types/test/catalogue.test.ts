import { expect, test } from 'vitest';
import { searchForCategoryItemsRequestSchema } from '../src/catalogue.js';

test('searchForCategoryItems keeps a one-element flag list a list, and accepts a single id', () => {
  const list = searchForCategoryItemsRequestSchema.parse({ locale: 'en', params: { 'f.flag_ids': [1] } });
  expect(list.params['f.flag_ids']).toEqual([1]);
  const single = searchForCategoryItemsRequestSchema.parse({ locale: 'en', params: { 'f.flag_ids': '3' } });
  expect(single.params['f.flag_ids']).toBe(3);
});

test('searchForCategoryItems defaults to the offers query of spec §7 (categoryId null, limit 5, offset 0)', () => {
  const parsed = searchForCategoryItemsRequestSchema.parse({
    locale: 'lt',
    params: { 'f.flag_ids': [2, 4] },
  });
  expect(parsed.params).toEqual({ 'f.flag_ids': [2, 4], categoryId: null, limit: 5, offset: 0 });
});

test('a bad flag id is refused', () => {
  expect(
    searchForCategoryItemsRequestSchema.safeParse({ locale: 'lt', params: { 'f.flag_ids': ['x'] } }).success,
  ).toBe(false);
});
