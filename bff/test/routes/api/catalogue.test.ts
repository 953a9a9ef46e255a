import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { apiPost, storeConfigFixture } from '../../helpers/api.js';
import { buildTestApp } from '../../helpers/build-app.js';
import { mockShop } from '../../helpers/mock-shop.js';
import { sessionCookie } from '../../helpers/signed-cookie.js';
import { listingItem } from '../pages/page-fixtures.js';

let app: FastifyInstance | undefined;
let shop: ReturnType<typeof mockShop>;

async function start(env: Record<string, string> = {}) {
  shop = mockShop();
  app = await buildTestApp({ upstreamDispatcher: shop.agent, env });
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
  await shop.agent.close();
});

const item = listingItem;
const flag = { id: 1, type: '1', position: 1, slug: 'hot', name: 'Hot' };

/** The shop's languages: the ids a search-flags body may name. */
const languages = [
  { id: 1, iso_code: 'en', name: 'English' },
  { id: 2, iso_code: 'lt', name: 'Lithuanian' },
];

describe('POST /api/search/flags', () => {
  test('answers the flags, cached per variant, locale and language id', async () => {
    const bff = await start();
    shop.on('GET', '/api/config/languages', () => ({ statusCode: 200, data: languages }));
    shop.on('POST', '/api/search/flags', () => ({ statusCode: 200, data: [flag] }));
    const first = await apiPost(bff, '/api/search/flags', { langId: 2, locale: 'lt' });
    expect(first.json()).toEqual([flag]);
    await apiPost(bff, '/api/search/flags', { langId: 2, locale: 'lt' });
    expect(shop.count('/api/search/flags')).toBe(1);
  });

  test('§8: a failure answers an empty list', async () => {
    const bff = await start();
    shop.on('GET', '/api/config/languages', () => ({ statusCode: 200, data: languages }));
    shop.on('POST', '/api/search/flags', () => ({ statusCode: 500, data: {} }));
    const response = await apiPost(bff, '/api/search/flags', { langId: 2, locale: 'lt' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test('a language id the shop does not list is a 400 naming langId, and nothing is asked or cached', async () => {
    const bff = await start();
    shop.on('GET', '/api/config/languages', () => ({ statusCode: 200, data: languages }));
    shop.on('POST', '/api/search/flags', () => ({ statusCode: 200, data: [flag] }));
    const response = await apiPost(bff, '/api/search/flags', { langId: 77, locale: 'lt' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['langId']);
    expect(shop.count('/api/search/flags')).toBe(0);
  });

  test('§8: with the languages unknown (shop failing) the flags are an empty list', async () => {
    const bff = await start();
    shop.on('GET', '/api/config/languages', () => ({ statusCode: 503, data: {} }));
    shop.on('POST', '/api/search/flags', () => ({ statusCode: 200, data: [flag] }));
    const response = await apiPost(bff, '/api/search/flags', { langId: 2, locale: 'lt' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test('1,100 calls with distinct language ids do not evict the store config a shop outage then needs', async () => {
    // TTL 0: every entry is stale at once, so after the flood only a kept entry can answer for the failing shop.
    const bff = await start({ CACHE_TTL_MS: '0' });
    let shopDown = false;
    shop.on('GET', '/api/config/languages', () => ({ statusCode: 200, data: languages }));
    shop.on('POST', '/api/search/flags', () => ({ statusCode: 200, data: [flag] }));
    shop.on('POST', '/api/store-config', () =>
      shopDown ? { statusCode: 503, data: {} } : { statusCode: 200, data: storeConfigFixture },
    );
    expect((await apiPost(bff, '/api/store-config', { langIso: 'lt' })).statusCode).toBe(200);
    for (let from = 1_000; from < 2_100; from += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          apiPost(bff, '/api/search/flags', { langId: from + i, locale: 'lt' }),
        ),
      );
    }
    shopDown = true;
    const during = await apiPost(bff, '/api/store-config', { langIso: 'lt' });
    expect(during.statusCode).toBe(200);
    expect(during.json().site.name).toBe(storeConfigFixture.site.name);
  }, 30_000);
});

describe('POST /api/search/searchForCategoryItems (pass-through)', () => {
  test('forwards the validated body (defaults applied) and answers the parsed items', async () => {
    const bff = await start();
    shop.on('POST', '/api/search/searchForCategoryItems', () => ({
      statusCode: 200,
      data: { items: [{ ...item(1), secret: 1 }], total: 1 },
    }));
    const response = await apiPost(bff, '/api/search/searchForCategoryItems', {
      locale: 'lt',
      params: { 'f.flag_ids': [1, 2] },
    });
    expect(response.json()).toEqual({ items: [item(1)], total: 1 });
    expect(shop.calls[0]?.body).toEqual({
      locale: 'lt',
      params: { 'f.flag_ids': [1, 2], categoryId: null, limit: 5, offset: 0 },
    });
  });

  // Every pass-through answer is parsed by the contract, however many different ones come (nothing is cached).
  test('an answer that breaks the contract is refused with a 502, each time it comes', async () => {
    const bff = await start();
    shop.on('POST', '/api/search/searchForCategoryItems', () => ({
      statusCode: 200,
      data: { items: [{ ...item(1), id: 'one' }], total: 1 },
    }));
    for (const offset of [0, 5]) {
      const response = await apiPost(bff, '/api/search/searchForCategoryItems', {
        locale: 'lt',
        params: { offset },
      });
      expect(response.statusCode).toBe(502);
      expect(response.body).not.toContain('"one"');
    }
    expect(shop.count('/api/search/searchForCategoryItems')).toBe(2);
  });

  test('a POST outside the retry list is never retried', async () => {
    const bff = await start();
    shop.on('POST', '/api/search/searchForCategoryItems', () => ({ statusCode: 503, data: {} }));
    const response = await apiPost(bff, '/api/search/searchForCategoryItems', { locale: 'lt', params: {} });
    expect(response.statusCode).toBe(503);
    expect(shop.count('/api/search/searchForCategoryItems')).toBe(1);
  });

  test('a bad limit is a 400 naming params.limit', async () => {
    const bff = await start();
    const response = await apiPost(bff, '/api/search/searchForCategoryItems', {
      locale: 'lt',
      params: { limit: 1000 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['params.limit']);
  });
});

describe('catalogue', () => {
  test('the category tree is cached per locale', async () => {
    const bff = await start();
    shop.on('GET', '/api/catalogue/categories', () => ({ statusCode: 200, data: [] }));
    await bff.inject({ url: '/api/catalogue/categories?locale=lt' });
    await bff.inject({ url: '/api/catalogue/categories?locale=lt' });
    await bff.inject({ url: '/api/catalogue/categories?locale=en' });
    expect(shop.calls.map((call) => call.path)).toEqual([
      '/api/catalogue/categories?locale=lt',
      '/api/catalogue/categories?locale=en',
    ]);
  });

  test('a product with a multi-segment slug reaches the shop segment by segment; a bad slug is a 400', async () => {
    const bff = await start();
    shop.on('GET', '/api/catalogue/products/phones/smart-1', () => ({
      statusCode: 404,
      data: { message: 'No product' },
    }));
    const missing = await bff.inject({ url: '/api/catalogue/products/phones/smart-1?locale=en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No product' });
    expect(shop.calls[0]?.path).toBe('/api/catalogue/products/phones/smart-1?locale=en');
    const bad = await bff.inject({ url: '/api/catalogue/products/a%20b?locale=en' });
    expect(bad.statusCode).toBe(400);
    // Dot segments would climb out of the products path on the way to the shop: refused before any call.
    for (const climbing of ['..%2f..%2foperator%2fwhoami', 'phones%2f..', '%2e', 'a%2f.%2fb']) {
      const refused = await bff.inject({ url: `/api/catalogue/products/${climbing}?locale=en` });
      expect(refused.statusCode, climbing).toBe(400);
    }
    expect(shop.calls).toHaveLength(1);
    // Dots inside a segment are a slug's own: still passed on.
    shop.on('GET', '/api/catalogue/products/maker.v2/x...y', () => ({
      statusCode: 404,
      data: { message: 'No product' },
    }));
    const dotted = await bff.inject({ url: '/api/catalogue/products/maker.v2/x...y?locale=en' });
    expect(dotted.statusCode).toBe(404);
  });

  test('the faceted search passes through with defaults applied', async () => {
    const bff = await start();
    const answer = {
      items: [item(2)],
      total: 1,
      limit: 48,
      offset: 0,
      sort: 'best_sellers',
      facets: [],
      category: null,
    };
    shop.on('POST', '/api/catalogue/search', () => ({ statusCode: 200, data: answer }));
    const response = await apiPost(bff, '/api/catalogue/search', { locale: 'en' });
    expect(response.json()).toEqual(answer);
    expect(shop.calls[0]?.body).toMatchObject({
      locale: 'en',
      contentType: 'products',
      limit: 48,
      offset: 0,
      facets: true,
    });
  });
});

describe('ids past PostgreSQL integer (2^31 − 1)', () => {
  // They passed the bff before and came back as a 502 from the shop's database.
  test.each([
    [
      '/api/search/searchForCategoryItems',
      { locale: 'lt', params: { 'f.flag_ids': [2 ** 31] } },
      'params.f.flag_ids',
    ],
    ['/api/catalogue/search', { locale: 'lt', categoryId: 2 ** 31 }, 'categoryId'],
    [
      '/api/catalogue/search',
      { locale: 'lt', filters: { 'f.category_id': [2 ** 31] } },
      'filters.f.category_id.0',
    ],
    ['/api/search/flags', { locale: 'lt', langId: 2 ** 31 }, 'langId'],
  ])('%s %j is a 400 naming %s, and the shop is not asked', async (url, body, field) => {
    const bff = await start();
    const response = await apiPost(bff, url, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
    expect(shop.calls).toEqual([]);
  });
});

describe('coalescing identical reads in flight', () => {
  const body = (offset: number) => ({ locale: 'lt', params: { 'f.flag_ids': [1, 2], offset } });
  const burst = (bff: FastifyInstance, bodies: unknown[], headers: Record<string, string> = {}) =>
    Promise.all(bodies.map((b) => apiPost(bff, '/api/search/searchForCategoryItems', b, { headers })));

  test('20 identical concurrent reads make one shop call and all get the answer', async () => {
    const bff = await start();
    shop.on(
      'POST',
      '/api/search/searchForCategoryItems',
      () => ({ statusCode: 200, data: { items: [item(1)], total: 1 } }),
      20,
    );
    const responses = await burst(
      bff,
      Array.from({ length: 20 }, () => body(0)),
    );
    expect(responses.every((r) => r.json().total === 1)).toBe(true);
    expect(shop.count('/api/search/searchForCategoryItems')).toBe(1);
    // Nothing is kept afterwards: the next read asks the shop again.
    await apiPost(bff, '/api/search/searchForCategoryItems', body(0));
    expect(shop.count('/api/search/searchForCategoryItems')).toBe(2);
  });

  test('different bodies or sessions are not shared', async () => {
    const bff = await start();
    shop.on(
      'POST',
      '/api/search/searchForCategoryItems',
      () => ({ statusCode: 200, data: { items: [], total: 0 } }),
      20,
    );
    await burst(bff, [body(0), body(5)]);
    expect(shop.count('/api/search/searchForCategoryItems')).toBe(2);
    await Promise.all([
      burst(bff, [body(0)], { cookie: `session_token=${sessionCookie(bff, 'a')}` }),
      burst(bff, [body(0)], { cookie: `session_token=${sessionCookie(bff, 'b')}` }),
    ]);
    expect(shop.count('/api/search/searchForCategoryItems')).toBe(4);
  });

  test('UPSTREAM_COALESCE_READS=false sends every read', async () => {
    const bff = await start({ UPSTREAM_COALESCE_READS: 'false' });
    shop.on(
      'POST',
      '/api/search/searchForCategoryItems',
      () => ({ statusCode: 200, data: { items: [], total: 0 } }),
      20,
    );
    await burst(
      bff,
      Array.from({ length: 5 }, () => body(0)),
    );
    expect(shop.count('/api/search/searchForCategoryItems')).toBe(5);
  });
});
