// Page URLs as an attacker writes them, against the real server render (the bff rendering the web through Vite's
// module loader, as `npm run dev` does) in front of the seeded shop-api: a page number past anything the catalogue
// holds, control characters in the search text, and a fuzz of every listing and content route's query string.
// Each request must answer within its ceiling, make a bounded number of shop calls, never be a 5xx, and leave the
// process alive and answering /healthz throughout (issue #24: `?page=2147483647` once ran the bff out of heap).
import { once } from 'node:events';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import { ENDPOINTS, endpointPath, LISTING_LOAD_MAX_REQUESTS } from '@storefront/shared-types';
import { buildApp, type createDatabase } from '@storefront/shop-api';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { templateDatabase } from './support/test-databases.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;
type Page = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
};

/** Enough items that the marketplace has ~30 pages: a deep link then starts past page 1. */
const SEED_PRODUCTS = 600;
/** The bound on a deep page: answered within this, whatever its number. */
const DEEP_PAGE_LIMIT_MS = 1_000;
/** A fuzzed page's ceilings: time, and heap it may leave behind (a page number sizing work shows as gigabytes). */
const FUZZ_REQUEST_LIMIT_MS = 3_000;
const FUZZ_HEAP_CEILING_BYTES = 256 * 1024 * 1024;
const FUZZ_RUNS = Number(process.env.PAGE_FUZZ_RUNS ?? 300);
const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const SEARCH_PATH = endpointPath(ENDPOINTS.search);

let db: Database;
let shop: FastifyInstance | undefined;
let bff: FastifyInstance | undefined;
let counter: Server | undefined;
let bffPort = 0;
/** Every path the bff asked the shop for, in order (the counting proxy in between records them). */
const shopCalls: string[] = [];

/** A GET as curl sends it (no redirects followed), with an explicit Host. */
function get(path: string, host = 'localhost:3000'): Promise<Page> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: bffPort, path, headers: { host, accept: 'text/html' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The shop calls one page request makes. */
async function withShopCalls(path: string): Promise<{ page: Page; searches: number; calls: string[] }> {
  const before = shopCalls.length;
  const page = await get(path);
  const calls = shopCalls.slice(before);
  return { page, calls, searches: calls.filter((call) => call === SEARCH_PATH).length };
}

/** A proxy that records each path and passes the request on to the shop untouched. */
async function startCountingProxy(shopPort: number): Promise<Server> {
  const server = createHttpServer((req, res) => {
    shopCalls.push((req.url ?? '/').split('?')[0] ?? '/');
    const upstream = httpRequest(
      { host: '127.0.0.1', port: shopPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** /healthz asked every 25 ms while `work` runs: every answer must be a 200, and none may wait long. */
async function whileWatchingHealth<T>(work: () => Promise<T>): Promise<{ result: T; health: Page[] }> {
  const health: Page[] = [];
  let done = false;
  const watcher = (async () => {
    while (!done) {
      health.push(await get('/healthz'));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  try {
    return { result: await work(), health };
  } finally {
    done = true;
    await watcher;
  }
}

beforeAll(async () => {
  db = await templateDatabase(SEED_PRODUCTS);
  shop = await buildApp({ db });
  await shop.listen({ host: '127.0.0.1', port: 0 });
  counter = await startCountingProxy((shop.server.address() as AddressInfo).port);
  bff = await createServer({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'hostile-page-urls-test-cookie-secret-0123456789',
      SHOP_API_URL: `http://127.0.0.1:${(counter.address() as AddressInfo).port}`,
      PORT: '3000',
      WEB_DEV_SERVER: 'true',
      // Every request renders: a cached page would hide what the render does with the URL.
      PAGE_CACHE_TTL_MS: '0',
    }),
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  bffPort = (bff.server.address() as AddressInfo).port;
  // Vite transforms the app's modules on the first render of each route: warm them outside the timed requests.
  for (const path of ['/lt/c/electronics', '/lt/search?s=a', '/lt/marketplace', '/lt/dealzone', '/lt/faq']) {
    await get(path);
  }
}, 180_000);

afterAll(async () => {
  await bff?.close();
  await new Promise((resolve) => counter?.close(resolve));
  await shop?.close();
  await db?.close();
});

const LISTINGS = ['/lt/c/electronics', '/lt/search?s=a', '/lt/marketplace', '/lt/dealzone'];

/**
 * Follows a page's redirects (the router's own to the bounded URL, then the loader's to the last page) as a browser
 * does: each hop within the time limit and the search budget, and the last one a page.
 */
async function followPage(path: string): Promise<{ final: Page; location: string; hops: number }> {
  let location = path;
  for (let hops = 0; hops < 4; hops += 1) {
    const { page, searches } = await withShopCalls(location);
    expect(page.ms, location).toBeLessThan(DEEP_PAGE_LIMIT_MS);
    expect(searches, location).toBeLessThanOrEqual(LISTING_LOAD_MAX_REQUESTS);
    if (page.status !== 302) return { final: page, location, hops };
    const next = String(page.headers.location);
    // Same path, other query: never off to another page or site.
    expect(next.split('?')[0], location).toBe(path.split('?')[0]);
    location = next;
  }
  throw new Error(`${path}: more than 3 redirects`);
}

describe('a page number past the catalogue (issue #24)', () => {
  test('answers within 1 s with at most 3 searches a request, landing on the last page; /healthz stays 200', async () => {
    const { result, health } = await whileWatchingHealth(async () => {
      const landed: string[] = [];
      for (const listing of LISTINGS) {
        for (const page of ['2147483647', '10000000', '4166']) {
          const path = `${listing}${listing.includes('?') ? '&' : '?'}page=${page}`;
          const { final, location, hops } = await followPage(path);
          expect(hops, path).toBeGreaterThan(0);
          expect(final.status, location).toBe(200);
          expect(final.body, location).toContain('data-testid="product-card"');
          landed.push(location);
        }
      }
      return landed;
    });
    // The marketplace holds ~30 pages: its last one starts past page 1 and offers the earlier ones.
    const marketplace = result.find((location) => location.startsWith('/lt/marketplace?page='));
    expect(marketplace).toBeDefined();
    expect((await get(marketplace ?? '')).body).toContain('data-testid="listing-load-previous"');
    expect(health.length).toBeGreaterThan(0);
    expect(health.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(Math.max(...health.map((answer) => answer.ms))).toBeLessThan(DEEP_PAGE_LIMIT_MS);
  }, 120_000);

  test('a page within the result set shows the pages up to it, loaded in at most 3 searches', async () => {
    const { page, searches } = await withShopCalls('/lt/marketplace?page=20');
    expect(page.status).toBe(200);
    expect(searches).toBeLessThanOrEqual(LISTING_LOAD_MAX_REQUESTS);
    // Pages 9…20 (288 items), not 1…20 (504).
    expect(page.body.match(/data-testid="product-card"/g)).toHaveLength(12 * 24);
    expect(page.body).toContain('data-testid="listing-load-previous"');
  });
});

describe('control characters in the search text', () => {
  test.each([
    '/lt/search?s=%00',
    '/lt/search?s=a%00b',
    '/lt/marketplace?s=%00',
    '/lt/search?s=%07%1b%7f',
    '/lt/c/electronics?f.manufacturer=a%00',
  ])('%s is a page (after a redirect to the cleaned URL), not an error', async (path) => {
    const { final } = await followPage(path);
    expect(final.status).toBe(200);
    expect(final.body).toContain('data-testid="listing-items"');
  });
});

describe('id filters holding values that are not ids', () => {
  test.each([
    // The fuzz below found the first: each value alone was cleaned, the two together reached the search.
    '/lt/dealzone?f.category_id=1e308&f.category_id=Infinity',
    '/lt/dealzone?f.category_id=%5B%22abc%22%5D',
    '/lt/c/electronics?flag_ids=2147483648&flag_ids=-1',
    '/lt/marketplace?f.category_id=%5B%221.5%22%2C%220x10%22%5D',
  ])('%s is the listing (after a redirect to the cleaned URL), not an error', async (path) => {
    const { final } = await followPage(path);
    expect(final.status).toBe(200);
    expect(final.body).toContain('data-testid="listing-items"');
  });
});

describe('a malformed percent-encoding in a page path', () => {
  test.each(['/en/c/%ff%fe', '/lt/p/%ZZ', '/lt/%E0%A4%A'])(
    '%s is the app’s HTML 404 page, not a JSON error',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<!DOCTYPE html>');
    },
  );

  test('under /api it stays the API’s JSON 400 naming the path', async () => {
    const page = await get('/api/%ff%fe');
    expect(page.status).toBe(400);
    expect(JSON.parse(page.body)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { path: expect.any(String) },
    });
  });
});

/** Values a query string may hold that once broke, or could break, a page: numbers, text, encodings, repeats. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    '2147483647',
    '-2147483649',
    '1e308',
    '-0',
    'NaN',
    'Infinity',
    '0x10',
    '%00',
    'a%00b',
    '%ZZ',
    '%',
    '%C0%80',
    '%EF%BF%BF',
    '%F0%9F%92%A9',
    '__proto__',
    'constructor',
    '{"min":1,"max":"x"}',
    '{"min":1e308,"max":-1e308}',
    '["a",{"b":1}]',
    '[' + '1,'.repeat(2_000) + '1]',
    'x'.repeat(8_000),
    '../../etc/passwd',
    '<script>alert(1)</script>',
  ),
  fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }).map(String),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
);
const queryKey = fc.constantFrom(
  'page',
  's',
  'az',
  'f.manufacturer',
  'f.current_price',
  'f.discount_percentage',
  'f.category_id',
  'flag_ids',
  'additional_field_1',
  'redirect',
  'focus_order_table',
  'order_id',
  'utm_source',
  '__proto__',
  'constructor.prototype',
);
const queryString = fc
  .array(fc.tuple(queryKey, hostileValue, fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 4 })
  .map((pairs) =>
    pairs
      .flatMap(([key, value, repeat]) => Array.from({ length: repeat }, () => `${key}=${value}`))
      .join('&'),
  );
const route = fc.constantFrom(
  '/lt/c/electronics',
  '/lt/search',
  '/lt/marketplace',
  '/lt/dealzone',
  '/lt',
  '/lt/blog',
  '/lt/faq',
  '/lt/login',
  '/lt/p/no-such-product',
  '/en/c/electronics',
  '/c/electronics',
  '/lt/blog',
  '/lt/payment/accept',
  '/lt/payment/fail',
  '/lt/my-orders',
  '/lt/calculate',
  '/lt/forwarding/demo-arrived',
  '/lt/register',
  '/lt/cart',
  '/lt/checkout',
  // Paths an attacker spells: NUL, traversal, malformed and doubled encodings, doubled slashes.
  '/lt/c/%00',
  '/lt/c/a%00b',
  '/lt/c/..%2f..%2fetc',
  '/lt/p/%ZZ',
  '/lt/p/%C0%AE%C0%AE',
  '/lt//c//electronics',
  '/%2e%2e/lt',
  '/xx/c/electronics',
  '/lt/blog/%00',
  '/lt/faq/%2F%2Fevil.example',
);

test(`${FUZZ_RUNS} fuzzed page query strings: no 5xx, within the ceilings, the process alive`, async () => {
  const statuses = new Map<number, number>();
  const baseline = process.memoryUsage().heapUsed;
  await fc.assert(
    fc.asyncProperty(route, queryString, async (path, query) => {
      const target = `${path}?${query}`;
      const before = shopCalls.length;
      const page = await get(target);
      const where = `${target.slice(0, 200)} → ${page.status}`;
      statuses.set(page.status, (statuses.get(page.status) ?? 0) + 1);
      expect(page.status, where).toBeLessThan(500);
      expect(page.ms, where).toBeLessThan(FUZZ_REQUEST_LIMIT_MS);
      const searches = shopCalls.slice(before).filter((call) => call === SEARCH_PATH).length;
      expect(searches, where).toBeLessThanOrEqual(LISTING_LOAD_MAX_REQUESTS);
      expect(process.memoryUsage().heapUsed - baseline, where).toBeLessThan(FUZZ_HEAP_CEILING_BYTES);
    }),
    { numRuns: FUZZ_RUNS, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
  );
  expect((await get('/healthz')).status).toBe(200);
  // Most cases are pages (200), redirects (302) or a bad URL's 400/404: a run of only errors tests nothing.
  expect((statuses.get(200) ?? 0) + (statuses.get(302) ?? 0)).toBeGreaterThan(FUZZ_RUNS / 4);
}, 600_000);
