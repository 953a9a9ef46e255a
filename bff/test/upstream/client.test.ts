import { CALL_POLICIES, type CallPolicyName } from '@storefront/shared-types';
import { afterEach, describe, expect, test } from 'vitest';
import { createMetrics } from '../../src/plugins/metrics.js';
import { createUpstreamClient } from '../../src/upstream/client.js';
import { UpstreamError } from '../../src/upstream/upstream-error.js';
import type { UpstreamRequest } from '../../src/upstream/upstream-request.js';
import { connectionRefused, mockShop, SHOP_ORIGIN } from '../helpers/mock-shop.js';

type Shop = ReturnType<typeof mockShop>;
let shop: Shop;
let metrics: ReturnType<typeof createMetrics>;

function client(
  options: {
    maxResponseBytes?: number;
    policies?: Record<string, { timeoutMs: number; retries: number }>;
  } = {},
) {
  shop = mockShop();
  metrics = createMetrics();
  return createUpstreamClient({
    baseUrl: SHOP_ORIGIN,
    dispatcher: shop.agent,
    connectTimeoutMs: 1_000,
    maxResponseBytes: options.maxResponseBytes ?? 5 * 1024 * 1024,
    connections: 4,
    metrics,
    // No waiting between retries: the policy under test is how many attempts, not how long they sleep.
    random: () => 0,
    ...(options.policies ? { policies: options.policies } : {}),
  });
}

afterEach(async () => {
  await shop?.agent.close();
});

const call = (policy: CallPolicyName, extra: Partial<UpstreamRequest> = {}): UpstreamRequest => ({
  call: policy,
  method: 'POST',
  path: '/api/x',
  body: { a: 1 },
  policy,
  host: 'lt.shop.test',
  ...extra,
});

const retrying = (Object.keys(CALL_POLICIES) as CallPolicyName[]).filter(
  (name) => CALL_POLICIES[name].retries > 0,
);
const notRetrying = (Object.keys(CALL_POLICIES) as CallPolicyName[]).filter(
  (name) => CALL_POLICIES[name].retries === 0,
);

describe('retries follow spec §9 per call', () => {
  test('the listed calls are exactly cart fetch, checkout fetch/invalidate, current user, locale change and utm', () => {
    expect(Object.fromEntries(retrying.map((name) => [name, CALL_POLICIES[name].retries]))).toEqual({
      cartFetch: 2,
      checkoutFetch: 2,
      checkoutInvalidate: 2,
      currentUser: 3,
      localeChange: 2,
      utm: 3,
    });
  });

  test.each(retrying)('%s is tried 1 + its retries times on 503, then answers 503', async (policy) => {
    const upstream = client();
    shop.on('POST', '/api/x', () => ({ statusCode: 503, data: { message: 'busy' } }));
    const response = await upstream.send(call(policy));
    expect(response.statusCode).toBe(503);
    expect(shop.count('/api/x')).toBe(1 + CALL_POLICIES[policy].retries);
  });

  test.each(retrying)('%s is tried once on 400', async (policy) => {
    const upstream = client();
    shop.on('POST', '/api/x', () => ({ statusCode: 400, data: { message: 'bad' } }));
    const response = await upstream.send(call(policy));
    expect(response.statusCode).toBe(400);
    expect(shop.count('/api/x')).toBe(1);
  });

  test.each(retrying)('%s is not retried on a 500 (only 502/503/504 are)', async (policy) => {
    const upstream = client();
    shop.on('POST', '/api/x', () => ({ statusCode: 500, data: { message: 'boom' } }));
    await upstream.send(call(policy));
    expect(shop.count('/api/x')).toBe(1);
  });

  test.each(notRetrying)('a call outside the list (%s) is never retried', async (policy) => {
    const upstream = client();
    shop.on('POST', '/api/x', () => ({ statusCode: 503, data: {} }));
    const response = await upstream.send(call(policy));
    expect(response.statusCode).toBe(503);
    expect(shop.count('/api/x')).toBe(1);
  });

  test('a retry that succeeds returns the success', async () => {
    const upstream = client();
    let n = 0;
    shop.on('POST', '/api/x', () =>
      ++n < 3 ? { statusCode: 502, data: {} } : { statusCode: 200, data: { ok: 1 } },
    );
    const response = await upstream.send(call('currentUser'));
    expect(response).toMatchObject({ statusCode: 200, body: { ok: 1 } });
    expect(n).toBe(3);
  });

  test('connection errors are retried, then reported as 503 unavailable', async () => {
    const upstream = client();
    shop.failWith('POST', '/api/x', connectionRefused(), 10);
    const error = await upstream.send(call('utm')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).body).toMatchObject({
      statusCode: 503,
      code: 'UPSTREAM_UNAVAILABLE',
      retryable: true,
    });
    const attempts = (await metrics.upstreamCalls.get()).values.find(
      (value) => value.labels.outcome === 'connection_error',
    );
    expect(attempts?.value).toBe(1 + CALL_POLICIES.utm.retries);
  });

  test('a Retry-After longer than the deadline is not waited for', async () => {
    const upstream = client();
    shop.on('POST', '/api/x', () => ({ statusCode: 503, data: {}, headers: { 'retry-after': '5' } }));
    const response = await upstream.send(call('localeChange'));
    expect(response.statusCode).toBe(503);
    expect(shop.count('/api/x')).toBe(1);
  });

  test('a Retry-After of 0 seconds retries at once', async () => {
    const upstream = client();
    let n = 0;
    shop.on('POST', '/api/x', () =>
      ++n === 1
        ? { statusCode: 503, data: {}, headers: { 'retry-after': '0' } }
        : { statusCode: 200, data: [] },
    );
    expect((await upstream.send(call('localeChange'))).statusCode).toBe(200);
    expect(n).toBe(2);
  });
});

describe('time-outs, size cap and parsing', () => {
  test('a call slower than its time-out fails with 504 at the deadline, not when the shop answers', async () => {
    const upstream = client({ policies: { default: { timeoutMs: 50, retries: 0 } } });
    shop.on('POST', '/api/x', () => ({ statusCode: 200, data: {} }), 2_000);
    const started = Date.now();
    const error = await upstream.send(call('default')).catch((e: unknown) => e);
    expect((error as UpstreamError).body).toMatchObject({ statusCode: 504, code: 'UPSTREAM_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test('the deadline covers the retries', async () => {
    const upstream = client({ policies: { utm: { timeoutMs: 80, retries: 3 } } });
    shop.on('POST', '/api/x', () => ({ statusCode: 503, data: {} }), 50);
    const error = await upstream.send(call('utm')).catch((e: unknown) => e);
    expect((error as UpstreamError).statusCode).toBe(504);
    expect(shop.count('/api/x')).toBeLessThan(4);
  });

  test('an answer bigger than the cap is refused with 502', async () => {
    const upstream = client({ maxResponseBytes: 100 });
    shop.on('POST', '/api/x', () => ({ statusCode: 200, data: { blob: 'x'.repeat(1_000) } }));
    const error = await upstream.send(call('default')).catch((e: unknown) => e);
    expect((error as UpstreamError).body).toMatchObject({
      statusCode: 502,
      code: 'UPSTREAM_INVALID_RESPONSE',
    });
  });

  test('a body that is not JSON is refused with 502', async () => {
    const upstream = client();
    shop.on('POST', '/api/x', () => ({ statusCode: 200, data: '<html>oops' }));
    const error = await upstream.send(call('default')).catch((e: unknown) => e);
    expect((error as UpstreamError).statusCode).toBe(502);
  });

  test('an empty body is undefined', async () => {
    const upstream = client();
    shop.on('POST', '/api/x', () => ({ statusCode: 200 }));
    expect((await upstream.send(call('default'))).body).toBeUndefined();
  });
});

describe('what is sent', () => {
  test('Host, bearer token, cookie, request id and JSON body reach the shop; time is added to the request', async () => {
    const upstream = client();
    shop.on('POST', '/api/x', () => ({ statusCode: 200, data: { ok: true } }));
    const timing = { upstreamTimeMs: 0 };
    await upstream.send(
      call('default', { host: 'lv.shop.test', token: 'tok-1', cookie: 'a=b', requestId: 'req-9', timing }),
    );
    const [sent] = shop.calls;
    expect(sent?.headers).toMatchObject({
      host: 'lv.shop.test',
      authorization: 'Bearer tok-1',
      cookie: 'a=b',
      'x-request-id': 'req-9',
      'content-type': 'application/json',
    });
    expect(sent?.body).toEqual({ a: 1 });
    expect(timing.upstreamTimeMs).toBeGreaterThan(0);
  });

  test('no token means no Authorization header', async () => {
    const upstream = client();
    shop.on('GET', '/api/x', () => ({ statusCode: 200, data: [] }));
    await upstream.send(call('default', { method: 'GET', body: undefined }));
    expect(shop.calls[0]?.headers.authorization).toBeUndefined();
  });

  test.each(['tok\r\nx-evil: 1', 'tok\nx', 'tok\rx', 'tok\0x', 'tok\tx'])(
    'a header value with a control character (%j) is never sent; the call goes without it',
    async (bad) => {
      const upstream = client();
      shop.on('POST', '/api/x', () => ({ statusCode: 200, data: { ok: true } }));
      const response = await upstream.send(call('default', { token: bad, cookie: bad, requestId: bad }));
      expect(response.statusCode).toBe(200);
      const headers = shop.calls[0]?.headers ?? {};
      expect(headers.authorization).toBeUndefined();
      expect(headers.cookie).toBeUndefined();
      expect(headers['x-request-id']).toBeUndefined();
      expect(headers['x-evil']).toBeUndefined();
      expect(headers.host).toBe('lt.shop.test');
    },
  );
});
