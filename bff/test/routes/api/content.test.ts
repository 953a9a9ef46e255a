import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildPageApp, fakeShop, SHOP_ORIGIN, serveContentIndex } from '../pages/page-fixtures.js';

// The content calls through the bff: answers are cached per site and language, and a slug is checked against the
// site's (cached) content index first, so made-up slugs are a 404 that neither reaches the shop nor takes a cache
// entry.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function contentShop() {
  const shop = fakeShop();
  serveContentIndex(shop);
  const pageCalls: string[] = [];
  shop.agent
    .get(SHOP_ORIGIN)
    .intercept({ method: 'GET', path: (p) => p.startsWith('/api/content/pages/') })
    .reply((request) => {
      pageCalls.push(request.path);
      const slug = decodeURIComponent(request.path.split('?')[0]?.slice('/api/content/pages/'.length) ?? '');
      const page = {
        slug,
        title: `Title of ${slug}`,
        description: 'About',
        body: '<p>Hello</p>',
        toc: [],
        updated_at: '2026-01-12T08:00:00.000Z',
      };
      return {
        statusCode: 200,
        data: JSON.stringify(page),
        responseOptions: { headers: { 'content-type': 'application/json' } },
      };
    })
    .persist();
  return { shop, pageCalls };
}

const get = (server: FastifyInstance, url: string, host = 'lv.localhost:3000') =>
  server.inject({ method: 'GET', url, headers: { host } });

test('a page the site has is fetched once and then served from the cache, per site', async () => {
  const { shop, pageCalls } = contentShop();
  app = await buildPageApp(shop);
  const first = await get(app, '/api/content/pages/help/shipping?locale=lv');
  expect(first.statusCode).toBe(200);
  expect(first.json().title).toBe('Title of help/shipping');
  await get(app, '/api/content/pages/help/shipping?locale=lv');
  expect(pageCalls).toEqual(['/api/content/pages/help/shipping?locale=lv']);
  await get(app, '/api/content/pages/help/shipping?locale=lv', 'ee.localhost:3000');
  expect(pageCalls).toHaveLength(2);
});

test('a slug the content index does not hold is a 404 in the shared shape, without asking the shop for it', async () => {
  const { shop, pageCalls } = contentShop();
  app = await buildPageApp(shop);
  for (let i = 0; i < 5; i++) {
    const response = await get(app, `/api/content/pages/made-up-${i}?locale=lv`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', retryable: false });
  }
  expect(pageCalls).toEqual([]);
  expect(shop.calls.filter((c) => c.path.startsWith('/api/content/pages/'))).toEqual([]);
});
