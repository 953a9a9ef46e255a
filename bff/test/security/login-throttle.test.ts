import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, SESSION_COOKIE } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { apiPost } from '../helpers/api.js';
import { buildTestApp } from '../helpers/build-app.js';
import { type MockReply, mockShop, type RecordedCall } from '../helpers/mock-shop.js';
import { useMockShopApp } from '../helpers/mock-shop-app.js';
import { sessionCookie } from '../helpers/signed-cookie.js';

// The per-account throttle of failed sign-ins (security/login-throttle.ts) through the real /api routes, in front
// of a fake shop that knows one password per e-mail. Defaults: 5 free failures, then 15 s doubling up to 5 min.
const harness = useMockShopApp();

const OWNER = 'owner@example.test';
const PASSWORD = 'the-right-password';
const user = {
  id: 7,
  email: OWNER,
  first_name: 'Ona',
  last_name: 'P',
  unpaid_orders_count: 0,
  open_orders_count: 0,
  delivery_addresses: [],
  is_pro: false,
  phone_number: null,
};
const SHOP_TOKEN = 'shop-session-token-0123456789abcdef';

/** The shop's login: the user and a token for the right password, its 401 for anything else. */
function shopLogin(call: RecordedCall): MockReply {
  const { password } = call.body as { password: string };
  return password === PASSWORD
    ? { statusCode: 200, data: { user, token: SHOP_TOKEN } }
    : {
        statusCode: 401,
        data: {
          statusCode: 401,
          code: 'UNAUTHORIZED',
          message: ACCOUNT_MESSAGES.wrongCredentials,
          retryable: false,
        },
      };
}

/** A guess from one of many addresses, as a password sprayer behind a botnet sends them. */
let addresses = 0;
const nextAddress = () => `203.0.113.${(addresses++ % 250) + 1}`;
const login = (app: FastifyInstance, password: string, options: { email?: string; host?: string } = {}) =>
  apiPost(
    app,
    '/api/auth/login',
    { email: options.email ?? OWNER, password },
    { remoteAddress: nextAddress(), ...(options.host ? { host: options.host } : {}) },
  );

async function startWithShop(env: Record<string, string> = {}) {
  const app = await harness.start({ env });
  harness.shop().on('POST', '/api/auth/login', shopLogin);
  return app;
}

const shopLogins = () => harness.shop().count('/api/auth/login');

describe('per-account throttle of failed sign-ins (memory)', () => {
  beforeEach(() => {
    // Only Date is faked: the throttle reads Date.now(), while sockets, undici and Fastify keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('failures from different addresses lock the account; a guess during the lock never reaches the shop', async () => {
    const app = await startWithShop();
    // Six addresses, one guess each: the per-IP limit (10 a minute) never sees more than one.
    for (let i = 0; i < 6; i++) expect((await login(app, `guess-${i}`)).statusCode).toBe(401);
    expect(shopLogins()).toBe(6);
    const locked = await login(app, 'guess-6');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many failed attempts for this account; try again in 15 seconds',
      retryable: true,
    });
    expect(locked.headers['retry-after']).toBe('15');
    // Not even the right password is tested while the lock lasts: the shop is not asked.
    expect((await login(app, PASSWORD)).statusCode).toBe(429);
    expect(shopLogins()).toBe(6);
  });

  test('the lock expires, and each further failure doubles it up to the cap', async () => {
    const app = await startWithShop();
    for (let i = 0; i < 6; i++) await login(app, `guess-${i}`);
    vi.advanceTimersByTime(14_000);
    expect((await login(app, 'early')).headers['retry-after']).toBe('1');
    const locks: string[] = [];
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(300_000);
      expect((await login(app, `later-${i}`)).statusCode).toBe(401);
      locks.push(String((await login(app, 'during')).headers['retry-after']));
    }
    expect(locks).toEqual(['30', '60', '120', '240', '300', '300']);
    expect(shopLogins()).toBe(12);
  });

  test('a successful sign-in clears the failures', async () => {
    const app = await startWithShop();
    for (let i = 0; i < 5; i++) expect((await login(app, `guess-${i}`)).statusCode).toBe(401);
    expect((await login(app, PASSWORD)).statusCode).toBe(200);
    // Five free failures again before any lock.
    for (let i = 0; i < 6; i++) expect((await login(app, `again-${i}`)).statusCode).toBe(401);
    expect((await login(app, PASSWORD)).statusCode).toBe(429);
  });

  test('failures are forgotten an hour after the last one', async () => {
    const app = await startWithShop();
    for (let i = 0; i < 5; i++) await login(app, `guess-${i}`);
    vi.advanceTimersByTime(3_600_000);
    for (let i = 0; i < 6; i++) expect((await login(app, `fresh-${i}`)).statusCode).toBe(401);
    expect((await login(app, 'locked-now')).statusCode).toBe(429);
  });

  test('another account is not affected; the same e-mail on another site is the same account', async () => {
    const app = await startWithShop();
    // Spread over the sites: an account signs in on every one of them, so they share one counter.
    const hosts = ['localhost', 'lv.localhost', 'ee.localhost', 'wl3.localhost'];
    for (let i = 0; i < 6; i++)
      await login(app, `guess-${i}`, { host: hosts[i % hosts.length] ?? 'localhost' });
    expect((await login(app, PASSWORD)).statusCode).toBe(429);
    expect((await login(app, PASSWORD, { email: 'other@example.test' })).statusCode).toBe(200);
    expect((await login(app, PASSWORD, { host: 'lv.localhost' })).statusCode).toBe(429);
    // The e-mail as typed (any case, spaces) is the same account: the contract normalises it first.
    expect((await login(app, PASSWORD, { email: '  OWNER@Example.test ' })).statusCode).toBe(429);
  });

  test('a burst of parallel guesses gets no more through than one at a time would', async () => {
    const app = await startWithShop();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(app, `burst-${i}`)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(6);
    expect(codes.filter((code) => code === 429)).toHaveLength(24);
    expect(shopLogins()).toBe(6);
  });

  test('behind a trusted proxy the client is x-forwarded-for, and spreading over addresses does not help', async () => {
    const app = await startWithShop({ TRUSTED_PROXIES: '127.0.0.1' });
    const via = (forwardedFor: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        payload: { email: OWNER, password },
        headers: {
          host: 'lt.localhost',
          origin: 'http://lt.localhost',
          'x-requested-with': 'storefront',
          'x-forwarded-for': forwardedFor,
        },
      });
    for (let i = 0; i < 6; i++) expect((await via(`198.51.100.${i + 1}`, `guess-${i}`)).statusCode).toBe(401);
    expect((await via('198.51.100.99', PASSWORD)).statusCode).toBe(429);
  });

  test('a shop outage is no failure of the guesser’s: it is not counted', async () => {
    const app = await harness.start({ env: { UPSTREAM_CIRCUIT_FAILURES: '0' } });
    let down = true;
    harness
      .shop()
      .on('POST', '/api/auth/login', (call) =>
        down ? { statusCode: 500, data: { message: 'boom' } } : shopLogin(call),
      );
    for (let i = 0; i < 8; i++) expect((await login(app, PASSWORD)).statusCode).toBeGreaterThanOrEqual(500);
    down = false;
    expect((await login(app, PASSWORD)).statusCode).toBe(200);
  });

  test('a password reset clears the e-mail’s failures', async () => {
    const app = await startWithShop();
    harness
      .shop()
      .on('POST', '/api/auth/password-reset', () => ({ statusCode: 200, data: { status: true } }));
    for (let i = 0; i < 6; i++) await login(app, `guess-${i}`);
    expect((await login(app, PASSWORD)).statusCode).toBe(429);
    const reset = await apiPost(app, '/api/auth/password-reset', {
      token: 'a'.repeat(43),
      email: OWNER,
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(app, PASSWORD)).statusCode).toBe(200);
  });

  test('change-password: wrong current passwords lock that session’s attempts, not the owner’s other sessions', async () => {
    const app = await harness.start();
    harness.shop().on('POST', '/api/auth/change-password', (call) =>
      (call.body as { current_password: string }).current_password === PASSWORD
        ? { statusCode: 200, data: { status: true } }
        : {
            statusCode: 400,
            data: {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: 'Invalid request',
              fields: { current_password: ACCOUNT_MESSAGES.wrongCurrentPassword },
              retryable: false,
            },
          },
    );
    const change = (token: string, current: string) =>
      apiPost(
        app,
        '/api/auth/change-password',
        { current_password: current, password: 'next-password', password_confirmation: 'next-password' },
        {
          remoteAddress: nextAddress(),
          headers: { cookie: `${SESSION_COOKIE}=${sessionCookie(app, token, 'lt.localhost')}` },
        },
      );
    const stolen = 'stolen-session-token-0123456789';
    for (let i = 0; i < 6; i++) expect((await change(stolen, `guess-${i}`)).statusCode).toBe(400);
    const locked = await change(stolen, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('15');
    expect(harness.shop().count('/api/auth/change-password')).toBe(6);
    expect((await change('owners-own-session-0123456789', PASSWORD)).statusCode).toBe(200);
  });

  test('a new sign-in e-mail shares that counter: a stolen session gets no second way to guess', async () => {
    const app = await harness.start();
    const wrongOrRight = (call: RecordedCall): MockReply =>
      (call.body as { current_password?: string }).current_password === PASSWORD
        ? { statusCode: 200, data: { status: true } }
        : {
            statusCode: 400,
            data: {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: 'Invalid request',
              fields: { current_password: ACCOUNT_MESSAGES.wrongCurrentPassword },
              retryable: false,
            },
          };
    harness.shop().on('POST', '/api/auth/change-password', wrongOrRight);
    harness.shop().on('POST', '/api/auth/update-contact-info', wrongOrRight);
    const stolen = 'stolen-session-token-abcdef0123';
    const asStolen = {
      remoteAddress: nextAddress(),
      headers: { cookie: `${SESSION_COOKIE}=${sessionCookie(app, stolen, 'lt.localhost')}` },
    };
    for (let i = 0; i < 3; i++) {
      const body = {
        current_password: `guess-${i}`,
        password: 'next-password',
        password_confirmation: 'next-password',
      };
      expect((await apiPost(app, '/api/auth/change-password', body, asStolen)).statusCode).toBe(400);
    }
    const contact = { first_name: 'Ona', last_name: 'P', email: 'thief@example.test' };
    for (let i = 3; i < 6; i++) {
      const body = { ...contact, current_password: `guess-${i}` };
      expect((await apiPost(app, '/api/auth/update-contact-info', body, asStolen)).statusCode).toBe(400);
    }
    const locked = await apiPost(
      app,
      '/api/auth/update-contact-info',
      { ...contact, current_password: PASSWORD },
      asStolen,
    );
    expect(locked.statusCode).toBe(429);
    expect(harness.shop().count('/api/auth/update-contact-info')).toBe(3);
  });
});

describe('per-account throttle with an unreachable Redis', () => {
  test('sign-in goes on: the failed counter lets attempts through rather than refusing them', async () => {
    // Nothing listens on port 1: every Redis command fails (within its 500 ms time-out).
    const app = await startWithShop({ REDIS_URL: 'redis://127.0.0.1:1', LOGIN_THROTTLE_FREE_FAILURES: '0' });
    expect((await login(app, 'wrong')).statusCode).toBe(401);
    expect((await login(app, PASSWORD)).statusCode).toBe(200);
    expect(shopLogins()).toBe(2);
  });
});

// Runs where a Redis is provided (TEST_REDIS_URL), like the rate limit's and the shared cache's Redis tests.
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('per-account throttle shared through Redis', () => {
  const opened: Array<{ app: FastifyInstance; shop: ReturnType<typeof mockShop> }> = [];
  afterEach(async () => {
    for (const { app, shop } of opened.splice(0)) {
      await app.close();
      await shop.agent.close();
    }
  });

  /** A replica on the shared Redis (its key prefix names the test), with its own fake shop to count its calls. */
  async function replica(prefix: string, env: Record<string, string> = {}) {
    const shop = mockShop();
    shop.on('POST', '/api/auth/login', shopLogin);
    const app = await buildTestApp({
      upstreamDispatcher: shop.agent,
      env: { REDIS_URL: redisUrl as string, CACHE_KEY_PREFIX: prefix, ...env },
    });
    opened.push({ app, shop });
    return { app, shop };
  }
  const newPrefix = () => `test-${randomUUID()}:`;

  test('failures on two replicas add up; the lock holds on both, then expires', async () => {
    const prefix = newPrefix();
    const env = { LOGIN_THROTTLE_FREE_FAILURES: '2', LOGIN_THROTTLE_LOCK_MS: '400' };
    const a = await replica(prefix, env);
    const b = await replica(prefix, env);
    expect((await login(a.app, 'one')).statusCode).toBe(401);
    expect((await login(b.app, 'two')).statusCode).toBe(401);
    expect((await login(a.app, 'three')).statusCode).toBe(401);
    for (const { app } of [a, b]) {
      const locked = await login(app, PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('1');
    }
    expect(a.shop.count('/api/auth/login') + b.shop.count('/api/auth/login')).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await login(b.app, PASSWORD)).statusCode).toBe(200);
    // The success cleared the account on every replica.
    expect((await login(a.app, 'fresh')).statusCode).toBe(401);
  });

  test('a parallel burst over two replicas gets no more through than the free failures and one', async () => {
    const prefix = newPrefix();
    const apps = [(await replica(prefix)).app, (await replica(prefix)).app];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(apps[i % 2] as FastifyInstance, `burst-${i}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(6);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(14);
  });

  test('another account is not affected, and no e-mail appears in a key', async () => {
    const prefix = newPrefix();
    const { app } = await replica(prefix, { LOGIN_THROTTLE_FREE_FAILURES: '0' });
    expect((await login(app, 'wrong')).statusCode).toBe(401);
    expect((await login(app, PASSWORD)).statusCode).toBe(429);
    expect((await login(app, PASSWORD, { email: 'other@example.test' })).statusCode).toBe(200);
    const keys = (await app.redis?.keys(`${prefix}login-throttle:*`)) ?? [];
    expect(keys).toHaveLength(1);
    expect(keys.join()).not.toMatch(/owner|example/i);
  });
});
