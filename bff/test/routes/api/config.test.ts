import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { apiPost, storeConfigFixture } from '../../helpers/api.js';
import { buildTestApp } from '../../helpers/build-app.js';
import { mockShop } from '../../helpers/mock-shop.js';

let app: FastifyInstance | undefined;
let shop: ReturnType<typeof mockShop>;

async function start(
  options: {
    env?: Record<string, string>;
    callPolicies?: Record<string, { timeoutMs: number; retries: number }>;
  } = {},
) {
  shop = mockShop();
  app = await buildTestApp({ upstreamDispatcher: shop.agent, ...options });
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
  await shop.agent.close();
});

describe('POST /api/store-config', () => {
  test('forwards Host and cookies (not the session cookie), answers the payload with unknown fields stripped', async () => {
    const bff = await start();
    shop.on('POST', '/api/store-config', () => ({
      statusCode: 200,
      data: { ...storeConfigFixture, internal: 1 },
    }));
    const response = await apiPost(
      bff,
      '/api/store-config',
      { langIso: 'lv' },
      {
        host: 'lv.localhost',
        headers: { cookie: 'mm_currency_id=2; session_token=abc' },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(storeConfigFixture);
    expect(shop.calls[0]).toMatchObject({
      body: { langIso: 'lv' },
      headers: { host: 'lv.localhost', cookie: 'mm_currency_id=2' },
    });
  });

  test('a cached answer goes out compressed as the browser asks, the same JSON whichever way it is sent', async () => {
    const bff = await start();
    // Past the compression threshold (1 KB), with letters outside Latin-1 as every site's texts have.
    const blogs = Array.from({ length: 40 }, (_, index) => ({
      id: index + 1,
      slug: `irasas-${index + 1}`,
      title: `Įrašas Nr. ${index + 1} – ąžuolas`,
    }));
    const config = { ...storeConfigFixture, blogs };
    shop.on('POST', '/api/store-config', () => ({ statusCode: 200, data: config }));
    const send = (acceptEncoding?: string) =>
      apiPost(
        bff,
        '/api/store-config',
        { langIso: 'lt' },
        acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
      );
    const plain = await send();
    expect([plain.headers['content-encoding'], plain.headers.vary]).toEqual([undefined, 'accept-encoding']);
    expect(plain.json()).toMatchObject({ blogs });
    const br = await send('gzip, deflate, br');
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    // The second send in br is the bytes kept from the first.
    expect((await send('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await send('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(shop.count('/api/store-config')).toBe(1);
  });

  test('1,000 concurrent cold requests make one upstream call', async () => {
    const bff = await start();
    shop.on('POST', '/api/store-config', () => ({ statusCode: 200, data: storeConfigFixture }), 20);
    const responses = await Promise.all(
      Array.from({ length: 1_000 }, () => apiPost(bff, '/api/store-config', { langIso: 'lt' })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(shop.count('/api/store-config')).toBe(1);
  });

  test('a second variant or language is its own cache entry', async () => {
    const bff = await start();
    shop.on('POST', '/api/store-config', () => ({ statusCode: 200, data: storeConfigFixture }));
    await apiPost(bff, '/api/store-config', { langIso: 'lt' });
    await apiPost(bff, '/api/store-config', { langIso: 'lt' });
    await apiPost(bff, '/api/store-config', { langIso: 'en' });
    await apiPost(bff, '/api/store-config', { langIso: 'lt' }, { host: 'lv.localhost' });
    expect(shop.count('/api/store-config')).toBe(3);
  });

  test('each white-label brand is its own shop site: one brand never gets another brand’s config', async () => {
    const bff = await start();
    shop.on('POST', '/api/store-config', (call) => ({
      statusCode: 200,
      data: {
        ...storeConfigFixture,
        site: { ...storeConfigFixture.site, name: `Shop ${call.headers.host}` },
      },
    }));
    const wl2 = await apiPost(bff, '/api/store-config', { langIso: 'lt' }, { host: 'wl2.localhost' });
    const wl3 = await apiPost(bff, '/api/store-config', { langIso: 'lt' }, { host: 'wl3.localhost' });
    expect(wl2.json().site.name).toBe('Shop wl2.localhost');
    expect(wl3.json().site.name).toBe('Shop wl3.localhost');
    expect(shop.count('/api/store-config')).toBe(2);
  });

  test('an upstream outage serves the stale config', async () => {
    // TTL 0: every request goes to the shop, so the second one meets the outage.
    const bff = await start({ env: { CACHE_TTL_MS: '0' } });
    let down = false;
    shop.on('POST', '/api/store-config', () =>
      down
        ? { statusCode: 500, data: { message: 'db down' } }
        : { statusCode: 200, data: storeConfigFixture },
    );
    expect((await apiPost(bff, '/api/store-config', { langIso: 'lt' })).statusCode).toBe(200);
    down = true;
    const stale = await apiPost(bff, '/api/store-config', { langIso: 'lt' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(storeConfigFixture);
    expect(shop.count('/api/store-config')).toBe(2);
  });

  test('an outage with nothing cached is a 502 in the error shape, without the shop message', async () => {
    const bff = await start();
    shop.on('POST', '/api/store-config', () => ({ statusCode: 500, data: { message: 'db down' } }));
    const response = await apiPost(bff, '/api/store-config', { langIso: 'lt' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ statusCode: 502, code: 'UPSTREAM_ERROR', retryable: false });
    expect(response.body).not.toContain('db down');
  });

  test('a bad body is a 400 naming the field, with no upstream call', async () => {
    const bff = await start();
    const response = await apiPost(bff, '/api/store-config', { langIso: 'xx' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      fields: { langIso: expect.any(String) },
    });
    expect(shop.calls).toHaveLength(0);
  });

  test('a time-out is a 504 within its budget', async () => {
    const bff = await start({ callPolicies: { default: { timeoutMs: 50, retries: 0 } } });
    shop.on('POST', '/api/store-config', () => ({ statusCode: 200, data: storeConfigFixture }), 2_000);
    const started = Date.now();
    const response = await apiPost(bff, '/api/store-config', { langIso: 'lt' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'UPSTREAM_TIMEOUT', retryable: true });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test('an unreachable shop is a 503', async () => {
    const bff = await start();
    shop.failWith(
      'POST',
      '/api/store-config',
      Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
      1,
    );
    const response = await apiPost(bff, '/api/store-config', { langIso: 'lt' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', retryable: true });
  });

  test('a malformed or off-contract body is a 502', async () => {
    const bff = await start();
    shop.on('POST', '/api/store-config', () => ({ statusCode: 200, data: '{"blogs": [' }));
    expect((await apiPost(bff, '/api/store-config', { langIso: 'lt' })).statusCode).toBe(502);
    const other = await apiPost(bff, '/api/store-config', { langIso: 'lt' }, { host: 'lv.localhost' });
    expect(other.statusCode).toBe(502);
  });

  test('{status:false, message} with a 200 becomes a 422 error with the message', async () => {
    const bff = await start();
    shop.on('POST', '/api/store-config', () => ({
      statusCode: 200,
      data: { status: false, message: 'Site closed' },
    }));
    const response = await apiPost(bff, '/api/store-config', { langIso: 'lt' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      code: 'UPSTREAM_ERROR',
      message: 'Site closed',
      retryable: false,
    });
  });
});

describe('GET /api/config/languages', () => {
  test('answers the list; a 401 from the shop stays a 401 with its message', async () => {
    const bff = await start();
    shop.on('GET', '/api/config/languages', (call) =>
      call.headers.host === 'lv.localhost'
        ? { statusCode: 401, data: { message: 'Unauthenticated.' } }
        : { statusCode: 200, data: [{ id: 1, iso_code: 'en', name: 'English' }] },
    );
    const ok = await bff.inject({ url: '/api/config/languages', headers: { host: 'lt.localhost' } });
    expect(ok.json()).toEqual([{ id: 1, iso_code: 'en', name: 'English' }]);
    const denied = await bff.inject({ url: '/api/config/languages', headers: { host: 'lv.localhost' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Unauthenticated.',
    });
  });
});

describe('malformed requests', () => {
  test('a body that is not JSON is a 400 in the error shape', async () => {
    const bff = await start();
    const response = await bff.inject({
      method: 'POST',
      url: '/api/store-config',
      payload: '{"langIso":',
      headers: {
        host: 'lt.localhost',
        origin: 'http://lt.localhost',
        'x-requested-with': 'storefront',
        'content-type': 'application/json',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', retryable: false });
    expect(shop.calls).toHaveLength(0);
  });
});

describe('unknown /api routes', () => {
  test('answer 404 in the error shape', async () => {
    const bff = await start();
    const response = await bff.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', retryable: false });
  });
});

// Two bff replicas sharing one Redis: what one loaded, the other serves without calling the shop.
describe.skipIf(!process.env.TEST_REDIS_URL)('store config shared through Redis', () => {
  test('a second replica answers from Redis', async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL as string,
      CACHE_KEY_PREFIX: `bff-test:${process.pid}:${Math.random().toString(36).slice(2)}:`,
    };
    shop = mockShop();
    shop.on('POST', '/api/store-config', () => ({ statusCode: 200, data: storeConfigFixture }));
    const first = await buildTestApp({ upstreamDispatcher: shop.agent, env });
    const second = await buildTestApp({ upstreamDispatcher: shop.agent, env });
    try {
      expect((await apiPost(first, '/api/store-config', { langIso: 'lv' })).statusCode).toBe(200);
      const response = await apiPost(second, '/api/store-config', { langIso: 'lv' });
      expect(response.json()).toEqual(storeConfigFixture);
      expect(shop.count('/api/store-config')).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
