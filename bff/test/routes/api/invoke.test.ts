import { describe, expect, test } from 'vitest';
import { inProcessCaller } from '../../../src/routes/api/invoke.js';
import { apiPost, storeConfigFixture } from '../../helpers/api.js';
import { pageRequest } from '../../helpers/fake-request.js';
import { useMockShopApp } from '../../helpers/mock-shop-app.js';

// The server render calls the /api handlers in-process: same validation, caches, policies and error shape as
// the HTTP route, without HTTP.
const { start, shop: fakeShop } = useMockShopApp();

describe('fastify.api.invoke', () => {
  test('answers the plain value and shares the cache with the /api route', async () => {
    const bff = await start();
    const shop = fakeShop();
    shop.on('POST', '/api/store-config', () => ({
      statusCode: 200,
      data: { ...storeConfigFixture, extra: 1 },
    }));
    const http = await apiPost(bff, '/api/store-config', { langIso: 'lv' }, { host: 'lv.localhost' });
    const value = await bff.api.invoke(pageRequest(bff, { host: 'lv.localhost' }), 'storeConfig', {
      body: { langIso: 'lv' },
    });
    expect(value).toEqual(http.json());
    expect(value).toEqual(storeConfigFixture);
    expect(shop.count('/api/store-config')).toBe(1);
  });

  test('parses the query and slug with the contract schemas before the shop is asked', async () => {
    const bff = await start();
    const shop = fakeShop();
    shop.on('GET', '/api/catalogue/products/phones/smart-1', () => ({
      statusCode: 404,
      data: { message: 'No' },
    }));
    const request = pageRequest(bff);
    await expect(
      bff.api.invoke(request, 'product', { params: { '*': 'a b' }, query: { locale: 'en' } }),
    ).rejects.toMatchObject({ name: 'ZodError' });
    await expect(
      bff.api.invoke(request, 'product', { params: { '*': 'phones/smart-1' }, query: { locale: 'en' } }),
    ).rejects.toMatchObject({ body: { statusCode: 404 } });
    expect(shop.calls.map((call) => call.path)).toEqual(['/api/catalogue/products/phones/smart-1?locale=en']);
  });

  test("§7 translations: the route gets the browser's 60 s policy, a server render the 15 s one", async () => {
    // Shortened so the test shows the difference: the shop takes 300 ms, the server side may wait 50 ms.
    const bff = await start({
      callPolicies: {
        translationsServer: { timeoutMs: 50, retries: 0 },
        translationsClient: { timeoutMs: 3_000, retries: 0 },
      },
    });
    const shop = fakeShop();
    shop.on(
      'POST',
      '/api/translations/translationMessages',
      () => ({ statusCode: 200, data: { resources: {} } }),
      300,
    );
    // Different locales: the answer is cached per locale, so each side makes its own shop call.
    const http = await apiPost(bff, '/api/translations/translationMessages', { locale: 'lt' });
    expect(http.statusCode).toBe(200);
    const render = await inProcessCaller(bff, pageRequest(bff))('translations', { body: { locale: 'en' } });
    expect(render).toMatchObject({ ok: false, error: { statusCode: 504, code: 'UPSTREAM_TIMEOUT' } });
  });
});

describe('inProcessCaller', () => {
  test('a bad input is the same 400 with the same fields as the /api route answers', async () => {
    const bff = await start();
    const shop = fakeShop();
    const http = await apiPost(bff, '/api/search/searchForCategoryItems', {
      locale: 'lt',
      params: { limit: 1000 },
    });
    const result = await inProcessCaller(bff, pageRequest(bff))('searchForCategoryItems', {
      body: { locale: 'lt', params: { limit: 1000 } },
    });
    expect(result).toEqual({ ok: false, error: http.json() });
    expect(http.json()).toMatchObject({ statusCode: 400, fields: { 'params.limit': expect.any(String) } });
    expect(shop.calls).toHaveLength(0);
  });

  test('a shop failure is the error shape the route answers; success is { ok: true, data }', async () => {
    const bff = await start();
    const shop = fakeShop();
    let up = false;
    shop.on('POST', '/api/search/parsed-categories', () =>
      up ? { statusCode: 200, data: [] } : { statusCode: 500, data: { message: 'db down' } },
    );
    const call = inProcessCaller(bff, pageRequest(bff));
    const body = { queryKey: 'phone', locale: 'en' };
    const failed = await call('parsedCategories', { body });
    const http = await apiPost(bff, '/api/search/parsed-categories', body);
    expect(failed).toEqual({ ok: false, error: http.json() });
    expect(http.statusCode).toBe(502);
    up = true;
    expect(await call('parsedCategories', { body })).toEqual({ ok: true, data: [] });
  });

  test('the §8 answers hold in-process too: flags fail to [], no session is no user', async () => {
    const bff = await start();
    const shop = fakeShop();
    shop.on('POST', '/api/search/flags', () => ({ statusCode: 500, data: {} }));
    const call = inProcessCaller(bff, pageRequest(bff));
    expect(await call('searchFlags', { body: { langId: 2, locale: 'lt' } })).toEqual({ ok: true, data: [] });
    expect(await call('currentUser', { body: {} })).toEqual({ ok: true, data: null });
    expect(shop.count('/api/auth/getCurrentUser')).toBe(0);
  });

  test('an endpoint only the shop serves is a 404, not a call', async () => {
    const bff = await start();
    const shop = fakeShop();
    const result = await inProcessCaller(bff, pageRequest(bff))('slugList', {
      query: { kind: 'p', from: 0 },
    });
    expect(result).toMatchObject({ ok: false, error: { statusCode: 404, code: 'NOT_FOUND' } });
    expect(shop.calls).toHaveLength(0);
  });
});
