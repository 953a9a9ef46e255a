// The bff in front of the real shop-api (PGlite, seeded), both listening on loopback ports: the variant a host
// selects reaches the shop as its site, and /readyz follows the shop going away and coming back.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import { CLIENT_HEADER, SESSION_COOKIE } from '@storefront/shared-types';
import { buildApp, type createDatabase } from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { templateDatabase } from './support/test-databases.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;

let db: Database;
let shop: FastifyInstance | undefined;
let shopPort = 0;
let bff: FastifyInstance;
let bffPort = 0;

async function startShop(port: number): Promise<number> {
  shop = await buildApp({ db });
  await shop.listen({ host: '127.0.0.1', port });
  return (shop.server.address() as AddressInfo).port;
}

/** A request with an explicit Host header (fetch does not let a caller set one). */
function send(
  method: 'GET' | 'POST',
  path: string,
  host: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers = {
      host,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    };
    const req = httpRequest({ host: '127.0.0.1', port: bffPort, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const get = (path: string, host = 'localhost') => send('GET', path, host);

/** Polls /readyz until it answers `status`; resolves with the milliseconds that took. */
async function readyzBecomes(status: number, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if ((await get('/readyz')).status === status) return performance.now() - started;
    if (performance.now() - started > limitMs)
      throw new Error(`/readyz did not turn ${status} within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  db = await templateDatabase(40);
  shopPort = await startShop(0);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    COOKIE_SECRET: 'integration-cookie-secret-long-enough-0123456789',
    SHOP_API_URL: `http://127.0.0.1:${shopPort}`,
    // Canonical links are built for the public port, whatever port this test happens to listen on.
    PORT: '3000',
    // Pages render through Vite's module loader (as npm run dev does), so this test needs no build.
    WEB_DEV_SERVER: 'true',
    // The page below checks the seeded tag manager is injected (off outside production unless switched on).
    MARKETING_INTEGRATIONS: 'on',
  });
  bff = await createServer({ config });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  bffPort = (bff.server.address() as AddressInfo).port;
  // Vite compiles the web's modules on the first render; the tests below measure the pages, not that.
  await get('/lt');
}, 180_000);

afterAll(async () => {
  await bff?.close();
  await shop?.close();
  await db?.close();
});

test('the lv host gets the lv site of the shop: its language, title and canonical origin', async () => {
  // The locale guard sends the bare host to the site's default language, on this site.
  const bare = await get('/', 'lv.localhost:3000');
  expect(bare.status).toBe(302);
  const page = await get('/lv', 'lv.localhost:3000');
  expect(page.status).toBe(200);
  expect(page.body).toContain('<html lang="lv" data-variant="lv" data-theme="default"');
  expect(page.body).toContain('<title>Storefront Latvija</title>');
  expect(page.body).toMatch(/<link rel="canonical" href="http:\/\/lv\.localhost:3000\/lv"[^>]*\/>/);
  // The description comes from the shop's Latvian translations.
  expect(page.body).toMatch(/<meta name="description" content="Iepērcieties katalogā[^"]+"/);
  // The shop's lv pivot configures the integrations; the page loads them behind its nonce.
  expect(page.body).toMatch(/<script nonce="[^"]+" data-integration="tag-manager">/);
});

test('an unknown host gets the lt site and never sees its own name again', async () => {
  const bare = await get('/cart', 'evil.example');
  expect(bare.status).toBe(302);
  expect(JSON.stringify(bare)).not.toContain('evil.example');
  const page = await get('/lt/cart', 'evil.example');
  expect(page.status).toBe(200);
  expect(page.body).toMatch(/<title>[^<]*Storefront Lietuva<\/title>/);
  expect(page.body).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/lt\/cart"[^>]*\/>/);
  expect(page.body).not.toContain('evil.example');
});

test('the server-side guards see the signed-in user: auth pages render for them, guests go to the login', async () => {
  const host = 'lt.localhost:3000';
  const login = await send('POST', '/api/auth/login', host, {
    headers: { origin: `http://${host}`, [CLIENT_HEADER.name]: CLIENT_HEADER.value },
    body: { email: 'unpaid@storefront.test', password: 'unpaid-password' },
  });
  expect(login.status, login.body).toBe(200);
  const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
  const session = setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0] ?? '';
  expect(session).not.toBe('');

  const signedIn = await send('GET', '/lt/my-orders', host, { headers: { cookie: session } });
  expect(signedIn.status).toBe(200);
  // The bootstrap carries the shop's user, unpaid orders counted from its orders table.
  expect(signedIn.body).toContain('"email":"unpaid@storefront.test"');
  expect(signedIn.body).toContain('"unpaid_orders_count":2');
  const guestOnly = await send('GET', '/lt/login', host, { headers: { cookie: session } });
  expect(guestOnly.status).toBe(302);
  expect(guestOnly.headers.location).toBe('/lt');

  const guest = await send('GET', '/lt/my-orders', host);
  expect(guest.status).toBe(302);
  expect(guest.headers.location).toMatch(/^\/lt\/login\?redirect=/);
  // Signed out on the shop, the same cookie is a guest's again.
  await send('POST', '/api/auth/logout', host, {
    headers: { origin: `http://${host}`, [CLIENT_HEADER.name]: CLIENT_HEADER.value, cookie: session },
    body: {},
  });
  expect((await send('GET', '/lt/my-orders', host, { headers: { cookie: session } })).status).toBe(302);
});

test('/readyz turns 503 within a second of the shop-api stopping, and 200 once it is back on its port', async () => {
  // Both servers share this process: the shop's seeding may just have stalled the event loop, which /readyz
  // rightly reports as overload until the next sample.
  await readyzBecomes(200, 5_000);
  await shop?.close();
  shop = undefined;
  expect(await readyzBecomes(503, 1_000)).toBeLessThan(1_000);
  // The page still renders from the cached store config while the shop is away.
  expect((await get('/lv', 'lv.localhost')).status).toBe(200);
  await startShop(shopPort);
  expect(await readyzBecomes(200, 2_000)).toBeLessThan(2_000);
}, 30_000);
