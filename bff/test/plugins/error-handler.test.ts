import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { apiErrorSchema } from '@storefront/shared-types';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ImageError } from '../../src/images/image-error.js';
import errorHandler, { CLIENT_CLOSED_REQUEST, toApiError } from '../../src/plugins/error-handler.js';
import { UpstreamError } from '../../src/upstream/upstream-error.js';
import { apiPost } from '../helpers/api.js';
import { useMockShopApp } from '../helpers/mock-shop-app.js';

describe('toApiError: every failure leaves in the one error shape', () => {
  test('an unexpected error is a bare 500: no message, no stack', () => {
    const body = toApiError(
      new TypeError("Cannot read properties of undefined (reading 'x') at /srv/app.js:1"),
    );
    expect(body).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
      retryable: false,
    });
  });

  test('a zod failure is a 400 naming each field', () => {
    const result = z.object({ langIso: z.enum(['en']), n: z.number() }).safeParse({ langIso: 'xx' });
    if (result.success) throw new Error('expected a failure');
    const body = toApiError(result.error);
    expect(body.statusCode).toBe(400);
    expect(Object.keys(body.fields ?? {})).toEqual(['langIso', 'n']);
  });

  test("Fastify's client errors keep their status (e.g. 415, 413) with a readable message", () => {
    const unsupported = Object.assign(new Error('Unsupported Media Type: text/plain'), { statusCode: 415 });
    expect(toApiError(unsupported)).toMatchObject({
      statusCode: 415,
      code: 'VALIDATION_FAILED',
      retryable: false,
    });
    const limited = Object.assign(new Error('Too many attempts'), { statusCode: 429 });
    expect(toApiError(limited)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryable: true });
  });

  test('an upstream error is sent as it is', () => {
    expect(toApiError(UpstreamError.timeout('x'))).toMatchObject({
      statusCode: 504,
      code: 'UPSTREAM_TIMEOUT',
    });
  });
});

describe('the error handler', () => {
  test('a browser that went away mid-answer is logged as that, not as a server error', async () => {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    await app.register(errorHandler);
    app.get('/gone', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    expect((await app.inject('/gone')).statusCode).toBe(CLIENT_CLOSED_REQUEST);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain(
      'client closed the connection before the answer was sent',
    );
    // Any other failure is still a logged 500.
    expect((await app.inject('/broken')).statusCode).toBe(500);
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      'Internal server error',
    ]);
    await app.close();
  });
});

describe('one error shape for every error, through the whole bff', () => {
  const app = useMockShopApp();
  const api = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());

  test('a malformed percent-encoding in the path is a 400 naming the path, not Fastify’s own body', async () => {
    const bff = await app.start();
    for (const url of ['/api/%ZZ', '/api/catalogue/products/%ZZ?locale=lt', '/lt/%E0%A4%A']) {
      const response = await bff.inject({ url, headers: { host: 'lt.localhost' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(api(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { path: expect.any(String) },
      });
    }
  });

  test('a JSON body with a prototype key is a 400 naming where it is; nothing reaches the shop', async () => {
    const bff = await app.start();
    const post = (payload: string) =>
      bff.inject({
        method: 'POST',
        url: '/api/search/searchForCategoryItems',
        payload,
        headers: {
          host: 'lt.localhost',
          origin: 'http://lt.localhost',
          'x-requested-with': 'storefront',
          'content-type': 'application/json',
        },
      });
    const top = await post('{"locale":"lt","params":{},"__proto__":{"polluted":true}}');
    expect(top.statusCode).toBe(400);
    // Read raw: zod's record parse would assign the `__proto__` key (setting a prototype) instead of keeping it.
    expect(Object.keys(top.json().fields)).toEqual(['__proto__']);
    expect(api(top).message).toBe('Invalid request: __proto__ (A prototype key is not allowed)');
    const nested = await post('{"locale":"lt","params":{"constructor":{"prototype":{"polluted":true}}}}');
    expect(Object.keys(api(nested).fields ?? {})).toEqual(['params.constructor.prototype']);
    const malformed = await post('{"locale":');
    expect(api(malformed)).toMatchObject({ statusCode: 400, fields: { $: 'The body is not valid JSON' } });
    expect(app.shop().calls).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('a JSON body that is not UTF-8 is a 400 naming the body; valid UTF-8 (U+FFFD itself too) is read as sent', async () => {
    const bff = await app.start();
    const search = (query: Buffer) =>
      bff.inject({
        method: 'POST',
        url: '/api/catalogue/search',
        payload: Buffer.concat([Buffer.from('{"locale":"lt","query":"'), query, Buffer.from('"}')]),
        headers: {
          host: 'lt.localhost',
          origin: 'http://lt.localhost',
          'x-requested-with': 'storefront',
          'content-type': 'application/json',
        },
      });
    // 0xFF 0xFE and a lone continuation byte: decoded as a string they would become U+FFFD without a word.
    for (const bytes of [Buffer.from([0x61, 0xff, 0xfe, 0x62]), Buffer.from([0x61, 0x80])]) {
      expect(api(await search(bytes))).toMatchObject({
        statusCode: 400,
        fields: { $: 'The body is not valid UTF-8' },
      });
    }
    expect(app.shop().calls).toEqual([]);
    // What the shop then answers does not matter here: only what it was asked.
    app.shop().on('POST', '/api/catalogue/search', () => ({ statusCode: 503, data: {} }));
    await search(Buffer.from('Šilk\uFFFDas', 'utf8'));
    expect(app.shop().calls.map((call) => (call.body as { query?: string }).query)).toEqual(['Šilk\uFFFDas']);
  });

  test('an API 503 says when to come back (Retry-After)', async () => {
    const bff = await app.start();
    app.shop().on('POST', '/api/search/searchForCategoryItems', () => ({ statusCode: 503, data: {} }));
    const response = await apiPost(bff, '/api/search/searchForCategoryItems', { locale: 'lt', params: {} });
    expect(response.statusCode).toBe(503);
    expect(api(response).code).toBe('UPSTREAM_UNAVAILABLE');
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  test('a wrong method is a 405 with Allow listing the methods the path is served with', async () => {
    const bff = await app.start();
    const cases: Array<[method: 'GET' | 'DELETE' | 'POST' | 'PUT', url: string, allow: string]> = [
      ['GET', '/api/store-config', 'POST'],
      ['DELETE', '/api/catalogue/categories?locale=lt', 'GET, HEAD'],
      ['POST', '/api/catalogue/products/phones/smart-1', 'GET, HEAD'],
      ['PUT', '/healthz', 'GET, HEAD'],
      // A page: the pages' catch-all serves every path outside /api with GET.
      ['POST', '/en/c/electronics', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const response = await bff.inject({ method, url, headers: { host: 'lt.localhost' } });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(api(response).code).toBe('METHOD_NOT_ALLOWED');
    }
    // Decided before the body is read: a malformed body on the wrong method is still the 405.
    const withBody = await bff.inject({
      method: 'DELETE',
      url: '/api/catalogue/categories',
      payload: '{"nope":',
      headers: { host: 'lt.localhost', 'content-type': 'application/json' },
    });
    expect(withBody.statusCode).toBe(405);
    // An /api path nothing serves stays a 404 (the pages' catch-all serves no /api path).
    const unknown = await bff.inject({ method: 'POST', url: '/api/nope', headers: { host: 'lt.localhost' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
    expect(app.shop().calls).toEqual([]);
  });
});

describe('an image source’s failure', () => {
  test('answers a generic 502; the detail (a decoder’s own words) goes to the log only', async () => {
    const lines: { level: number; msg: string; err?: { message: string } }[] = [];
    const fastify = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    await fastify.register(errorHandler);
    fastify.get('/img', async () => {
      throw ImageError.badSource('the image could not be decoded (VipsJpeg: Premature end of JPEG file)');
    });
    const response = await fastify.inject('/img');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      statusCode: 502,
      code: 'UPSTREAM_INVALID_RESPONSE',
      message: 'Image source unusable',
      retryable: false,
    });
    expect(response.body).not.toMatch(/Vips|decoded/);
    const logged = lines.find((line) => line.err);
    expect(logged?.err?.message).toMatch(/VipsJpeg: Premature end of JPEG file/);
    await fastify.close();
  });
});

test('a request arriving while the service shuts down is a 503 in the one shape, with Retry-After', async () => {
  // As serverOptions sets it: Fastify's own drain answer (neither the shape nor a Retry-After) is off.
  const app = Fastify({ return503OnClosing: false });
  await app.register(errorHandler);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/slow', async () => {
    await held;
    return { status: 'ok' };
  });
  app.get('/fast', async () => ({ status: 'ok' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  // A kept-alive connection still busy with a first request when close() begins (so it is not idle and stays
  // open), on which a second request then arrives.
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  const closed = once(socket, 'close');
  socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const closing = app.close();
  await new Promise((resolve) => setTimeout(resolve, 20));
  socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 20));
  release();
  await closed;
  await closing;
  const second = answer.slice(answer.indexOf('HTTP/1.1', 1));
  expect(second.startsWith('HTTP/1.1 503'), answer).toBe(true);
  expect(second.toLowerCase()).toContain('retry-after: 5');
  const body = second.slice(second.indexOf('\r\n\r\n') + 4);
  expect(apiErrorSchema.parse(JSON.parse(body))).toMatchObject({ statusCode: 503, retryable: true });
});
