import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { buildTestApp } from '../helpers/build-app.js';

// /metrics and /docs (the page, the OpenAPI document, swagger-ui's static files) are operator endpoints.
const OPERATOR_PATHS = [
  '/metrics',
  '/docs',
  '/docs/',
  '/docs/json',
  '/docs/yaml',
  '/docs/static/swagger-ui.css',
];
const TOKEN = 'operator-token-that-is-long-enough-0123456789';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  (app as FastifyInstance).inject({ url, headers });
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('operator endpoints in production', () => {
  test('without OPERATOR_TOKEN they are closed: a 404 like any unknown route', async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'production' } });
    for (const path of OPERATOR_PATHS) {
      const response = await get(path, { authorization: `Bearer ${TOKEN}` });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  test('with OPERATOR_TOKEN: no or a wrong token is a 401 with the challenges', async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'production', OPERATOR_TOKEN: TOKEN } });
    for (const path of OPERATOR_PATHS) {
      for (const authorization of [
        undefined,
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(1)}`,
        basic('ops', 'nope'),
      ]) {
        const response = await get(path, authorization ? { authorization } : {});
        expect({ path, authorization, status: response.statusCode }).toEqual({
          path,
          authorization,
          status: 401,
        });
        expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', retryable: false });
        expect(String(response.headers['www-authenticate'])).toContain('Bearer realm="operator"');
      }
    }
  });

  test('with OPERATOR_TOKEN: the Bearer token, or the token as a Basic password (a browser), opens them', async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'production', OPERATOR_TOKEN: TOKEN } });
    const metrics = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('bff_http_requests_total');
    expect((await get('/docs/json', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    const page = await get('/docs/', { authorization: basic('anyone', TOKEN) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  test('the other routes are not affected', async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'production', OPERATOR_TOKEN: TOKEN } });
    expect((await get('/healthz')).statusCode).toBe(200);
  });
});

describe('operator endpoints in development and tests', () => {
  test('without a token they are open, so npm start and the tests need no setup', async () => {
    app = await buildTestApp();
    expect((await get('/metrics')).statusCode).toBe(200);
    expect((await get('/docs/json')).statusCode).toBe(200);
  });

  test('a configured token is required in any environment', async () => {
    app = await buildTestApp({ env: { OPERATOR_TOKEN: TOKEN } });
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: `bearer ${TOKEN}` })).statusCode).toBe(200);
  });
});
