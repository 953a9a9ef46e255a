import { SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { apiPost } from '../../helpers/api.js';
import { useMockShopApp } from '../../helpers/mock-shop-app.js';
import { sessionCookie } from '../../helpers/signed-cookie.js';

// The bff's side of the pro buyer calls (#28), in front of a fake shop: a signed-out visitor is refused before any
// shop call; a signed-in one's call reaches the shop with the bearer token (the shop decides who is pro).
const harness = useMockShopApp();
const SHOP_TOKEN = 'shop-session-token-0123456789abcdef';
const host = 'lt.localhost';
const signedIn = (app: FastifyInstance) => ({
  host,
  headers: { cookie: `${SESSION_COOKIE}=${sessionCookie(app, SHOP_TOKEN, host)}` },
});

const declaration = { consignee: 'Ona', company: 'UAB', purpose: 'Resale', customs_details: 'EU goods' };
const CALLS: Array<[string, object]> = [
  ['/api/pro/application', {}],
  [
    '/api/pro/apply',
    {
      company_name: 'UAB',
      registration_number: '1',
      vat_number: 'LT100000001',
      address: 'Vilnius',
      language_id: 1,
    },
  ],
  ['/api/pro/catalogue', { page: 1 }],
  [
    '/api/pro/orders/place',
    { lines: [{ product_id: 1, quantity: 10 }], language_id: 1, idempotency_key: 'bff-pro-order-0001' },
  ],
  ['/api/pro/orders/list', {}],
  ['/api/pro/orders/get', { id: 1 }],
  ['/api/pro/orders/declare', { id: 1, ...declaration }],
  [
    '/api/pro/orders/pay',
    { id: 1, payment_method_id: 1, language_id: 1, idempotency_key: 'bff-pro-pay-00001' },
  ],
];

describe('pro buyer calls in the bff', () => {
  test.each(CALLS)('%s signed out is a 401 before any shop call', async (url, body) => {
    const app = await harness.start();
    harness.shop().on('POST', url, () => ({ statusCode: 200, data: {} }));
    const res = await apiPost(app, url, body, { host });
    expect(res.statusCode, res.body).toBe(401);
    expect(harness.shop().calls).toHaveLength(0);
  });

  test('signed in, the call reaches the shop with the session as the bearer token; its 404 stays a 404', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/pro/orders/get', () => ({
      statusCode: 404,
      data: {
        statusCode: 404,
        message: 'pro.errors.order_not_found',
        fields: { id: 'pro.errors.order_not_found' },
      },
    }));
    const res = await apiPost(app, '/api/pro/orders/get', { id: 7 }, signedIn(app));
    expect(res.statusCode).toBe(404);
    const call = harness.shop().calls[0];
    expect(call?.headers.authorization).toBe(`Bearer ${SHOP_TOKEN}`);
    expect(call?.body).toEqual({ id: 7 });
  });
});
