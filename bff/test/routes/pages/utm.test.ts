import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildLoggedApp } from '../../helpers/logged-app.js';
import { mockShop } from '../../helpers/mock-shop.js';
import { storeConfigFor } from './page-fixtures.js';

// The UTM capture at the page edge (routes/pages/utm.ts): a value the shop cannot store (a NUL: PostgreSQL
// refuses it, the shop answered 500 and the bff logged an error) is left out before any cookie or post.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The bff with a fake render, a shop that fails a utm body holding a NUL as PostgreSQL does, and its log. */
async function start() {
  const shop = mockShop();
  shop.on('POST', '/api/store-config', (call) => ({
    statusCode: 200,
    data: storeConfigFor(call.headers.host ?? ''),
  }));
  shop.on('POST', '/api/translations/translationMessages', () => ({
    statusCode: 200,
    data: { resources: {} },
  }));
  shop.on('POST', '/api/auth/getCurrentUser', () => ({ statusCode: 200, data: null }));
  shop.on('POST', '/api/utm', (call) =>
    JSON.stringify(call.body).includes('\\u0000')
      ? { statusCode: 500, data: { message: 'invalid byte sequence for encoding "UTF8": 0x00' } }
      : { statusCode: 200, data: { status: true } },
  );
  const { server, lines } = await buildLoggedApp({ upstreamDispatcher: shop.agent, env: { PORT: '3000' } });
  app = server;
  const levels = () => lines().map((line) => line.level);
  return { server, shop, levels };
}

describe('UTM values at the page edge', () => {
  test('a NUL in the only utm value: the page is 200, no cookie, nothing posted, nothing logged as an error', async () => {
    const { server, shop, levels } = await start();
    const response = await server.inject({
      url: '/lt?utm_source=goo%00gle',
      headers: { host: 'lt.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.filter((cookie) => cookie.name.startsWith('utm_'))).toEqual([]);
    // The post is fire and forget: give it the time it would take before saying there was none.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.count('/api/utm')).toBe(0);
    expect(levels().filter((level) => Number(level) >= 50)).toEqual([]);
  });

  test('CR, LF or NUL in one value leaves that one out; the others are kept and posted', async () => {
    const { server, shop, levels } = await start();
    const response = await server.inject({
      url: '/lt?utm_source=a%0D%0ASet-Cookie:%20x=1&utm_medium=email&utm_campaign=b%00c',
      headers: { host: 'lt.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['utm_medium']);
    await vi.waitFor(() => expect(shop.count('/api/utm')).toBe(1));
    expect(shop.calls.find((call) => call.path === '/api/utm')?.body).toEqual({ utm_medium: 'email' });
    expect(levels().filter((level) => Number(level) >= 50)).toEqual([]);
  });
});
