import { ACCOUNT_MESSAGES, SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { apiPost } from '../../helpers/api.js';
import { useMockShopApp } from '../../helpers/mock-shop-app.js';
import { sessionCookie } from '../../helpers/signed-cookie.js';

// The bff's side of the §7 account calls, in front of a fake shop: what reaches the shop (the bearer token, the
// body) and what the browser gets (the user, never the token; the signed httpOnly cookie).
const harness = useMockShopApp();

const user = {
  id: 7,
  email: 'ona@example.test',
  first_name: 'Ona',
  last_name: 'P',
  unpaid_orders_count: 0,
  balance: 0,
  open_orders_count: 0,
  delivery_addresses: [],
  is_pro: false,
  phone_number: null,
};
const SHOP_TOKEN = 'shop-session-token-0123456789abcdef';
const host = 'lt.localhost';

/** The request options of a browser on the lt site holding the session cookie of SHOP_TOKEN. */
const signedIn = (app: FastifyInstance) => ({
  host,
  headers: { cookie: `${SESSION_COOKIE}=${sessionCookie(app, SHOP_TOKEN, host)}` },
});

/** The Set-Cookie header of the session cookie in a response, if any. */
function sessionSetCookie(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return all.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

describe('login and register', () => {
  test.each([
    ['login', '/api/auth/login', { email: 'Ona@Example.test', password: 'secret-password' }],
    [
      'register',
      '/api/auth/register',
      {
        email: 'ona@example.test',
        password: 'secret-password',
        password_confirmation: 'secret-password',
        first_name: 'Ona',
        last_name: 'P',
      },
    ],
  ])('%s answers the user and keeps the shop token in a signed httpOnly cookie', async (_name, url, body) => {
    const app = await harness.start();
    harness.shop().on('POST', url, () => ({ statusCode: 200, data: { user, token: SHOP_TOKEN } }));
    const res = await apiPost(app, url, body, { host });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ user });
    expect(res.body).not.toContain(SHOP_TOKEN);
    const cookie = sessionSetCookie(res.headers) ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=${sessionCookie(app, SHOP_TOKEN, host)}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // The body reached the shop as the contract parsed it (the e-mail normalised).
    expect(harness.shop().calls[0]?.body).toMatchObject({ email: 'ona@example.test' });
  });

  test('login sends the session the browser held, so the shop can revoke it', async () => {
    const app = await harness.start();
    harness
      .shop()
      .on('POST', '/api/auth/login', () => ({ statusCode: 200, data: { user, token: SHOP_TOKEN } }));
    await apiPost(
      app,
      '/api/auth/login',
      { email: 'a@example.test', password: 'x' },
      {
        host,
        headers: { cookie: `${SESSION_COOKIE}=${sessionCookie(app, 'old-session-token-000000', host)}` },
      },
    );
    expect(harness.shop().calls[0]?.headers.authorization).toBe('Bearer old-session-token-000000');
  });

  test('a refused sign-in passes the shop’s 401 on and sets no cookie', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/auth/login', () => ({
      statusCode: 401,
      data: {
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: ACCOUNT_MESSAGES.wrongCredentials,
        retryable: false,
      },
    }));
    const res = await apiPost(
      app,
      '/api/auth/login',
      { email: 'a@example.test', password: 'wrong' },
      { host },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: ACCOUNT_MESSAGES.wrongCredentials });
    expect(sessionSetCookie(res.headers)).toBeUndefined();
  });

  test('a shop answer without a token is the shop’s fault (502), not a signed-in browser', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/auth/login', () => ({ statusCode: 200, data: { user } }));
    const res = await apiPost(app, '/api/auth/login', { email: 'a@example.test', password: 'x' }, { host });
    expect(res.statusCode).toBe(502);
    expect(sessionSetCookie(res.headers)).toBeUndefined();
  });
});

describe('logout', () => {
  test('revokes the session on the shop and clears the cookie', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/auth/logout', () => ({ statusCode: 200, data: { status: true } }));
    const res = await apiPost(app, '/api/auth/logout', {}, signedIn(app));
    expect(res.json()).toEqual({ status: true });
    expect(harness.shop().calls[0]?.headers.authorization).toBe(`Bearer ${SHOP_TOKEN}`);
    expect(sessionSetCookie(res.headers)).toMatch(/^session_token=;.*Expires=Thu, 01 Jan 1970/);
  });

  test('clears the cookie even when the shop cannot be told', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/auth/logout', () => ({ statusCode: 500, data: {} }));
    const res = await apiPost(app, '/api/auth/logout', {}, signedIn(app));
    expect(res.json()).toEqual({ status: true });
    expect(sessionSetCookie(res.headers)).toMatch(/^session_token=;/);
  });

  test('without a session asks the shop nothing', async () => {
    const app = await harness.start();
    const res = await apiPost(app, '/api/auth/logout', {}, { host });
    expect(res.json()).toEqual({ status: true });
    expect(harness.shop().calls).toEqual([]);
  });
});

describe('signed-in-only calls', () => {
  test('are a 401 without a session, before any shop call', async () => {
    const app = await harness.start();
    const res = await apiPost(app, '/api/account/delete-delivery-address', { id: 3 }, { host });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: ACCOUNT_MESSAGES.signInRequired });
    expect(harness.shop().calls).toEqual([]);
  });

  test('send the session as the bearer token and answer the shop’s result', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/account/delete-delivery-address', () => ({
      statusCode: 200,
      data: { success: true },
    }));
    const res = await apiPost(app, '/api/account/delete-delivery-address', { id: 3 }, signedIn(app));
    expect(res.json()).toEqual({ success: true });
    expect(harness.shop().calls[0]).toMatchObject({
      headers: { authorization: `Bearer ${SHOP_TOKEN}` },
      body: { id: 3 },
    });
  });

  test('a session the shop no longer knows clears the cookie', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/auth/refreshCurrentUser', () => ({
      statusCode: 401,
      data: {
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: ACCOUNT_MESSAGES.signInRequired,
        retryable: false,
      },
    }));
    const res = await apiPost(app, '/api/auth/refreshCurrentUser', {}, signedIn(app));
    expect(res.statusCode).toBe(401);
    expect(sessionSetCookie(res.headers)).toMatch(/^session_token=;/);
  });

  test('a refused body is a 400 naming the field, and the shop is not asked', async () => {
    const app = await harness.start();
    const res = await apiPost(
      app,
      '/api/account/add-delivery-address',
      {
        first_name: 'A',
        last_name: 'B',
        first_address: 'x',
        city: 'y',
        zip: 'z',
        phone_number: '860000000',
        country_id: 1,
      },
      signedIn(app),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ phone_number: ACCOUNT_MESSAGES.phone });
    expect(harness.shop().calls).toEqual([]);
  });
});

describe('CSRF', () => {
  test('a login without the client header or from another origin is refused before the shop is asked', async () => {
    const app = await harness.start();
    const body = { email: 'a@example.test', password: 'x' };
    const noHeader = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      headers: { host, origin: `http://${host}` },
    });
    const crossSite = await apiPost(app, '/api/auth/login', body, {
      host,
      headers: { origin: 'https://evil.example' },
    });
    expect([noHeader.statusCode, crossSite.statusCode]).toEqual([403, 403]);
    expect(harness.shop().calls).toEqual([]);
  });
});
