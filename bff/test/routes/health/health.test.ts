import type { FastifyInstance } from 'fastify';
import { MockAgent } from 'undici';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp } from '../../helpers/build-app.js';
import { fakeWebRenderer } from '../../helpers/fake-web-renderer.js';
import { fakeShop, SHOP_ORIGIN } from '../pages/page-fixtures.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A shop whose /healthz can be switched between up (200) and down (503), counting the pings. */
function switchableShop() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const state = { up: true, pings: 0 };
  agent
    .get(SHOP_ORIGIN)
    .intercept({ path: '/healthz', method: 'GET' })
    .reply(() => {
      state.pings++;
      return state.up ? { statusCode: 200, data: '{"status":"ok"}' } : { statusCode: 503, data: '' };
    })
    .persist();
  return { agent, state };
}

test('/healthz answers without calling the shop', async () => {
  const shop = switchableShop();
  app = await buildTestApp({ upstreamDispatcher: shop.agent });
  const response = await app.inject({ url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
  expect(shop.state.pings).toBe(0);
});

test('/readyz follows the shop: 200 while it answers, 503 when it is down, 200 when it is back', async () => {
  const shop = switchableShop();
  app = await buildTestApp({ upstreamDispatcher: shop.agent, env: { READY_PROBE_CACHE_MS: '0' } });
  const ready = await app.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.headers['retry-after']).toBeUndefined();
  shop.state.up = false;
  const down = await app.inject({ url: '/readyz' });
  expect(down.statusCode).toBe(503);
  expect(down.json()).toEqual({ status: 'upstream unreachable' });
  // Every 503 says when to ask again (README "API errors").
  expect(down.headers['retry-after']).toBe('1');
  shop.state.up = true;
  expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
});

test('/readyz is 503 when the shop cannot be reached at all', async () => {
  const agent = new MockAgent();
  agent.disableNetConnect();
  app = await buildTestApp({ upstreamDispatcher: agent });
  expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
});

test('/readyz reuses one probe for a burst of checks', async () => {
  const shop = switchableShop();
  app = await buildTestApp({ upstreamDispatcher: shop.agent, env: { READY_PROBE_CACHE_MS: '60000' } });
  const server = app;
  const answers = await Promise.all(Array.from({ length: 20 }, () => server.inject({ url: '/readyz' })));
  expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  expect(shop.state.pings).toBe(1);
});

test('/readyz is 503 while draining for shutdown, though the shop is up', async () => {
  const shop = switchableShop();
  app = await buildTestApp({ upstreamDispatcher: shop.agent });
  app.readiness.draining = true;
  const response = await app.inject({ url: '/readyz' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'draining' });
  expect(response.headers['retry-after']).toBe('1');
});

test('/metrics exposes request, upstream and cache counters in Prometheus text', async () => {
  const shop = fakeShop();
  app = await buildTestApp({ upstreamDispatcher: shop.agent, webRenderer: fakeWebRenderer() });
  await app.inject({ url: '/lv', headers: { host: 'lv.localhost' } });
  await app.inject({ url: '/lv/cart', headers: { host: 'lv.localhost' } });
  const response = await app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = response.body;
  expect(text).toContain('# TYPE bff_http_requests_total counter');
  expect(text).toContain('bff_http_requests_total{method="GET",route="/*",status="200"} 2');
  expect(text).toMatch(/bff_upstream_calls_total\{call="store-config",outcome="[^"]+"\} 1/);
  // The second page found the store config cached.
  expect(text).toMatch(/bff_cache_lookups_total\{cache="store-config",result="hit"\} 1/);
  expect(text).toContain('bff_http_request_duration_seconds_bucket');
  // And the process's own: CPU, memory, event-loop lag.
  expect(text).toContain('bff_process_cpu_user_seconds_total');
  expect(text).toContain('bff_nodejs_eventloop_lag_seconds');
});
