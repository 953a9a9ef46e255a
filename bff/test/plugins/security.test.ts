import { randomUUID } from 'node:crypto';
import { RESERVATION_PAYMENT_WINDOW_MIN } from '@storefront/shared-types';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { serverOptions } from '../../src/config/server-options.js';
import csp from '../../src/plugins/csp.js';
import errorHandler from '../../src/plugins/error-handler.js';
import helmet from '../../src/plugins/helmet.js';
import rateLimit from '../../src/plugins/rate-limit.js';
import redis from '../../src/plugins/redis.js';
import { isRateLimitedAuthRoute } from '../../src/security/auth-rate-limit.js';
import { buildTestApp } from '../helpers/build-app.js';
import { directive } from '../routes/pages/page-fixtures.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const SECRET = 'test-cookie-secret-that-is-long-enough-0123456789';

// The security plugins with stand-ins for the auth routes (owned by the accounts work) and one ordinary call.
async function withAuthRoutes(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', COOKIE_SECRET: SECRET, ...env });
  const app = Fastify(serverOptions(config));
  apps.push(app);
  await app.register(
    fp(async (instance) => {
      instance.decorate('config', config);
      await instance.register(redis);
      await instance.register(helmet);
      await instance.register(csp);
      await instance.register(rateLimit);
      await instance.register(errorHandler);
      await instance.register(
        async (api) => {
          for (const path of [
            '/auth/login',
            '/auth/register',
            '/auth/request-password-reset',
            '/cart/fetch',
            '/reservations/create',
          ]) {
            api.post(path, async () => ({ ok: true }));
          }
          api.get('/auth/login', async () => ({ ok: true }));
        },
        { prefix: '/api' },
      );
    }),
  );
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string) => app.inject({ method: 'POST', url, payload: {} });

describe('security headers', () => {
  test('every answer carries the helmet headers and a base CSP that allows no inline script', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const response = await app.inject({ url: '/healthz', headers: { host: 'lv.localhost' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
    // Plain http on *.localhost in development: no HSTS, no upgrade of every request to https.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  test('API answers get the headers that matter for JSON, with a CSP that allows nothing', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const response = await app.inject({ url: '/api/nope', headers: { host: 'lv.localhost' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    // Document-only headers are left off JSON.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-xss-protection']).toBeUndefined();
  });

  test('production adds HSTS and upgrade-insecure-requests', async () => {
    const app = await buildTestApp({ env: { NODE_ENV: 'production' } });
    apps.push(app);
    const response = await app.inject({ url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  test('a body over the limit is refused with 413 in the error shape', async () => {
    const app = await withAuthRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/cart/fetch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ junk: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413 });
  });
});

describe('rate limits on auth calls', () => {
  test.each([
    ['POST', '/api/auth/login', true],
    ['POST', '/api/auth/register', true],
    ['POST', '/api/auth/register/check-client', true],
    ['POST', '/api/auth/request-password-reset', true],
    ['POST', '/api/auth/password-reset', true],
    ['POST', '/api/auth/change-password', true],
    // A new e-mail is checked against the current password there: limited like a sign-in.
    ['POST', '/api/auth/update-contact-info', true],
    ['POST', '/api/auth/email-change/confirm', true],
    ['POST', '/api/auth/email-change/undo', true],
    ['POST', '/api/auth/logout', false],
    ['POST', '/api/auth/getCurrentUser', false],
    ['GET', '/api/auth/login', false],
    ['POST', '/api/cart/fetch', false],
    // Public parcel lookup: numbers must not be walked.
    ['POST', '/api/tracking/get', true],
    // Public forwarding calculator and create-order link (#27): anyone may call them.
    ['POST', '/api/forwarding/calculate', true],
    ['POST', '/api/create-order/get', true],
    ['POST', '/api/create-order/accept', false],
    // Reserving a phone (#28): a guest needs only an e-mail; viewing or paying one needs its link's token.
    // Reserving a phone has its own limit (over the payment window), tested below.
    ['POST', '/api/reservations/create', false],
    ['POST', '/api/reservations/get', false],
    // A guest names an order by its number and e-mail to claim on it (#28): pairs must not be walked.
    ['POST', '/api/claims/order', true],
    ['POST', '/api/claims/create', true],
    ['POST', '/api/claims/of-order', false],
    ['POST', '/api/quotes/get', false],
    ['POST', '/api/my-orders/get-my-orders', false],
  ])('%s %s limited: %s', (method, url, limited) => {
    expect(isRateLimitedAuthRoute(method, url)).toBe(limited);
  });

  test('login is refused with 429 in the error shape after the allowed attempts; other calls are not limited', async () => {
    const app = await withAuthRoutes({ AUTH_RATE_LIMIT_MAX: '3' });
    for (let i = 0; i < 3; i++) expect((await post(app, '/api/auth/login')).statusCode).toBe(200);
    const refused = await post(app, '/api/auth/login');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await post(app, '/api/cart/fetch')).statusCode).toBe(200);
  });

  test('reserving a phone: RESERVATION_RATE_LIMIT_MAX per address over the whole payment window', async () => {
    const app = await withAuthRoutes({ AUTH_RATE_LIMIT_MAX: '100', RESERVATION_RATE_LIMIT_MAX: '2' });
    for (let i = 0; i < 2; i++) expect((await post(app, '/api/reservations/create')).statusCode).toBe(200);
    const refused = await post(app, '/api/reservations/create');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    // Not a minute, as for sign-in: the 30 minutes an unpaid reservation holds its unit of stock.
    const retryAfterS = Number(refused.headers['retry-after']);
    expect(retryAfterS).toBeGreaterThan(29 * 60);
    expect(retryAfterS).toBeLessThanOrEqual(RESERVATION_PAYMENT_WINDOW_MIN * 60);
    expect((await post(app, '/api/auth/login')).statusCode).toBe(200);
  });

  test('each auth route counts separately per client', async () => {
    const app = await withAuthRoutes({ AUTH_RATE_LIMIT_MAX: '1' });
    expect((await post(app, '/api/auth/login')).statusCode).toBe(200);
    expect((await post(app, '/api/auth/register')).statusCode).toBe(200);
    expect((await post(app, '/api/auth/login')).statusCode).toBe(429);
  });

  // Runs where a Redis is provided (TEST_REDIS_URL), like the shared cache's Redis tests.
  const redisUrl = process.env.TEST_REDIS_URL;
  test.skipIf(!redisUrl)('with REDIS_URL two replicas share the counters', async () => {
    const env = {
      AUTH_RATE_LIMIT_MAX: '3',
      REDIS_URL: redisUrl as string,
      CACHE_KEY_PREFIX: `test-${randomUUID()}:`,
    };
    const [a, b] = [await withAuthRoutes(env), await withAuthRoutes(env)];
    expect((await post(a, '/api/auth/login')).statusCode).toBe(200);
    expect((await post(b, '/api/auth/login')).statusCode).toBe(200);
    expect((await post(a, '/api/auth/login')).statusCode).toBe(200);
    expect((await post(b, '/api/auth/login')).statusCode).toBe(429);
  });
});
