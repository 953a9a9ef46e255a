import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BROWSER_ENDPOINT_NAMES, ENDPOINTS } from '@storefront/shared-types';
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

// The routes a cross-site form could change state through: every state-changing method of the contract.
const STATE_CHANGING_PATHS = BROWSER_ENDPOINT_NAMES.map((name) => ENDPOINTS[name])
  .filter((endpoint) => endpoint.method !== 'GET')
  .map((endpoint) => endpoint.path);

/** The same path as the router sees it, spelled as a raw request target (percent-encoded or absolute-form). */
const spellings = (path: string) => [
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/', '/ap%69/'),
  path.replace('/api/', '/%61%70%69/'),
  `http://lt.localhost${path}`,
];

/** A raw HTTP/1.1 request, so the request target reaches the server exactly as written (inject normalises it). */
function rawPost(port: number, target: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: target, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end('{"langIso":"lt"}');
  });
}

describe('CSRF applies to the matched route, however the request target is spelled', () => {
  let server: FastifyInstance;
  let port: number;
  const upstream = mockShop();
  beforeAll(async () => {
    for (const path of STATE_CHANGING_PATHS) upstream.on('POST', path, () => ({ statusCode: 200, data: {} }));
    server = await buildTestApp({ upstreamDispatcher: upstream.agent });
    await server.listen({ host: '127.0.0.1', port: 0 });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    await upstream.agent.close();
  });

  test('the contract has state-changing routes to check', () => {
    expect(STATE_CHANGING_PATHS.length).toBeGreaterThanOrEqual(8);
    expect(STATE_CHANGING_PATHS).toContain('/api/locale/change');
  });

  test.each(STATE_CHANGING_PATHS)(
    '%s: encoded and absolute-form cross-site POSTs get 403, no shop call',
    async (path) => {
      const headers = {
        host: 'lt.localhost',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'x-requested-with': 'storefront',
        'content-type': 'application/json',
      };
      for (const target of spellings(path)) {
        expect({ target, status: await rawPost(port, target, headers) }).toEqual({ target, status: 403 });
      }
      expect(upstream.calls).toHaveLength(0);
    },
  );

  test('Sec-Fetch-Site: cross-site is refused even with a same-origin Origin', async () => {
    const status = await rawPost(port, '/api/locale/change', {
      host: 'lt.localhost',
      origin: 'http://lt.localhost',
      'sec-fetch-site': 'cross-site',
      'x-requested-with': 'storefront',
      'content-type': 'application/json',
    });
    expect(status).toBe(403);
    expect(upstream.calls).toHaveLength(0);
  });

  test('an encoded same-origin call with the client header still passes the check', async () => {
    const status = await rawPost(port, '/%61pi/store-config', {
      host: 'lt.localhost',
      origin: 'http://lt.localhost',
      'sec-fetch-site': 'same-origin',
      'x-requested-with': 'storefront',
      'content-type': 'application/json',
    });
    expect(status).not.toBe(403);
  });
});
