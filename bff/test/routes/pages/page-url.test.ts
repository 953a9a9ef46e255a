import { expect, test } from 'vitest';
import { normalisePath, pageLocale } from '../../../src/routes/pages/page-url.js';
import type { Variant } from '../../../src/variants/variant.js';

const lv = {
  code: 'lv',
  languages: ['lv', 'en'],
  defaultLanguage: 'lv',
  canonicalOrigin: 'https://shop.example.lv',
} as Variant;

test('paths are normalised: no query, no repeated or trailing slashes', () => {
  expect(normalisePath('/lv/cart/?utm_source=x')).toBe('/lv/cart');
  expect(normalisePath('//evil.example//x')).toBe('/evil.example/x');
  expect(normalisePath('/')).toBe('/');
});

test("the page locale is the path's prefix when the variant offers it, else its default", () => {
  expect(pageLocale('/en/faq', lv)).toBe('en');
  expect(pageLocale('/EN/faq', lv)).toBe('en');
  expect(pageLocale('/lt/faq', lv)).toBe('lv');
  expect(pageLocale('/faq', lv)).toBe('lv');
  expect(pageLocale('/c/phones', lv)).toBe('lv');
});
