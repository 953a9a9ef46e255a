// The shop-api answers every error in the one shape the bff does (shared-types errors.ts): the router's own
// refusals, JSON bodies with prototype keys and wrong methods included.
import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { apiErrorSchema } from '@storefront/shared-types';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import errorHandler from '../../src/plugins/error-handler.js';
import { createTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('a malformed percent-encoding in the path is a 400 naming the path', async () => {
  const res = await t.app.inject({ url: '/api/catalogue/products/%ZZ?locale=lt' });
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json())).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: { path: 'Malformed percent-encoding' },
  });
});

test('a JSON body with a prototype key is a 400 naming where it is', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store-config',
    headers: { 'content-type': 'application/json' },
    payload: '{"langIso":"lt","__proto__":{"polluted":true}}',
  });
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().fields)).toEqual(['__proto__']);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test('a wrong method is a 405 with Allow from the registered routes; an unknown path stays a 404', async () => {
  const wrong = await t.app.inject({ method: 'GET', url: '/api/store-config' });
  expect(wrong.statusCode).toBe(405);
  expect(wrong.headers.allow).toBe('POST');
  expect(apiErrorSchema.parse(wrong.json()).code).toBe('METHOD_NOT_ALLOWED');
  const post = await t.app.inject({ method: 'POST', url: '/api/catalogue/categories', payload: {} });
  expect(post.statusCode).toBe(405);
  expect(post.headers.allow).toBe('GET, HEAD');
  expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
});

test('a request arriving while the service shuts down is a 503 in the one shape, with Retry-After', async () => {
  // As buildApp sets it: Fastify's own drain answer (neither the shape nor a Retry-After) is off.
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
