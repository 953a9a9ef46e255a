// The client's protection of a failing shop: the retry budget over all calls, and the circuit breaker.
import { afterEach, describe, expect, test } from 'vitest';
import { createMetrics } from '../../src/plugins/metrics.js';
import { createCircuitBreaker } from '../../src/upstream/circuit-breaker.js';
import { createUpstreamClient } from '../../src/upstream/client.js';
import { createRetryBudget } from '../../src/upstream/retry-budget.js';
import { isOverBudget, UpstreamError } from '../../src/upstream/upstream-error.js';
import type { UpstreamRequest } from '../../src/upstream/upstream-request.js';
import { connectionRefused, mockShop, SHOP_ORIGIN } from '../helpers/mock-shop.js';

let shop: ReturnType<typeof mockShop>;

afterEach(async () => {
  await shop?.agent.close();
});

function client(options: { failureThreshold?: number; openMs?: number; ratio?: number } = {}) {
  shop = mockShop();
  const metrics = createMetrics();
  const upstream = createUpstreamClient({
    baseUrl: SHOP_ORIGIN,
    dispatcher: shop.agent,
    connectTimeoutMs: 1_000,
    maxResponseBytes: 1_000_000,
    connections: 4,
    metrics,
    random: () => 0,
    retryBudget: createRetryBudget({ ratio: options.ratio ?? 0.2, windowMs: 10_000, minRetries: 3 }),
    breaker: createCircuitBreaker({
      failureThreshold: options.failureThreshold ?? 0,
      openMs: options.openMs ?? 60_000,
    }),
  });
  return { upstream, metrics };
}

const currentUser: UpstreamRequest = {
  call: 'current-user',
  method: 'POST',
  path: '/api/x',
  body: {},
  policy: 'currentUser',
  host: 'lt.shop.test',
};

describe('retry budget', () => {
  test('100 calls against a 503ing shop make at most 1.2× their number of attempts (3 retries each allowed)', async () => {
    const { upstream, metrics } = client();
    shop.on('POST', '/api/x', () => ({ statusCode: 503, data: {} }));
    for (let i = 0; i < 100; i += 1) expect((await upstream.send(currentUser)).statusCode).toBe(503);
    expect(shop.count('/api/x') / 100).toBeLessThanOrEqual(1.2);
    expect((await metrics.upstreamRetriesDenied.get()).values[0]?.value).toBeGreaterThan(0);
  });

  test('connection errors draw on the same budget', async () => {
    const { upstream, metrics } = client();
    shop.failWith('POST', '/api/x', connectionRefused(), 1_000);
    for (let i = 0; i < 50; i += 1) await upstream.send(currentUser).catch(() => undefined);
    const attempts = (await metrics.upstreamCalls.get()).values.find(
      (value) => value.labels.outcome === 'connection_error',
    )?.value;
    expect(attempts).toBeGreaterThanOrEqual(50);
    expect((attempts ?? 0) / 50).toBeLessThanOrEqual(1.2);
  });

  test("the bff's own probes (literal policies) buy no retries for the calls clients cause", async () => {
    const { upstream } = client();
    shop.on('GET', '/healthz', () => ({ statusCode: 200, data: {} }));
    shop.on('POST', '/api/x', () => ({ statusCode: 503, data: {} }));
    const probe = {
      ...currentUser,
      method: 'GET' as const,
      path: '/healthz',
      policy: { timeoutMs: 1_000, retries: 0 },
    };
    for (let i = 0; i < 50; i += 1) await upstream.send(probe);
    for (let i = 0; i < 5; i += 1) await upstream.send(currentUser);
    // 5 calls: the budget's minimum of 3 retries, not a fifth of 55.
    expect(shop.count('/api/x')).toBe(5 + 3);
  });

  test('a lone failure is still retried as §9 says (the budget keeps a minimum)', async () => {
    const { upstream } = client();
    let n = 0;
    shop.on('POST', '/api/x', () =>
      ++n < 3 ? { statusCode: 503, data: {} } : { statusCode: 200, data: {} },
    );
    expect((await upstream.send(currentUser)).statusCode).toBe(200);
    expect(n).toBe(3);
  });
});

describe('circuit breaker', () => {
  test('after 5 failures in a row calls fail at once with 503 and Retry-After, without reaching the shop', async () => {
    const { upstream, metrics } = client({ failureThreshold: 5, openMs: 30_000 });
    shop.on('POST', '/api/x', () => ({ statusCode: 503, data: {} }));
    const plain = { ...currentUser, policy: 'default' as const };
    for (let i = 0; i < 5; i += 1) await upstream.send(plain);
    expect(shop.count('/api/x')).toBe(5);
    const error = await upstream.send(plain).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).body).toMatchObject({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' });
    expect((error as { headers?: Record<string, string> }).headers?.['retry-after']).toBe('30');
    expect(shop.count('/api/x')).toBe(5);
    expect((await metrics.upstreamShortCircuited.get()).values[0]?.value).toBe(1);
  });

  test('a retry stops as soon as the circuit opens', async () => {
    const { upstream } = client({ failureThreshold: 2 });
    shop.on('POST', '/api/x', () => ({ statusCode: 503, data: {} }));
    await upstream.send(currentUser);
    expect(shop.count('/api/x')).toBe(2);
  });

  test("the bff's own probes go out while the circuit is open, and their failures do not open it", async () => {
    const { upstream } = client({ failureThreshold: 2, openMs: 30_000 });
    let healthy = false;
    shop.on('GET', '/healthz', () => ({ statusCode: healthy ? 200 : 503, data: {} }));
    shop.on('POST', '/api/x', () => ({ statusCode: 503, data: {} }));
    const probe = {
      ...currentUser,
      method: 'GET' as const,
      path: '/healthz',
      policy: { timeoutMs: 1_000, retries: 0 },
    };
    for (let i = 0; i < 5; i += 1) expect((await upstream.send(probe)).statusCode).toBe(503);
    const plain = { ...currentUser, policy: 'default' as const };
    await upstream.send(plain);
    await upstream.send(plain);
    await expect(upstream.send(plain)).rejects.toBeInstanceOf(UpstreamError);
    healthy = true;
    expect((await upstream.send(probe)).statusCode).toBe(200);
    expect(shop.count('/healthz')).toBe(6);
  });

  test('4xx and 500 answers show the shop is up: they never open the circuit', async () => {
    const { upstream } = client({ failureThreshold: 2 });
    let status = 400;
    shop.on('POST', '/api/x', () => ({ statusCode: status, data: { message: 'no' } }));
    const plain = { ...currentUser, policy: 'default' as const };
    for (let i = 0; i < 5; i += 1) await upstream.send(plain);
    status = 500;
    for (let i = 0; i < 5; i += 1) await upstream.send(plain);
    expect(shop.count('/api/x')).toBe(10);
  });

  test('after the open time a probe goes out, and its success closes the circuit', async () => {
    const { upstream } = client({ failureThreshold: 1, openMs: 50 });
    let up = false;
    shop.on('POST', '/api/x', () => (up ? { statusCode: 200, data: {} } : { statusCode: 503, data: {} }));
    const plain = { ...currentUser, policy: 'default' as const };
    await upstream.send(plain);
    await expect(upstream.send(plain)).rejects.toBeInstanceOf(UpstreamError);
    up = true;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await upstream.send(plain)).statusCode).toBe(200);
    expect((await upstream.send(plain)).statusCode).toBe(200);
    expect(shop.count('/api/x')).toBe(3);
  });
});

describe('a shop that accepts calls and never answers', () => {
  test("the half-open circuit's probe waits the open time, not the call's 60 s, and its time-out reopens it", async () => {
    const { upstream } = client({ failureThreshold: 1, openMs: 100 });
    // One refused connection opens the circuit; after that the shop takes every call and answers none in time.
    shop.failWith('POST', '/api/x', connectionRefused(), 1);
    shop.on('POST', '/api/x', () => ({ statusCode: 200, data: {} }), 5_000);
    const plain = { ...currentUser, policy: 'default' as const };
    await expect(upstream.send(plain)).rejects.toBeInstanceOf(UpstreamError);
    await new Promise((resolve) => setTimeout(resolve, 120));
    const started = performance.now();
    const probe = await upstream.send(plain).catch((e: unknown) => e);
    // Cut at the open time (100 ms here, 5 s by default), long before the shop's 5 s or the policy's 60 s.
    expect(performance.now() - started).toBeLessThan(2_500);
    expect((probe as UpstreamError).body).toMatchObject({ statusCode: 504, code: 'UPSTREAM_TIMEOUT' });
    // The probe's time-out opened the circuit again: the next call is refused at once, nothing sent.
    const sent = shop.count('/api/x');
    const refused = await upstream.send(plain).catch((e: unknown) => e);
    expect((refused as UpstreamError).body).toMatchObject({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' });
    expect(shop.count('/api/x')).toBe(sent);
  });

  test('a closed circuit keeps the policy time-out: a slow answer within it is an answer', async () => {
    const { upstream } = client({ failureThreshold: 1, openMs: 100 });
    shop.on('POST', '/api/x', () => ({ statusCode: 200, data: {} }), 300);
    const answer = await upstream.send({ ...currentUser, policy: 'default' });
    expect(answer.statusCode).toBe(200);
  });
});

describe("a caller's deadline (a page's budget)", () => {
  test('the call is abandoned at the deadline with a 503, long before its policy time-out', async () => {
    const { upstream } = client({ failureThreshold: 1 });
    shop.on('POST', '/api/x', () => ({ statusCode: 200, data: {} }), 2_000);
    const started = performance.now();
    const error = await upstream
      .send({ ...currentUser, policy: 'default', deadline: Date.now() + 50 })
      .catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(isOverBudget(error)).toBe(true);
    expect((error as UpstreamError).body).toMatchObject({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' });
  });

  test('an abandoned call says nothing about the shop: the circuit stays closed', async () => {
    const { upstream } = client({ failureThreshold: 1 });
    shop.on('POST', '/api/x', () => ({ statusCode: 200, data: {} }), 300);
    const plain = { ...currentUser, policy: 'default' as const };
    await upstream.send({ ...plain, deadline: Date.now() + 20 }).catch(() => undefined);
    expect((await upstream.send(plain)).statusCode).toBe(200);
  });

  test('a deadline already past sends nothing', async () => {
    const { upstream } = client();
    shop.on('POST', '/api/x', () => ({ statusCode: 200, data: {} }));
    const error = await upstream.send({ ...currentUser, deadline: Date.now() - 1 }).catch((e: unknown) => e);
    expect(isOverBudget(error)).toBe(true);
    expect(shop.count('/api/x')).toBe(0);
  });
});
