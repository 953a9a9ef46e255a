import { expect, test } from 'vitest';
import { isApiPath, normalisePath, pageLocale, readablePageUrl } from '../../../src/routes/pages/page-url.js';
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

test('/api and below is the API, never a page', () => {
  for (const path of ['/api', '/api/', '/api/store-config']) expect(isApiPath(path), path).toBe(true);
  for (const path of ['/', '/apix', '/en/api', '/en/c/api']) expect(isApiPath(path), path).toBe(false);
});

test('a path the router cannot decode is spelled readably: only its malformed segments, the query as it is', () => {
  expect(readablePageUrl('/en/c/%ff%fe')).toBe('/en/c/%25ff%25fe');
  expect(readablePageUrl('/lt/p/%ZZ?s=%ZZ')).toBe('/lt/p/%25ZZ?s=%ZZ');
  expect(readablePageUrl('/lt/%E0%A4%A/x%20y')).toBe('/lt/%25E0%25A4%25A/x%20y');
  expect(readablePageUrl('/lt/c/100%')).toBe('/lt/c/100%25');
  // Each readable path decodes, segment by segment, to the address as it was written.
  expect(decodeURIComponent(readablePageUrl('/en/c/%ff%fe') ?? '')).toBe('/en/c/%ff%fe');
  for (const url of ['/en/c/electronics', '/lt/search?s=%ZZ', '/lt/p/%C4%85', '/lt/c/%25ff'])
    expect(readablePageUrl(url), url).toBeUndefined();
});
