import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import type { WebRenderer } from '../../../src/ssr/web-renderer.js';
import { apiPost, emptySearchAnswer, storeConfigFixture } from '../../helpers/api.js';
import { useMockShopApp } from '../../helpers/mock-shop-app.js';
import { sessionCookie } from '../../helpers/signed-cookie.js';

// Pages share the catalogue answers they are made of (the page data cache): a signed-in shopper's category page
// or a page with a query is rendered for its request but needs no shop call another visitor just made.
const apps = useMockShopApp();

/** A stand-in for the web's render: a category page's loader reads the listing in-process. */
const listingRenderer: WebRenderer = {
  async render(options) {
    const read = await options.api('search', {
      body: { locale: options.bootstrap.locale, categorySlug: 'electronics' },
    });
    const total = read.ok ? (read.data as { total: number }).total : -1;
    return new Response(`<html><head></head><body>total ${total}</body></html>`, {
      status: read.ok ? 200 : 500,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  },
  close: async () => {},
};

async function start(env: Record<string, string> = {}) {
  const bff = await apps.start({ webRenderer: listingRenderer, env: { PAGE_CACHE_TTL_MS: '0', ...env } });
  const shop = apps.shop();
  shop.on('POST', '/api/store-config', () => ({ statusCode: 200, data: storeConfigFixture }));
  shop.on('POST', '/api/translations/translationMessages', () => ({
    statusCode: 200,
    data: { resources: {} },
  }));
  shop.on('POST', '/api/auth/current-user', () => ({ statusCode: 401, data: { message: 'signed out' } }));
  let total = 0;
  shop.on('POST', '/api/catalogue/search', () => ({ statusCode: 200, data: emptySearchAnswer(++total) }));
  return { bff, shop };
}

const page = (bff: FastifyInstance, url: string, cookie?: string) =>
  bff.inject({ method: 'GET', url, headers: { host: 'lt.localhost', ...(cookie ? { cookie } : {}) } });

describe('the page data cache', () => {
  test('pages of different visitors and sessions share one search answer', async () => {
    const { bff, shop } = await start();
    const anonymous = await page(bff, '/lt/c/electronics?page=2');
    const signedIn = await page(bff, '/lt/c/electronics', `session_token=${sessionCookie(bff, 'a')}`);
    const other = await page(bff, '/lt/c/electronics', `session_token=${sessionCookie(bff, 'b')}`);
    expect([anonymous.statusCode, signedIn.statusCode, other.statusCode]).toEqual([200, 200, 200]);
    for (const response of [anonymous, signedIn, other]) expect(response.body).toContain('total 1');
    expect(shop.count('/api/catalogue/search')).toBe(1);
  });

  test("the browser's own /api reads still ask the shop", async () => {
    const { bff, shop } = await start();
    await page(bff, '/lt/c/electronics');
    const api = await apiPost(bff, '/api/catalogue/search', { locale: 'lt', categorySlug: 'electronics' });
    expect(api.json().total).toBe(2);
    expect(shop.count('/api/catalogue/search')).toBe(2);
  });

  test('with PAGE_DATA_CACHE_TTL_MS=0 every page asks the shop', async () => {
    const { bff, shop } = await start({ PAGE_DATA_CACHE_TTL_MS: '0' });
    await page(bff, '/lt/c/electronics');
    expect((await page(bff, '/lt/c/electronics')).body).toContain('total 2');
    expect(shop.count('/api/catalogue/search')).toBe(2);
  });
});
