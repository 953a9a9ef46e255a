import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import cookies from '../../src/plugins/cookies.js';
import session from '../../src/plugins/session.js';
import { buildTestApp } from '../helpers/build-app.js';
import { mockShop } from '../helpers/mock-shop.js';

const SECRET = 'session-test-secret-that-is-long-enough-0123';

async function sessionApp(nodeEnv: 'production' | 'development'): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('config', loadConfig({ NODE_ENV: nodeEnv, COOKIE_SECRET: SECRET }));
  await app.register(cookies);
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
    const signed = app.signCookie('tok-123');
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
    const signed = app.signCookie('tok-abc');
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
