import { parse } from 'node:querystring';
import { expect, test } from 'vitest';
import { ENDPOINT_ROUTES } from '../src/endpoint-routes.js';
import { endpointUrl, queryString } from '../src/endpoint-url.js';

test('a query string holds each defined value as text; nothing left is no query string at all', () => {
  expect(queryString({ kind: 'p', from: 10, limit: 500 })).toBe('?kind=p&from=10&limit=500');
  expect(queryString({ locale: 'lt', page: undefined, q: null })).toBe('?locale=lt');
  expect(queryString({})).toBe('');
  expect(queryString(undefined)).toBe('');
  expect(queryString({ q: 'a b&c' })).toBe('?q=a+b%26c');
});

test('an array repeats its key, which the services’ query-string parser reads back as the array', () => {
  const text = queryString({ ids: [1, 2, 3], locale: 'en' });
  expect(text).toBe('?ids=1&ids=2&ids=3&locale=en');
  // Fastify's default parser (fast-querystring) reads repeated keys as node:querystring does.
  expect(parse(text.slice(1))).toEqual({ ids: ['1', '2', '3'], locale: 'en' });
});

test('an endpoint URL is its path, the `*` slug filled in segment by segment, then its query', () => {
  expect(
    endpointUrl(ENDPOINT_ROUTES.marketplaceProduct, {
      params: { '*': 'brand/ä b' },
      query: { locale: 'lt' },
    }),
  ).toBe('/api/catalogue/marketplace-products/brand/%C3%A4%20b?locale=lt');
  expect(endpointUrl(ENDPOINT_ROUTES.storeConfig, {})).toBe('/api/store-config');
});
