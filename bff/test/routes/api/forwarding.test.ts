import { ACCOUNT_MESSAGES, ENDPOINTS, SESSION_COOKIE } from '@storefront/shared-types';
import { describe, expect, test } from 'vitest';
import { apiPost } from '../../helpers/api.js';
import { useMockShopApp } from '../../helpers/mock-shop-app.js';
import { sessionCookie } from '../../helpers/signed-cookie.js';

// The bff's side of forwarding (#27): every call is a signed-in user's own, so without a session it is a 401
// before the shop is asked anything; with one, the shop gets the call with the session as its bearer token.
const harness = useMockShopApp();
const host = 'lt.localhost';
const SHOP_TOKEN = 'shop-session-token-forwarding-0123456789';

const calls = [
  ['warehouseAddress', {}],
  [
    'forwardRequestDeclare',
    {
      shop_name: 'Maple Books',
      inbound_tracking: '1Z999',
      contents: 'Books',
      declared_value: 20,
      language_id: 1,
      idempotency_key: 'a-long-enough-key-0001',
    },
  ],
  ['myForwardRequests', { page: 1 }],
  ['forwardRequestDetail', { slug: 'demo-arrived' }],
  [
    'forwardRequestShipping',
    {
      slug: 'demo-arrived',
      shipping_method: 'air',
      apply: false,
      address: {
        id: 0,
        first_name: 'Ona',
        last_name: 'P',
        first_address: 'Gedimino pr. 1',
        city: 'Vilnius',
        zip: '01103',
        phone_number: '+370 600 00000',
        country_id: 1,
      },
    },
  ],
  [
    'forwardRequestPay',
    { slug: 'demo-arrived', payment_method_id: 4, language_id: 1, idempotency_key: 'a-long-enough-key-0001' },
  ],
] as const;

describe('forwarding calls', () => {
  test.each(calls)('%s is a 401 without a session, before any shop call', async (name, body) => {
    const app = await harness.start();
    const res = await apiPost(app, ENDPOINTS[name].path, body, { host });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: ACCOUNT_MESSAGES.signInRequired });
    expect(harness.shop().calls).toEqual([]);
  });

  test('signed in, the shop gets the call with the session as the bearer token', async () => {
    const app = await harness.start();
    harness.shop().on('POST', ENDPOINTS.myForwardRequests.path, () => ({
      statusCode: 200,
      data: { items: [], total: 0 },
    }));
    const res = await apiPost(
      app,
      ENDPOINTS.myForwardRequests.path,
      { page: 1 },
      { host, headers: { cookie: `${SESSION_COOKIE}=${sessionCookie(app, SHOP_TOKEN, host)}` } },
    );
    expect(res.json()).toEqual({ items: [], total: 0 });
    expect(harness.shop().calls[0]).toMatchObject({
      headers: { authorization: `Bearer ${SHOP_TOKEN}` },
      body: { page: 1 },
    });
  });
});
