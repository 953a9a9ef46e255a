import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp } from '../helpers/build-app.js';
import { fakeWebRenderer } from '../helpers/fake-web-renderer.js';
import { buildLoggedApp } from '../helpers/logged-app.js';
import { fakeShop } from '../routes/pages/page-fixtures.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((instance) => instance.close()));
});

// The real app on the real logger settings, its JSON lines captured instead of written to stdout.
async function withCapturedLogs(env?: Record<string, string>) {
  const captured = await buildLoggedApp({ upstreamDispatcher: fakeShop().agent, env });
  apps.push(captured.server);
  return captured;
}

test('logs carry the request id and never a cookie, an authorization header or a reset token', async () => {
  const { server, lines } = await withCapturedLogs();
  const response = await server.inject({
    url: '/password-reset/secret-reset-token?x=1',
    headers: {
      host: 'lv.localhost',
      cookie: 'session_token=very-secret-session; utm_source=abc',
      authorization: 'Bearer very-secret-bearer',
      'x-request-id': 'trace-123',
    },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-request-id']).toBe('trace-123');
  const logged = JSON.stringify(lines());
  expect(logged).not.toContain('very-secret-session');
  expect(logged).not.toContain('very-secret-bearer');
  expect(logged).not.toContain('secret-reset-token');
  const incoming = lines().find((line) => 'req' in line) as {
    reqId: string;
    req: { url: string; headers: Record<string, string> };
  };
  expect(incoming.reqId).toBe('trace-123');
  expect(incoming.req.headers.cookie).toBe('[redacted]');
  expect(incoming.req.headers.authorization).toBe('[redacted]');
  expect(incoming.req.url).toBe('/password-reset/[redacted]?x=1');
  expect(incoming.req.headers.host).toBe('lv.localhost');
});

test('a call made from the password-reset page logs its Referer without the token', async () => {
  const { server, lines } = await withCapturedLogs();
  await server.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: {},
    headers: {
      host: 'lv.localhost',
      referer: 'http://lv.localhost/lv/password-reset/secret-reset-token?from=mail',
    },
  });
  const incoming = lines().find((line) => 'req' in line) as {
    req: { headers: Record<string, string> };
  };
  expect(incoming.req.headers.referer).toBe('http://lv.localhost/lv/password-reset/[redacted]?from=mail');
  expect(JSON.stringify(lines())).not.toContain('secret-reset-token');
});

test('the e-mail change links (confirm and undo) log their path and Referer without the token', async () => {
  const { server, lines } = await withCapturedLogs();
  for (const action of ['confirm', 'undo']) {
    await server.inject({
      url: `/lv/email-change/${action}/secret-change-token`,
      headers: { host: 'lv.localhost', 'x-request-id': `page-${action}` },
    });
    await server.inject({
      method: 'POST',
      url: `/api/auth/email-change/${action}`,
      payload: {},
      headers: {
        host: 'lv.localhost',
        'x-request-id': `call-${action}`,
        referer: `http://lv.localhost/email-change/${action}/secret-change-token`,
      },
    });
    const page = lines().find((line) => line.reqId === `page-${action}` && 'req' in line) as {
      req: { url: string };
    };
    expect(page.req.url).toBe(`/lv/email-change/${action}/[redacted]`);
    const call = lines().find((line) => line.reqId === `call-${action}` && 'req' in line) as {
      req: { headers: Record<string, string> };
    };
    expect(call.req.headers.referer).toBe(`http://lv.localhost/email-change/${action}/[redacted]`);
  }
  expect(JSON.stringify(lines())).not.toContain('secret-change-token');
});

test('each request is one line when answered: method, URL, status and time, at info for a page or a call', async () => {
  const { server, lines } = await withCapturedLogs();
  await server.inject({ url: '/lv/faq', headers: { host: 'lv.localhost', 'x-request-id': 'page-1' } });
  const own = lines().filter((line) => line.reqId === 'page-1');
  expect(own).toHaveLength(1);
  expect(own[0]).toMatchObject({ level: 30, res: { statusCode: 200 } });
  expect(own[0]?.msg).toMatch(/^GET \/lv\/faq 200 \d+ ms$/);
});

test('a missing page or API resource is an ordinary 404 line, not a warning with a stack', async () => {
  const { server, lines } = await withCapturedLogs();
  await server.inject({ url: '/api/nope', headers: { 'x-request-id': 'missing-1' } });
  const own = lines().filter((line) => line.reqId === 'missing-1');
  expect(own).toHaveLength(1);
  expect(own[0]).toMatchObject({ level: 30, msg: expect.stringMatching(/^GET \/api\/nope 404 /) });
  expect(JSON.stringify(own)).not.toContain('stack');
});

test('static files and probes are logged at debug only, so the info log is pages and calls', async () => {
  const quiet = await withCapturedLogs();
  await quiet.server.inject({ url: '/healthz' });
  await quiet.server.inject({ url: '/site-assets/brands/1/logo.svg' });
  await quiet.server.inject({ url: '/assets/missing-123.js' });
  expect(quiet.lines().filter((line) => 'req' in line)).toEqual([]);

  const verbose = await withCapturedLogs({ LOG_LEVEL: 'debug' });
  await verbose.server.inject({ url: '/site-assets/brands/1/logo.svg' });
  const lines = verbose.lines().filter((line) => 'req' in line);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    level: 20,
    msg: expect.stringMatching(/^GET \/site-assets\/brands\/1\/logo\.svg 200 /),
  });
});

test('a request without a usable id gets a fresh one, echoed back', async () => {
  const server = await buildTestApp({ upstreamDispatcher: fakeShop().agent });
  apps.push(server);
  const first = await server.inject({ url: '/healthz', headers: { 'x-request-id': 'not valid!' } });
  const second = await server.inject({ url: '/healthz' });
  expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
});

test('Server-Timing reports the time spent on the shop API and the total', async () => {
  const server = await buildTestApp({
    upstreamDispatcher: fakeShop().agent,
    webRenderer: fakeWebRenderer(),
  });
  apps.push(server);
  const response = await server.inject({ url: '/lv', headers: { host: 'lv.localhost' } });
  const match = /^upstream;dur=(\d+\.\d), total;dur=(\d+\.\d)$/.exec(
    String(response.headers['server-timing']),
  );
  expect(match).not.toBeNull();
  const [upstream, total] = [Number(match?.[1]), Number(match?.[2])];
  expect(upstream).toBeGreaterThan(0);
  expect(total).toBeGreaterThanOrEqual(upstream);
});

test('requests are counted and timed per route pattern and status', async () => {
  const server = await buildTestApp({
    upstreamDispatcher: fakeShop().agent,
    webRenderer: fakeWebRenderer(),
  });
  apps.push(server);
  await server.inject({ url: '/lv/cart', headers: { host: 'lv.localhost' } });
  await server.inject({ url: '/lv/faq', headers: { host: 'lv.localhost' } });
  await server.inject({ url: '/api/nope' });
  const text = await server.metrics.registry.metrics();
  expect(text).toContain('bff_http_requests_total{method="GET",route="/*",status="200"} 2');
  expect(text).toContain('bff_http_requests_total{method="GET",route="unmatched",status="404"} 1');
  expect(text).toMatch(/bff_http_request_duration_seconds_count\{method="GET",route="\/\*"\} 2/);
});
