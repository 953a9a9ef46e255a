import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeConfigFixture } from '../helpers/api.js';
import { buildTestApp } from '../helpers/build-app.js';
import { mockShop } from '../helpers/mock-shop.js';

let app: FastifyInstance;
const shop = mockShop();
beforeAll(async () => {
  shop.on('POST', '/api/store-config', () => ({ statusCode: 200, data: storeConfigFixture }));
  app = await buildTestApp({ upstreamDispatcher: shop.agent });
});
afterAll(async () => {
  await app.close();
  await shop.agent.close();
});

const post = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/store-config',
    payload: { langIso: 'lv' },
    headers: { host: 'lv.localhost', ...headers },
  });

describe('CSRF on state-changing /api calls', () => {
  test('a cross-site POST is refused with 403 in the error shape, before any shop call', async () => {
    const before = shop.calls.length;
    const response = await post({ 'x-requested-with': 'storefront', origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', retryable: false });
    expect(shop.calls.length).toBe(before);
  });

  test('a same-origin POST without the client header is refused', async () => {
    expect((await post({ origin: 'http://lv.localhost' })).statusCode).toBe(403);
  });

  test('a POST with neither Origin nor Referer is refused', async () => {
    expect((await post({ 'x-requested-with': 'storefront' })).statusCode).toBe(403);
  });

  test('a same-origin POST with the header passes', async () => {
    expect((await post({ 'x-requested-with': 'storefront', origin: 'http://lv.localhost' })).statusCode).toBe(
      200,
    );
  });

  test('a same-origin Referer stands in for a missing Origin; a cross-site one does not', async () => {
    const ok = await post({ 'x-requested-with': 'storefront', referer: 'http://lv.localhost/lv/cart?x=1' });
    expect(ok.statusCode).toBe(200);
    const bad = await post({
      'x-requested-with': 'storefront',
      referer: 'http://lv.localhost.evil.example/',
    });
    expect(bad.statusCode).toBe(403);
  });

  test("the variant's canonical origin is accepted (a proxy may rewrite Host)", async () => {
    const origin = app.variants.resolve('lv.localhost').canonicalOrigin;
    expect(origin).not.toBe('http://lv.localhost');
    expect((await post({ 'x-requested-with': 'storefront', origin })).statusCode).toBe(200);
  });

  test('GET calls are not checked', async () => {
    const response = await app.inject({ url: '/api/nope', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(404);
  });
});
