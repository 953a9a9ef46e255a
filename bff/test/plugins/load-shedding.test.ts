import type { FastifyInstance } from 'fastify';
import { MockAgent } from 'undici';
import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_SHED_MAX_EVENT_LOOP_DELAY_MS, loadConfig } from '../../src/config/env.js';
import { buildTestApp } from '../helpers/build-app.js';
import { buildLoggedApp } from '../helpers/logged-app.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A shop that answers its health check (for /readyz) and nothing else. */
function healthyShop() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  agent
    .get('http://shop-api.test')
    .intercept({ path: '/healthz', method: 'GET' })
    .reply(200, '{"status":"ok"}')
    .persist();
  return agent;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while the event loop lags as a flood of renders makes it (every turn held for about 60 ms), once the
 * app has measured the lag: every sample interval then sees it, however busy the machine is.
 */
async function whileLagging<T>(server: FastifyInstance, overMs: number, work: () => Promise<T>): Promise<T> {
  let lagging = true;
  const lagger = (async () => {
    while (lagging) {
      const until = Date.now() + 60;
      while (Date.now() < until) {
        // busy: nothing else runs
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  try {
    const started = Date.now();
    for (;;) {
      const delay = server.memoryUsage().eventLoopDelay;
      if (Number.isFinite(delay) && delay > overMs) break;
      if (Date.now() - started > 10_000) throw new Error('the event-loop delay was never measured');
      await sleep(20);
    }
    return await work();
  } finally {
    lagging = false;
    await lagger;
  }
}

async function shedCount(server: FastifyInstance): Promise<number> {
  const metric = await server.metrics.shedRequests.get();
  return metric.values.find((value) => value.labels.reason === 'event_loop_delay')?.value ?? 0;
}

describe('load shedding on event-loop delay', () => {
  test('past the limit every request but the ops routes answers 503 + Retry-After at once; they answer as usual', async () => {
    const logged = await buildLoggedApp({
      upstreamDispatcher: healthyShop(),
      env: { SHED_MAX_EVENT_LOOP_DELAY_MS: '20' },
    });
    app = logged.server;
    const server = app;
    const [shed, page, healthz, readyz, metrics] = await whileLagging(server, 20, () =>
      Promise.all([
        server.inject({ method: 'POST', url: '/api/store-config', payload: { langIso: 'lt' } }),
        server.inject({ url: '/lt/c/electronics' }),
        server.inject({ url: '/healthz' }),
        server.inject({ url: '/readyz' }),
        server.inject({ url: '/metrics' }),
      ]),
    );
    for (const response of [shed, page]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toMatchObject({
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The server is overloaded; try again shortly',
        retryable: true,
      });
    }
    expect(healthz.statusCode).toBe(200);
    // /readyz answers itself: the delay is under READY_MAX_EVENT_LOOP_DELAY_MS and the shop is up.
    expect(readyz.json()).toEqual({ status: 'ok' });
    expect(metrics.statusCode).toBe(200);
    expect(await shedCount(server)).toBe(2);
    // Counted, and one warning for both: no error (with a stack) per shed request.
    const lines = logged.lines();
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(lines.filter((line) => line.reason === 'event_loop_delay')).toEqual([
      expect.objectContaining({ level: 40, shed: 1 }),
    ]);
  });

  test('once the loop has caught up, requests are served again', async () => {
    app = await buildTestApp({
      upstreamDispatcher: healthyShop(),
      env: { SHED_MAX_EVENT_LOOP_DELAY_MS: '20' },
    });
    const server = app;
    const shed = await whileLagging(server, 20, () => server.inject({ url: '/api/no-such-route' }));
    expect(shed.statusCode).toBe(503);
    for (let waited = 0; server.memoryUsage().eventLoopDelay > 20; waited += 50) {
      if (waited > 5_000) throw new Error('the loop never caught up');
      await sleep(50);
    }
    expect((await server.inject({ url: '/api/no-such-route' })).statusCode).toBe(404);
  });

  test('with the limit 0 nothing is shed, and /readyz still reports a lagging loop', async () => {
    app = await buildTestApp({
      upstreamDispatcher: healthyShop(),
      env: { SHED_MAX_EVENT_LOOP_DELAY_MS: '0', READY_MAX_EVENT_LOOP_DELAY_MS: '20' },
    });
    const server = app;
    const [other, readyz] = await whileLagging(server, 20, () =>
      Promise.all([server.inject({ url: '/api/no-such-route' }), server.inject({ url: '/readyz' })]),
    );
    expect(other.statusCode).toBe(404);
    expect(readyz.statusCode).toBe(503);
    expect(readyz.json()).toMatchObject({ status: 'overloaded' });
    expect(await shedCount(server)).toBe(0);
  });
});

test('shedding is on by default in production only; SHED_MAX_EVENT_LOOP_DELAY_MS sets it anywhere', () => {
  const base = { COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789' };
  expect(loadConfig({ ...base, NODE_ENV: 'production' }).SHED_MAX_EVENT_LOOP_DELAY_MS).toBe(
    DEFAULT_SHED_MAX_EVENT_LOOP_DELAY_MS,
  );
  expect(loadConfig({ ...base, NODE_ENV: 'development' }).SHED_MAX_EVENT_LOOP_DELAY_MS).toBe(0);
  expect(loadConfig({ ...base, NODE_ENV: 'test' }).SHED_MAX_EVENT_LOOP_DELAY_MS).toBe(0);
  expect(
    loadConfig({ ...base, NODE_ENV: 'production', SHED_MAX_EVENT_LOOP_DELAY_MS: '0' })
      .SHED_MAX_EVENT_LOOP_DELAY_MS,
  ).toBe(0);
  expect(
    loadConfig({ ...base, NODE_ENV: 'test', SHED_MAX_EVENT_LOOP_DELAY_MS: '150' })
      .SHED_MAX_EVENT_LOOP_DELAY_MS,
  ).toBe(150);
});
