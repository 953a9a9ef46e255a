import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  parsedCategoriesRequestSchema,
  searchFlagsRequestSchema,
  searchForCategoryItemsRequestSchema,
  searchRequestSchema,
  slugListRequestSchema,
} from '../src/catalogue.js';
import { DB_INT_MAX } from '../src/constants.js';
import { fieldErrorsFromZod } from '../src/errors.js';

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

describe('ids past PostgreSQL integer (2^31 − 1) are refused, naming the field', () => {
  const tooBig = DB_INT_MAX + 1;
  test.each([
    [
      'searchForCategoryItems f.flag_ids (list)',
      searchForCategoryItemsRequestSchema,
      { locale: 'lt', params: { 'f.flag_ids': [tooBig] } },
      'params.f.flag_ids',
    ],
    [
      'searchForCategoryItems f.flag_ids (single)',
      searchForCategoryItemsRequestSchema,
      { locale: 'lt', params: { 'f.flag_ids': String(tooBig) } },
      'params.f.flag_ids',
    ],
    [
      'searchForCategoryItems categoryId',
      searchForCategoryItemsRequestSchema,
      { locale: 'lt', params: { categoryId: tooBig } },
      'params.categoryId',
    ],
    ['search categoryId', searchRequestSchema, { locale: 'lt', categoryId: tooBig }, 'categoryId'],
    [
      'search f.category_id',
      searchRequestSchema,
      { locale: 'lt', filters: { 'f.category_id': [1, tooBig] } },
      'filters.f.category_id.1',
    ],
    [
      'search flag_ids',
      searchRequestSchema,
      { locale: 'lt', filters: { flag_ids: [tooBig] } },
      'filters.flag_ids.0',
    ],
    ['search flags langId', searchFlagsRequestSchema, { locale: 'lt', langId: tooBig }, 'langId'],
    ['slug list from', slugListRequestSchema, { kind: 'p', from: String(tooBig), limit: '10' }, 'from'],
  ] as const)('%s', (_name, schema, input, field) => {
    const result = (schema as z.ZodType).safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrorsFromZod(result.error))).toEqual([field]);
  });

  test('the largest id passes', () => {
    expect(searchRequestSchema.parse({ locale: 'lt', categoryId: DB_INT_MAX }).categoryId).toBe(DB_INT_MAX);
  });
});

test('free text bound for the database refuses NUL, naming the field', () => {
  const nul = 'pho\u0000ne';
  const cases: Array<[z.ZodType, unknown, string]> = [
    [searchRequestSchema, { locale: 'lt', query: nul }, 'query'],
    [searchRequestSchema, { locale: 'lt', categorySlug: nul }, 'categorySlug'],
    [searchRequestSchema, { locale: 'lt', filters: { 'f.manufacturer': [nul] } }, 'filters.f.manufacturer.0'],
    [
      searchRequestSchema,
      { locale: 'lt', filters: { additional_field_3: [nul] } },
      'filters.additional_field_3.0',
    ],
    [parsedCategoriesRequestSchema, { locale: 'lt', queryKey: nul }, 'queryKey'],
  ];
  for (const [schema, input, field] of cases) {
    const result = schema.safeParse(input);
    expect(result.success, field).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrorsFromZod(result.error))).toEqual([field]);
  }
});
