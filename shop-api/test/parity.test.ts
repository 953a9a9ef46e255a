import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.js';

// The same requests against PGlite and PostgreSQL (TEST_DATABASE_URL, in a schema of its own) must give the
// same answers: one set of migrations, one seed, one set of queries.

const requests: Array<{ method: 'GET' | 'POST'; url: string; body?: unknown; host?: string }> = [
  { method: 'POST', url: '/api/store-config', body: { langIso: 'lv' }, host: 'lv.localhost' },
  { method: 'POST', url: '/api/store-config', body: { langIso: 'en' }, host: 'wl4.localhost' },
  { method: 'POST', url: '/api/store-config', body: { langIso: 'lt' }, host: 'unknown.example' },
  { method: 'GET', url: '/api/config/languages' },
  { method: 'POST', url: '/api/translations/translationMessages', body: { locale: 'ee' } },
  { method: 'GET', url: '/api/catalogue/categories?locale=lt' },
  { method: 'GET', url: '/api/catalogue/flags?locale=en' },
  { method: 'POST', url: '/api/catalogue/search', body: { locale: 'en' } },
  {
    method: 'POST',
    url: '/api/catalogue/search',
    body: { locale: 'lv', categorySlug: 'electronics', sort: 'price_desc' },
  },
  {
    method: 'POST',
    url: '/api/catalogue/search',
    body: {
      locale: 'lt',
      categorySlug: 'fashion',
      filters: {
        'f.manufacturer': ['Stella', 'Mira'],
        'f.current_price': { min: 10, max: 300 },
        'f.discount_percentage': { max: 0.95 },
        additional_field_1: ['black', 'red'],
        flag_ids: [1, 2, 3, 4, 5],
      },
      sort: 'best_value',
    },
  },
  {
    method: 'POST',
    url: '/api/catalogue/search',
    body: { locale: 'ee', query: 'telefon', limit: 24, offset: 24 },
  },
  {
    method: 'POST',
    url: '/api/catalogue/search',
    body: { locale: 'en', contentType: 'offers', sort: 'new_arrivals' },
  },
  {
    method: 'POST',
    url: '/api/catalogue/search',
    body: { locale: 'en', filters: { 'f.category_id': [2, 30] } },
  },
  { method: 'POST', url: '/api/search/parsed-categories', body: { queryKey: 'nordtech', locale: 'en' } },
  {
    method: 'POST',
    url: '/api/search/searchForCategoryItems',
    body: { locale: 'lv', params: { 'f.flag_ids': [5], categoryId: null, limit: 5, offset: 0 } },
  },
  { method: 'POST', url: '/api/search/flags', body: { langId: 2, locale: 'lt' } },
  { method: 'GET', url: '/api/catalogue/slug-pages?kind=p&size=700' },
  { method: 'GET', url: '/api/catalogue/slugs?kind=o&from=0&limit=50' },
];

describe.skipIf(!TEST_DATABASE_URL)('PGlite and PostgreSQL give identical answers', () => {
  let lite: TestDatabase;
  let pg: TestDatabase;
  let liteApp: FastifyInstance;
  let pgApp: FastifyInstance;

  beforeAll(async () => {
    [lite, pg] = await Promise.all([createTestDatabase(), createTestDatabase({ engine: 'postgres' })]);
    [liteApp, pgApp] = await Promise.all([buildApp({ db: lite.db }), buildApp({ db: pg.db })]);
  });
  afterAll(async () => {
    await Promise.all([liteApp?.close(), pgApp?.close()]);
    await Promise.all([lite?.cleanup(), pg?.cleanup()]);
  });

  it.each(requests)('$method $url $body', async ({ method, url, body, host }) => {
    const send = (app: FastifyInstance) =>
      app.inject({
        method,
        url,
        headers: { host: host ?? 'localhost', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    const [a, b] = await Promise.all([send(liteApp), send(pgApp)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('answers the same product detail', async () => {
    const [row] = await lite.db.query<{ slug: string }>(
      "SELECT slug FROM products WHERE kind = 'p' AND id = 77",
    );
    const url = `/api/catalogue/products/${row?.slug}?locale=lv`;
    const [a, b] = await Promise.all([liteApp.inject({ url }), pgApp.inject({ url })]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});
