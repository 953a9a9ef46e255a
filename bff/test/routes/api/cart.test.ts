import { CART_COOKIE, CART_TOKEN_HEADER, SESSION_COOKIE } from '@storefront/shared-types';
import { describe, expect, test } from 'vitest';
import { apiPost } from '../../helpers/api.js';
import { useMockShopApp } from '../../helpers/mock-shop-app.js';
import { sessionCookie, signedCookie } from '../../helpers/signed-cookie.js';

// The bff's side of the cart calls in front of a fake shop: the guest cart token (minted at the first change, kept
// in a signed httpOnly cookie, sent to the shop as x-cart-token and never to the browser) and the §9 policy.
const harness = useMockShopApp();
const host = 'lt.localhost';

const cart = {
  items: [],
  delivery: null,
  shipping: null,
  shipping_method: 'air',
  currency: { id: 1, iso_code: 'EUR', rate_to_eur: 1 },
  expiration: null,
  reservation_error: null,
};
const answerCart = () => ({ statusCode: 200, data: { status: true, cart } });

function cartSetCookie(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return all.find((cookie) => cookie.startsWith(`${CART_COOKIE}=`));
}

describe('guest cart token', () => {
  test('a fetch without a token asks the shop without one and sets no cookie', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/cart/fetch', answerCart);
    const res = await apiPost(app, '/api/cart/fetch', { language_id: 1 }, { host });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true, cart });
    expect(harness.shop().calls[0]?.headers[CART_TOKEN_HEADER]).toBeUndefined();
    expect(cartSetCookie(res.headers)).toBeUndefined();
  });

  test('the first change mints a token: signed httpOnly cookie to the browser, x-cart-token to the shop', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/cart/add', answerCart);
    const res = await apiPost(app, '/api/cart/add', { product_id: 5, quantity: 1, language_id: 1 }, { host });
    expect(res.statusCode, res.body).toBe(200);
    const token = harness.shop().calls[0]?.headers[CART_TOKEN_HEADER] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = cartSetCookie(res.headers) ?? '';
    expect(cookie).toContain(`${CART_COOKIE}=${signedCookie(app, CART_COOKIE, token, host)}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The browser never sees the token itself, only its signed cookie.
    expect(res.body).not.toContain(token);
  });

  test('a held token is sent on every call, login included (the shop merges the guest cart)', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/cart/update-quantity', answerCart);
    harness.shop().on('POST', '/api/auth/login', () => ({
      statusCode: 200,
      data: {
        user: {
          id: 1,
          email: 'a@example.test',
          first_name: 'A',
          last_name: 'B',
          unpaid_orders_count: 0,
          open_orders_count: 0,
          delivery_addresses: [],
          is_pro: false,
          phone_number: null,
        },
        token: 'shop-session-token-0123456789abcdef',
      },
    }));
    const token = 'guest-cart-token-0123456789abcdefghij';
    const headers = { cookie: `${CART_COOKIE}=${signedCookie(app, CART_COOKIE, token, host)}` };
    const change = await apiPost(
      app,
      '/api/cart/update-quantity',
      { item_id: 3, quantity: 2, language_id: 1 },
      { host, headers },
    );
    expect(change.statusCode, change.body).toBe(200);
    expect(cartSetCookie(change.headers)).toBeUndefined();
    await apiPost(app, '/api/auth/login', { email: 'a@example.test', password: 'pw' }, { host, headers });
    expect(harness.shop().calls.map((call) => call.headers[CART_TOKEN_HEADER])).toEqual([token, token]);
  });

  test('a forged, unsigned or other-site cookie is no token: a new one is minted', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/cart/clear', answerCart);
    const stolen = 'guest-cart-token-0123456789abcdefghij';
    for (const value of [stolen, signedCookie(app, CART_COOKIE, stolen, 'lv.localhost')]) {
      await apiPost(
        app,
        '/api/cart/clear',
        { language_id: 1 },
        { host, headers: { cookie: `${CART_COOKIE}=${value}` } },
      );
    }
    // A session cookie's signed value does not pass as a cart token either (signatures bind the name).
    await apiPost(
      app,
      '/api/cart/clear',
      { language_id: 1 },
      {
        host,
        headers: { cookie: `${CART_COOKIE}=${sessionCookie(app, stolen, host)}` },
      },
    );
    const sent = harness.shop().calls.map((call) => call.headers[CART_TOKEN_HEADER]);
    expect(sent).toHaveLength(3);
    expect(sent).not.toContain(stolen);
    expect(new Set(sent).size).toBe(3);
  });
});

describe('cart calls', () => {
  test('cart/fetch retries twice on a 503 (§9), a change does not retry', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/cart/fetch', () => ({ statusCode: 503, data: { message: 'down' } }));
    harness.shop().on('POST', '/api/cart/remove', () => ({ statusCode: 503, data: { message: 'down' } }));
    expect((await apiPost(app, '/api/cart/fetch', { language_id: 1 }, { host })).statusCode).toBe(503);
    expect(harness.shop().count('/api/cart/fetch')).toBe(3);
    expect(
      (await apiPost(app, '/api/cart/remove', { item_id: 1, language_id: 1 }, { host })).statusCode,
    ).toBe(503);
    expect(harness.shop().count('/api/cart/remove')).toBe(1);
  });

  test('a shop refusal keeps its status and fields; bad input never reaches the shop', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/cart/add', () => ({
      statusCode: 422,
      data: {
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        message: 'cart.errors.quantity_too_high',
        fields: { quantity: 'cart.errors.quantity_too_high' },
        retryable: false,
      },
    }));
    const refused = await apiPost(
      app,
      '/api/cart/add',
      { product_id: 5, quantity: 9, language_id: 1 },
      { host },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ quantity: 'cart.errors.quantity_too_high' });
    const zero = await apiPost(
      app,
      '/api/cart/add',
      { product_id: 5, quantity: 0, language_id: 1 },
      { host },
    );
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json().fields)).toEqual(['quantity']);
    expect(harness.shop().count('/api/cart/add')).toBe(1);
  });
});

// The session cookie still goes as the bearer token beside the cart token.
test('a signed-in change carries both the session and the cart token', async () => {
  const app = await harness.start();
  harness.shop().on('POST', '/api/cart/shipping-method', answerCart);
  const res = await apiPost(
    app,
    '/api/cart/shipping-method',
    { shipping_method: 'sea', language_id: 1 },
    {
      host,
      headers: {
        cookie: `${SESSION_COOKIE}=${sessionCookie(app, 'shop-session-token-0123456789abcdef', host)}`,
      },
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  const call = harness.shop().calls[0];
  expect(call?.headers.authorization).toBe('Bearer shop-session-token-0123456789abcdef');
  expect(call?.headers[CART_TOKEN_HEADER]).toBeTruthy();
});
