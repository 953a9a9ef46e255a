import { SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { apiPost } from '../../helpers/api.js';
import { useMockShopApp } from '../../helpers/mock-shop-app.js';
import { sessionCookie } from '../../helpers/signed-cookie.js';

// The bff's side of the quote calls (#27), in front of a fake shop: a signed-out visitor is refused before any
// shop call; a signed-in one's call reaches the shop with the bearer token; the public create-order view and
// the calculator pass without a session and are rate-limited per address like the parcel lookup.
const harness = useMockShopApp();
const SHOP_TOKEN = 'shop-session-token-0123456789abcdef';
const host = 'lt.localhost';
const signedIn = (app: FastifyInstance) => ({
  host,
  headers: { cookie: `${SESSION_COOKIE}=${sessionCookie(app, SHOP_TOKEN, host)}` },
});

const SIGNED_IN_CALLS: Array<[string, object]> = [
  [
    '/api/quotes/request',
    {
      lines: [{ url: 'https://shop.example.com/p/1', name: 'Shoes', quantity: 1, unit_price_seen: 10 }],
      address: {
        first_name: 'Ona',
        last_name: 'P',
        first_address: 'Gedimino pr. 1',
        city: 'Vilnius',
        zip: 'LT-01103',
        phone_number: '+37060000000',
        country_id: 1,
      },
      language_id: 1,
      idempotency_key: 'bff-quote-request-0001',
    },
  ],
  ['/api/quotes/list', { page: 1 }],
  ['/api/quotes/get', { slug: 'demo-quote-priced-01' }],
  ['/api/quotes/answer', { slug: 'demo-quote-needs-info-01', answers: [{ question_id: 1, answer: '42' }] }],
  ['/api/quotes/recalculate', { slug: 'demo-quote-priced-01', shipping_method: 'sea', apply: false }],
  [
    '/api/quotes/pay',
    {
      slug: 'demo-quote-priced-01',
      payment_method_id: 1,
      language_id: 1,
      idempotency_key: 'bff-quote-pay-00001',
    },
  ],
  [
    '/api/create-order/accept',
    {
      slug: 'demo-offer-01',
      address: {
        first_name: 'Ona',
        last_name: 'P',
        first_address: 'Gedimino pr. 1',
        city: 'Vilnius',
        zip: 'LT-01103',
        phone_number: '+37060000000',
        country_id: 1,
      },
    },
  ],
];

describe('quote calls', () => {
  test.each(SIGNED_IN_CALLS)('%s signed out is a 401 before any shop call', async (url, body) => {
    const app = await harness.start();
    harness.shop().on('POST', url, () => ({ statusCode: 200, data: {} }));
    const res = await apiPost(app, url, body, { host });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401 });
    expect(harness.shop().calls).toHaveLength(0);
  });

  test('signed in, the call reaches the shop with the session as the bearer token and its answer comes back', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/quotes/list', () => ({ statusCode: 200, data: { items: [], total: 0 } }));
    const res = await apiPost(app, '/api/quotes/list', { page: 2 }, signedIn(app));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0 });
    const call = harness.shop().calls[0];
    expect(call?.headers.authorization).toBe(`Bearer ${SHOP_TOKEN}`);
    // The contract's default scope travels to the shop.
    expect(call?.body).toEqual({ page: 2, scope: 'all_stores' });
  });

  test('another user’s quote stays the shop’s 404', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/quotes/get', () => ({
      statusCode: 404,
      data: {
        statusCode: 404,
        message: 'quotes.errors.not_found',
        fields: { slug: 'quotes.errors.not_found' },
      },
    }));
    const res = await apiPost(app, '/api/quotes/get', { slug: 'someone-elses' }, signedIn(app));
    expect(res.statusCode).toBe(404);
  });
});

describe('public calls: the calculator and a create-order link', () => {
  const offer = {
    slug: 'demo-offer-01',
    lines: [],
    totals: { value: 1, service_fee: 3, shipping: 12, delivery_fee: 0, total: 16 },
    shipping_method: 'air',
    shipping_country: null,
    parcel: null,
    can_accept: true,
    comment: null,
    expires_at: null,
  };

  test('a create-order link is viewed signed out, and limited per address after the allowed calls', async () => {
    const app = await harness.start({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    harness.shop().on('POST', '/api/create-order/get', () => ({ statusCode: 200, data: offer }));
    for (let i = 0; i < 3; i++) {
      const res = await apiPost(app, '/api/create-order/get', { slug: 'demo-offer-01' }, { host });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await apiPost(app, '/api/create-order/get', { slug: 'demo-offer-01' }, { host });
    expect(refused.statusCode).toBe(429);
    expect(harness.shop().count('/api/create-order/get')).toBe(3);
  });

  test('the calculator answers signed out and is limited the same way', async () => {
    const app = await harness.start({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    const option = {
      volumetric_weight_kg: 1.2,
      chargeable_weight_kg: 2,
      zone_factor: 1,
      price: 19,
      transit_days: { min: 5, max: 8 },
    };
    const rate = { per_kg: 9.5, minimum: 12, volumetric_divisor: 5000, transit_days: { min: 5, max: 8 } };
    harness.shop().on('POST', '/api/forwarding/calculate', () => ({
      statusCode: 200,
      data: { options: { air: option, sea: option }, rates: { air: rate, sea: rate } },
    }));
    const body = { weight_kg: 2, length_cm: 30, width_cm: 20, height_cm: 10, country: 'LT' };
    expect((await apiPost(app, '/api/forwarding/calculate', body, { host })).statusCode).toBe(200);
    expect((await apiPost(app, '/api/forwarding/calculate', body, { host })).statusCode).toBe(200);
    expect((await apiPost(app, '/api/forwarding/calculate', body, { host })).statusCode).toBe(429);
  });
});
