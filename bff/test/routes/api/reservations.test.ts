import { SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { apiPost } from '../../helpers/api.js';
import { useMockShopApp } from '../../helpers/mock-shop-app.js';
import { sessionCookie } from '../../helpers/signed-cookie.js';

// The bff's side of the phone reservations (#28), in front of a fake shop: reserving and paying by a provider
// work signed out (a guest has the signed link), but paying the deposit from the balance needs a user, so signed
// out it is a 401 before any shop call; reserving is rate-limited per address like the other public calls.
const harness = useMockShopApp();
const SHOP_TOKEN = 'shop-session-token-0123456789abcdef';
const host = 'lt.localhost';
const TOKEN = 'A'.repeat(43);
const payBody = (method: number) => ({
  id: 7,
  token: TOKEN,
  payment_method_id: method,
  language_id: 1,
  idempotency_key: 'bff-reservation-pay-0001',
});

describe('reservation calls', () => {
  test('paying the deposit from the balance signed out is a 401 before any shop call', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/reservations/pay', () => ({ statusCode: 200, data: {} }));
    const res = await apiPost(app, '/api/reservations/pay', payBody(4), { host });
    expect(res.statusCode, res.body).toBe(401);
    expect(harness.shop().calls).toHaveLength(0);
  });

  test('signed in, the balance payment reaches the shop with the session as the bearer token', async () => {
    const app: FastifyInstance = await harness.start();
    harness.shop().on('POST', '/api/reservations/pay', () => ({
      statusCode: 200,
      data: { id: 7, paid: true, redirect_url: null },
    }));
    const res = await apiPost(app, '/api/reservations/pay', payBody(4), {
      host,
      headers: { cookie: `${SESSION_COOKIE}=${sessionCookie(app, SHOP_TOKEN, host)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: 7, paid: true, redirect_url: null });
    expect(harness.shop().calls[0]?.headers.authorization).toBe(`Bearer ${SHOP_TOKEN}`);
  });

  test('a guest pays by a provider with the link’s token: the shop decides', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/reservations/pay', () => ({
      statusCode: 200,
      data: { id: 7, paid: false, redirect_url: 'http://localhost:4100/pay/abc' },
    }));
    const res = await apiPost(app, '/api/reservations/pay', payBody(1), { host });
    expect(res.statusCode, res.body).toBe(200);
    expect(harness.shop().calls[0]?.body).toMatchObject({ id: 7, token: TOKEN, payment_method_id: 1 });
  });

  test('someone else’s reservation stays the shop’s 404', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/reservations/get', () => ({
      statusCode: 404,
      data: {
        statusCode: 404,
        message: 'reservations.errors.not_found',
        fields: { id: 'reservations.errors.not_found' },
      },
    }));
    const res = await apiPost(app, '/api/reservations/get', { id: 7 }, { host });
    expect(res.statusCode).toBe(404);
  });

  test('reserving is limited per address after the allowed calls (RESERVATION_RATE_LIMIT_MAX)', async () => {
    const app = await harness.start({ env: { RESERVATION_RATE_LIMIT_MAX: '2' } });
    harness.shop().on('POST', '/api/reservations/create', () => ({
      statusCode: 409,
      data: { statusCode: 409, message: 'x' },
    }));
    const body = {
      model_id: 11,
      name: 'Ona',
      email: 'ona@example.test',
      accept_policy: true,
      language_id: 1,
      idempotency_key: 'bff-reservation-create-01',
    };
    for (let i = 0; i < 2; i++) await apiPost(app, '/api/reservations/create', body, { host });
    const refused = await apiPost(app, '/api/reservations/create', body, { host });
    expect(refused.statusCode).toBe(429);
    expect(harness.shop().count('/api/reservations/create')).toBe(2);
  });
});
