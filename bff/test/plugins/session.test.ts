import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import cookies from '../../src/plugins/cookies.js';
import session from '../../src/plugins/session.js';
import variant from '../../src/plugins/variant.js';
import { createCookieSigner } from '../../src/security/cookie-signature.js';
import { buildTestApp } from '../helpers/build-app.js';
import { mockShop } from '../helpers/mock-shop.js';
import { sessionCookie, signedCookie } from '../helpers/signed-cookie.js';

const SECRET = 'session-test-secret-that-is-long-enough-0123';

async function sessionApp(nodeEnv: 'production' | 'development'): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('config', loadConfig({ NODE_ENV: nodeEnv, COOKIE_SECRET: SECRET }));
  await app.register(cookies);
  await app.register(variant);
  await app.register(session);
  app.get('/whoami', async (request) => ({ token: request.sessionToken }));
  app.post('/login', async (_request, reply) => {
    reply.setSessionToken('tok-123');
    return { ok: true };
  });
  app.post('/logout', async (_request, reply) => {
    reply.clearSessionToken();
    return { ok: true };
  });
  await app.ready();
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('session cookie', () => {
  test('is signed, httpOnly, SameSite=Lax, path / and Secure in production; the token is not readable in it', async () => {
    app = await sessionApp('production');
    const response = await app.inject({ method: 'POST', url: '/login' });
    const cookie = response.cookies.find((c) => c.name === 'session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
    expect(cookie?.value).not.toBe('tok-123');
    const whoami = await app.inject({ url: '/whoami', cookies: { session_token: cookie?.value ?? '' } });
    expect(whoami.json()).toEqual({ token: 'tok-123' });
  });

  test('is not Secure in development (plain http://localhost)', async () => {
    app = await sessionApp('development');
    const response = await app.inject({ method: 'POST', url: '/login' });
    expect(response.cookies.find((c) => c.name === 'session_token')?.secure).toBeFalsy();
  });

  test('a tampered or unsigned cookie counts as signed out', async () => {
    app = await sessionApp('production');
    const signed = sessionCookie(app, 'tok-123');
    const tampered = signed.replace('tok-123', 'tok-999');
    expect((await app.inject({ url: '/whoami', cookies: { session_token: tampered } })).json()).toEqual({
      token: null,
    });
    expect((await app.inject({ url: '/whoami', cookies: { session_token: 'tok-123' } })).json()).toEqual({
      token: null,
    });
    expect((await app.inject({ url: '/whoami' })).json()).toEqual({ token: null });
  });

  test('logout clears the cookie', async () => {
    app = await sessionApp('production');
    const response = await app.inject({ method: 'POST', url: '/logout' });
    const cookie = response.cookies.find((c) => c.name === 'session_token');
    expect(cookie?.value).toBe('');
    expect(cookie?.expires?.getTime()).toBeLessThan(Date.now());
  });
});

describe('the session reaches the shop as a bearer token', () => {
  test('valid cookie → Authorization header; tampered cookie → no call at all', async () => {
    const shop = mockShop();
    app = await buildTestApp({ upstreamDispatcher: shop.agent });
    shop.on('GET', '/api/auth/permissions/can-view-translations', () => ({ statusCode: 200, data: true }));
    const signed = sessionCookie(app, 'tok-abc');
    const ok = await app.inject({
      url: '/api/auth/permissions/can-view-translations',
      cookies: { session_token: signed },
    });
    expect(ok.json()).toBe(true);
    expect(shop.calls[0]?.headers.authorization).toBe('Bearer tok-abc');
    const tampered = await app.inject({
      url: '/api/auth/permissions/can-view-translations',
      cookies: { session_token: signed.replace('tok-abc', 'tok-xyz') },
    });
    expect(tampered.json()).toBe(false);
    expect(shop.calls).toHaveLength(1);
    await shop.agent.close();
  });
});

describe('a signature binds the cookie name and the shop site', () => {
  test('a signed utm_source cookie (the visitor chose its value) is not a session; the shop gets no token', async () => {
    const shop = mockShop();
    app = await buildTestApp({ upstreamDispatcher: shop.agent });
    shop.on('POST', '/api/utm', () => ({ statusCode: 200, data: { status: true } }));
    shop.on('GET', '/api/auth/permissions/can-view-translations', () => ({ statusCode: 200, data: true }));
    // The page is not rendered here (no web build needed): the cookie is made by the UTM capture of a page URL.
    const page = await app.inject({
      url: '/lt?utm_source=ANYTHING_16_CHARS_LONG',
      headers: { host: 'lt.localhost' },
    });
    const utm = page.cookies.find((cookie) => cookie.name === 'utm_source');
    expect(utm?.value).toMatch(/^ANYTHING_16_CHARS_LONG\./);
    const call = await app.inject({
      url: '/api/auth/permissions/can-view-translations',
      headers: { host: 'lt.localhost' },
      cookies: { session_token: utm?.value ?? '' },
    });
    expect(call.json()).toBe(false);
    expect(shop.calls.some((sent) => sent.headers.authorization !== undefined)).toBe(false);
    await shop.agent.close();
  });

  test('the same value signed for another name, or for another site, does not verify', () => {
    const signer = createCookieSigner(SECRET);
    const signed = signer.sign('session_token', 'tok-123', 'lt.localhost');
    expect(signer.unsign('session_token', signed, 'lt.localhost')).toBe('tok-123');
    expect(signer.unsign('utm_source', signed, 'lt.localhost')).toBeNull();
    expect(signer.unsign('session_token', signed, 'lv.localhost')).toBeNull();
    expect(
      signer.unsign('session_token', signer.sign('utm_source', 'tok-123', 'lt.localhost'), 'lt.localhost'),
    ).toBeNull();
    expect(signer.unsign('session_token', 'tok-123', 'lt.localhost')).toBeNull();
    expect(signer.unsign('session_token', '.abc', 'lt.localhost')).toBeNull();
    expect(createCookieSigner(`${SECRET}x`).unsign('session_token', signed, 'lt.localhost')).toBeNull();
  });

  test('a session cookie made on one site is signed out on another (lv cookie sent to lt)', async () => {
    app = await sessionApp('production');
    const lv = await app.inject({ method: 'POST', url: '/login', headers: { host: 'lv.localhost' } });
    const cookie = lv.cookies.find((c) => c.name === 'session_token')?.value ?? '';
    const onLv = await app.inject({
      url: '/whoami',
      headers: { host: 'lv.localhost' },
      cookies: { session_token: cookie },
    });
    expect(onLv.json()).toEqual({ token: 'tok-123' });
    const onLt = await app.inject({
      url: '/whoami',
      headers: { host: 'lt.localhost' },
      cookies: { session_token: cookie },
    });
    expect(onLt.json()).toEqual({ token: null });
  });

  test('a validly signed token with CR, LF, NUL or another control character counts as signed out', async () => {
    app = await sessionApp('production');
    for (const token of ['tok\r\nx-evil: 1', 'tok\0', 'tok\tx', 'tok\u0085x']) {
      const response = await app.inject({
        url: '/whoami',
        headers: { host: 'lt.localhost' },
        cookies: { session_token: signedCookie(app, 'session_token', token, 'lt.localhost') },
      });
      expect(response.json()).toEqual({ token: null });
    }
  });
});
