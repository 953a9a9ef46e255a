import { CALL_POLICIES } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiPost } from '../../helpers/api.js';
import { buildTestApp } from '../../helpers/build-app.js';
import { mockShop } from '../../helpers/mock-shop.js';
import { sessionCookie } from '../../helpers/signed-cookie.js';

let app: FastifyInstance | undefined;
let shop: ReturnType<typeof mockShop>;

async function start() {
  shop = mockShop();
  app = await buildTestApp({ upstreamDispatcher: shop.agent });
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
  await shop.agent.close();
});

describe('POST /api/locale/change (1 s, 2 retries, errors ignored)', () => {
  test('on 503 it is tried 1 + 2 times and still answers {status:true}', async () => {
    const bff = await start();
    shop.on('POST', '/api/locale/change', () => ({ statusCode: 503, data: {} }));
    const response = await apiPost(bff, '/api/locale/change', { newLocale: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect(shop.count('/api/locale/change')).toBe(1 + CALL_POLICIES.localeChange.retries);
  });

  test('on 400 it is tried once and still answers {status:true}', async () => {
    const bff = await start();
    shop.on('POST', '/api/locale/change', () => ({ statusCode: 400, data: { message: 'no' } }));
    expect((await apiPost(bff, '/api/locale/change', { newLocale: 'en' })).json()).toEqual({ status: true });
    expect(shop.count('/api/locale/change')).toBe(1);
  });

  test('an unknown locale is a 400 naming newLocale', async () => {
    const bff = await start();
    const response = await apiPost(bff, '/api/locale/change', { newLocale: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['newLocale']);
  });
});

describe('POST /api/utm (2 s, 3 retries, failure only reported)', () => {
  test('answers at once; upstream is tried 1 + 3 times on 503', async () => {
    const bff = await start();
    shop.on('POST', '/api/utm', () => ({ statusCode: 503, data: {} }));
    const response = await apiPost(bff, '/api/utm', { utm_source: 'x', utm_medium: 'y' });
    expect(response.json()).toEqual({ status: true });
    await vi.waitFor(() => expect(shop.count('/api/utm')).toBe(1 + CALL_POLICIES.utm.retries), {
      timeout: 3_000,
    });
    expect(shop.calls[0]?.body).toEqual({ utm_source: 'x', utm_medium: 'y' });
  });

  test('on 400 it is tried once', async () => {
    const bff = await start();
    shop.on('POST', '/api/utm', () => ({ statusCode: 400, data: {} }));
    await apiPost(bff, '/api/utm', { utm_campaign: 'c' });
    await vi.waitFor(() => expect(shop.count('/api/utm')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.count('/api/utm')).toBe(1);
  });

  test('a body with no utm parameter is a 400', async () => {
    const bff = await start();
    expect((await apiPost(bff, '/api/utm', {})).statusCode).toBe(400);
  });

  test('a NUL (or CR/LF) in a value is a 400 naming it, and the shop is not called', async () => {
    const bff = await start();
    shop.on('POST', '/api/utm', () => ({ statusCode: 200, data: { status: true } }));
    for (const bad of ['goo\u0000gle', 'a\r\nb']) {
      const response = await apiPost(bff, '/api/utm', { utm_source: bad, utm_medium: 'cpc' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['utm_source']);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.count('/api/utm')).toBe(0);
  });
});

describe('current user (3 retries; failure → no user)', () => {
  const requestWith = (bff: FastifyInstance, token: string | null) =>
    ({
      sessionToken: token,
      variant: bff.variants.resolve('lt.localhost'),
      id: 'req-1',
      log: bff.log,
      upstreamTimeMs: 0,
    }) as unknown as FastifyRequest;

  test('without a session there is no user and no upstream call', async () => {
    const bff = await start();
    expect(await bff.shop.currentUser(requestWith(bff, null))).toBeNull();
    expect(shop.calls).toHaveLength(0);
  });

  test('on 503 it is tried 1 + 3 times, then null', async () => {
    const bff = await start();
    shop.on('POST', '/api/auth/getCurrentUser', () => ({ statusCode: 503, data: {} }));
    expect(await bff.shop.currentUser(requestWith(bff, 'tok'))).toBeNull();
    expect(shop.count('/api/auth/getCurrentUser')).toBe(1 + CALL_POLICIES.currentUser.retries);
  });

  test('on 400 it is tried once', async () => {
    const bff = await start();
    shop.on('POST', '/api/auth/getCurrentUser', () => ({ statusCode: 400, data: {} }));
    await bff.shop.currentUser(requestWith(bff, 'tok'));
    expect(shop.count('/api/auth/getCurrentUser')).toBe(1);
  });

  test('a user is parsed; null is the "no user" answer', async () => {
    const bff = await start();
    const user = {
      id: 7,
      email: 'a@b.c',
      first_name: 'A',
      last_name: 'B',
      unpaid_orders_count: 1,
      balance: 0,
      open_orders_count: 0,
      delivery_addresses: [],
      password_hash: 'x',
    };
    let answer: unknown = user;
    shop.on('POST', '/api/auth/getCurrentUser', () => ({ statusCode: 200, data: answer }));
    expect(await bff.shop.currentUser(requestWith(bff, 'tok'))).toEqual({
      id: 7,
      email: 'a@b.c',
      first_name: 'A',
      last_name: 'B',
      unpaid_orders_count: 1,
      balance: 0,
      open_orders_count: 0,
      delivery_addresses: [],
      is_pro: false,
    });
    answer = null;
    expect(await bff.shop.currentUser(requestWith(bff, 'tok'))).toBeNull();
  });
});

describe('GET /api/auth/permissions/can-view-translations', () => {
  test.each([
    [true, true],
    // The mock sends strings as raw bodies: this is the JSON string "true", not the boolean.
    [JSON.stringify('true'), false],
    [1, false],
    [{ status: true }, false],
  ])('the shop answering %j gives %j', async (answer, expected) => {
    const bff = await start();
    shop.on('GET', '/api/auth/permissions/can-view-translations', () => ({ statusCode: 200, data: answer }));
    const response = await bff.inject({
      url: '/api/auth/permissions/can-view-translations',
      cookies: { session_token: sessionCookie(bff, 'tok') },
    });
    expect(response.json()).toBe(expected);
  });
});

describe('POST /api/auth/getCurrentUser', () => {
  test('without a session it answers null and asks the shop nothing', async () => {
    const bff = await start();
    const response = await apiPost(bff, '/api/auth/getCurrentUser', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect(shop.calls).toHaveLength(0);
  });

  test('with a session it answers the shop’s user, sending the session as the bearer token', async () => {
    const bff = await start();
    const user = { id: 7, email: 'a@b.c', first_name: 'A', last_name: 'B' };
    const answer = {
      ...user,
      unpaid_orders_count: 0,
      open_orders_count: 0,
      balance: 12.5,
      delivery_addresses: [],
    };
    shop.on('POST', '/api/auth/getCurrentUser', () => ({ statusCode: 200, data: answer }));
    const response = await apiPost(
      bff,
      '/api/auth/getCurrentUser',
      {},
      {
        headers: { cookie: `session_token=${sessionCookie(bff, 'tok-123')}` },
      },
    );
    expect(response.json()).toEqual({ ...answer, is_pro: false });
    expect(shop.calls[0]?.headers.authorization).toBe('Bearer tok-123');
  });
});
