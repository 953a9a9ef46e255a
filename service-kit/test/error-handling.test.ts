import { apiError, ERROR_CODES } from '@storefront/shared-types';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createErrorHandling, DEFAULT_RETRY_AFTER_S, jsonBody } from '../src/index.js';

class Teapot extends Error {}

async function appWith(options: Parameters<typeof createErrorHandling>[0], thrown: () => unknown) {
  const errors = createErrorHandling(options);
  const app = Fastify({ frameworkErrors: errors.frameworkErrors });
  await app.register(errors.plugin);
  await app.register(jsonBody);
  app.get('/throw', async () => {
    throw thrown();
  });
  app.post('/echo', async (request) => request.body);
  await app.ready();
  return app;
}

describe('createErrorHandling: the one error shape, with each service’s own errors as an option', () => {
  test('the service’s known errors come first; then zod, the framework’s refusals, else a bare 500', () => {
    const { toApiError } = createErrorHandling({
      known: (error) => (error instanceof Teapot ? apiError(418, 'TEAPOT', 'short and stout') : undefined),
    });
    expect(toApiError(new Teapot())).toMatchObject({ statusCode: 418, code: 'TEAPOT' });
    const invalid = z.object({ n: z.number() }).safeParse({});
    if (invalid.success) throw new Error('expected a failure');
    expect(toApiError(invalid.error)).toMatchObject({ statusCode: 400, fields: { n: expect.any(String) } });
    expect(toApiError(Object.assign(new Error('gone'), { statusCode: 404 }))).toMatchObject({
      statusCode: 404,
      code: ERROR_CODES.NOT_FOUND,
    });
    expect(toApiError(new TypeError('x is undefined at /srv/app.js'))).toEqual({
      statusCode: 500,
      code: ERROR_CODES.INTERNAL,
      message: 'Internal server error',
      retryable: false,
    });
  });

  test('a 503 says when to come back: the error’s own Retry-After when the service reads one, else the default', async () => {
    const unavailable = () => Object.assign(new Error('down'), { headers: { 'retry-after': '9' } });
    const known = () => apiError(503, ERROR_CODES.UPSTREAM_UNAVAILABLE, 'down');
    const plain = await appWith({ known }, unavailable);
    const own = await appWith({ known, retryAfterOf: () => '9' }, unavailable);
    expect((await plain.inject('/throw')).headers['retry-after']).toBe(String(DEFAULT_RETRY_AFTER_S));
    expect((await own.inject('/throw')).headers['retry-after']).toBe('9');
  });

  test('a client that closed the connection is a 500 unless the service names its status for it', async () => {
    const closed = () => Object.assign(new Error('premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    expect((await (await appWith({}, closed)).inject('/throw')).statusCode).toBe(500);
    expect((await (await appWith({ clientClosedStatus: 499 }, closed)).inject('/throw')).statusCode).toBe(
      499,
    );
  });

  test('unknown paths are 404s, other methods 405s with Allow, bad JSON a 400 naming the body', async () => {
    const app = await appWith({}, () => new Error('unused'));
    expect((await app.inject('/nope')).json()).toMatchObject({
      statusCode: 404,
      code: ERROR_CODES.NOT_FOUND,
    });
    const wrongMethod = await app.inject({ method: 'PUT', url: '/echo' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    const prototype = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":{"__proto__":{"x":1}}}',
    });
    expect(prototype.statusCode).toBe(400);
    expect(prototype.json().fields).toHaveProperty(['a.__proto__']);
  });

  test('a path only a catch-all serves is a 405 naming the catch-all’s methods, when the service names them', async () => {
    const errors = createErrorHandling({
      catchAllMethods: (url) => (url.startsWith('/api/') ? [] : ['GET', 'HEAD']),
    });
    const app = Fastify({ frameworkErrors: errors.frameworkErrors });
    await app.register(errors.plugin);
    app.post('/api/echo', async (request) => request.body);
    app.get('/*', async () => 'page');
    await app.ready();
    for (const method of ['POST', 'OPTIONS', 'PUT', 'DELETE'] as const) {
      const page = await app.inject({ method, url: '/en/c/electronics?x=1' });
      expect(page.statusCode, method).toBe(405);
      expect(page.headers.allow, method).toBe('GET, HEAD');
      expect(page.json()).toMatchObject({ code: ERROR_CODES.METHOD_NOT_ALLOWED });
    }
    expect((await app.inject({ method: 'HEAD', url: '/en/c/electronics' })).statusCode).toBe(200);
    // A route of its own still decides (POST only), and a path the catch-all does not serve stays a 404.
    expect((await app.inject({ method: 'PUT', url: '/api/echo' })).headers.allow).toBe('POST');
    expect((await app.inject({ method: 'POST', url: '/api/nope' })).statusCode).toBe(404);
    // Without the option, the catch-all counts for no path.
    const plain = await appWith({}, () => new Error('unused'));
    expect((await plain.inject({ method: 'POST', url: '/nope' })).statusCode).toBe(404);
  });
});
