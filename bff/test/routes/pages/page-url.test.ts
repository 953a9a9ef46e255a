import { expect, test } from 'vitest';
import { alternates, localisedUrl, normalisePath, pageLocale } from '../../../src/routes/pages/page-url.js';
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

test('localised URLs live on the canonical origin with the locale prefix put in or replaced', () => {
  expect(localisedUrl(lv, '/', 'lv')).toBe('https://shop.example.lv/lv');
  expect(localisedUrl(lv, '/xx/cart', 'en')).toBe('https://shop.example.lv/en/cart');
  expect(localisedUrl(lv, '/p/a%20b', 'lv')).toBe('https://shop.example.lv/lv/p/a%20b');
  expect(localisedUrl(lv, '/evil.example/x', 'lv')).toBe('https://shop.example.lv/lv/evil.example/x');
});

test('alternates: one per language and x-default on the default language', () => {
  expect(alternates({ ...lv, languages: ['lv', 'en', 'ee'] } as Variant, '/ee/faq')).toEqual([
    { hreflang: 'lv', href: 'https://shop.example.lv/lv/faq' },
    { hreflang: 'en', href: 'https://shop.example.lv/en/faq' },
    { hreflang: 'et', href: 'https://shop.example.lv/ee/faq' },
    { hreflang: 'x-default', href: 'https://shop.example.lv/lv/faq' },
  ]);
});
