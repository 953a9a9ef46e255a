// What Node's HTTP parser refuses never reaches a route or an error handler: both services answer it from their
// `clientErrorHandler`, which must use the one error shape too (README "API errors"): an over-long request line or
// headers (431) and a request that is not HTTP at all (400). Sent over a raw socket, as an attacker would.

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import { apiErrorSchema } from '@storefront/shared-types';
import { buildApp, type createDatabase } from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { templateDatabase } from './support/test-databases.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;
let db: Database;
let shop: FastifyInstance;
let bff: FastifyInstance;

beforeAll(async () => {
  db = await templateDatabase('empty');
  shop = await buildApp({ db });
  await shop.listen({ host: '127.0.0.1', port: 0 });
  bff = await createServer({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'error-shape-on-the-wire-cookie-secret-0123456789',
      SHOP_API_URL: `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`,
    }),
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);

afterAll(async () => {
  await bff?.close();
  await shop?.close();
  await db?.close();
});

/** Writes `raw` to the service and reads everything it answers until it closes the connection. */
function exchange(app: FastifyInstance, raw: string): Promise<string> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.write(raw);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  return { status, head: head.toLowerCase(), body: apiErrorSchema.parse(JSON.parse(body)) };
}

describe.each([
  ['bff', () => bff],
  ['shop-api', () => shop],
])('%s', (_name, app) => {
  test('an over-long header is a 431 in the one error shape, naming the headers', async () => {
    const answer = parse(
      await exchange(
        app(),
        `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.head).toContain('content-type: application/json');
    expect(answer.body).toMatchObject({ statusCode: 431, retryable: false });
    expect(Object.keys(answer.body.fields ?? {})).toEqual(['headers']);
  });

  test('an over-long request line is a 431 too', async () => {
    const answer = parse(
      await exchange(app(), `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.body.statusCode).toBe(431);
  });

  test('a request that is not HTTP is a 400 naming the request', async () => {
    const answer = parse(await exchange(app(), 'HELLO\u0000 there\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', retryable: false });
    expect(Object.keys(answer.body.fields ?? {})).toEqual(['request']);
  });
});

describe('bff: a browser whose cookies outgrew a request', () => {
  /** Headers as Chromium sends a navigation: Accept before the cookies that make the request too large. */
  const navigation = (path: string, accept: string) =>
    `GET ${path} HTTP/1.1\r\nHost: lv.localhost\r\nUser-Agent: Mozilla/5.0\r\nAccept: ${accept}\r\nAccept-Encoding: br\r\nCookie: _tracker=${'a'.repeat(20_000)}\r\n\r\n`;

  test("gets a page saying to clear the site's cookies, in the path's language, not the API's JSON", async () => {
    const answer = await exchange(
      bff,
      navigation('/en/cart?step=1', 'text/html,application/xhtml+xml,*/*;q=0.8'),
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: text/html; charset=utf-8');
    expect(head.toLowerCase()).toContain("content-security-policy: default-src 'none'");
    expect(Number(/content-length: (\d+)/i.exec(head)?.[1])).toBe(Buffer.byteLength(body));
    expect(body).toContain('<html lang="en"');
    expect(body).toContain("Clear this site's cookies");
    expect(body).not.toContain('<script');
  });

  test('a HEAD gets the head alone', async () => {
    const answer = await exchange(bff, navigation('/lt', 'text/html').replace(/^GET/, 'HEAD'));
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
  });

  test('an API call or a client that takes JSON keeps the one error shape', async () => {
    for (const raw of [
      navigation('/api/store-config', 'text/html'),
      navigation('/lt/cart', 'application/json'),
    ]) {
      const answer = parse(await exchange(bff, raw));
      expect([answer.status, answer.body.statusCode]).toEqual([431, 431]);
    }
  });
});
