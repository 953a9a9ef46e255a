// Fault test: the bff in front of a shop that misbehaves on command (hangs, answers slowly, answers 503, resets
// connections, is killed and restarted), over real sockets on loopback. It holds the bff to issue #12: a page
// answers within its time budget (stale from the cache, else 503 + Retry-After), stale answers are served and
// refreshed in the background, retries stay within 1.2× the calls clients made, and everything recovers once the
// shop is back. Pages are rendered by a stand-in for the web's server render that reads its data the way the
// web's loaders do (through the bff's in-process API), so no web build or Vite is needed.
import { once } from 'node:events';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type AppOptions, createServer, loadConfig } from '@storefront/bff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/** The bff's page budget (its default, PAGE_BUDGET_MS) and how late an answer may be on a busy CI machine. */
const BUDGET_MS = 1_500;
const SLACK_MS = 400;
/** Short so entries go stale and the circuit probes again within the test's time. */
const CACHE_TTL_MS = 300;
const CIRCUIT_OPEN_MS = 400;
const RUN = Math.random().toString(36).slice(2);

type Mode = 'ok' | 'hang' | 'slow' | '503' | 'reset';

/** The shop on command: valid answers for the calls a page and the tested /api routes make, or a fault. */
class FaultyShop {
  mode: Mode = 'ok';
  slowMs = 2_000;
  /** Bumped on each recovery: the store config's site name carries it, so a fresh answer is told from a stale one. */
  generation = 1;
  readonly received: string[] = [];
  readonly #sockets = new Set<Socket>();
  readonly #held = new Set<Socket>();
  #server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    const server = createHttpServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      this.received.push(path);
      req.resume();
      const mode = this.mode;
      if (mode === 'hang') {
        this.#held.add(req.socket);
        return;
      }
      if (mode === 'reset') {
        req.socket.destroy();
        return;
      }
      if (mode === '503') {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}');
        return;
      }
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(this.#answer(path, req.headers.host ?? '')));
      };
      if (mode === 'slow') setTimeout(answer, this.slowMs);
      else answer();
    });
    server.on('connection', (socket) => {
      this.#sockets.add(socket);
      socket.on('close', () => {
        this.#sockets.delete(socket);
        this.#held.delete(socket);
      });
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Every socket dropped and the port closed: the bff's calls are refused until start() again. */
  async kill(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Drops the connections a hang holds (as a shop restart would). */
  releaseHeld(): void {
    for (const socket of this.#held) socket.destroy();
  }

  count(path?: string): number {
    return path === undefined ? this.received.length : this.received.filter((p) => p === path).length;
  }

  #answer(path: string, host: string): unknown {
    switch (path) {
      case '/api/store-config':
        return storeConfig(`${host} shop gen ${this.generation}`);
      case '/api/config/languages':
        return [
          { id: 1, iso_code: 'en', name: 'English' },
          { id: 2, iso_code: 'lt', name: 'Lithuanian' },
          { id: 3, iso_code: 'lv', name: 'Latvian' },
          { id: 4, iso_code: 'ee', name: 'Estonian' },
        ];
      case '/api/translations/translationMessages':
        return { resources: { 'meta.description': 'A shop' } };
      case '/api/catalogue/categories':
        return [];
      case '/api/catalogue/search':
        return {
          items: [],
          total: 0,
          limit: 48,
          offset: 0,
          sort: 'best_sellers',
          facets: [],
          category: null,
        };
      case '/api/auth/getCurrentUser':
        return null;
      default:
        return { status: true };
    }
  }
}

function storeConfig(name: string) {
  return {
    blogs: [],
    conversionCurrency: null,
    currencies: [{ id: 1, iso_code: 'EUR', rate_to_eur: 1 }],
    filteredCurrencies: [{ id: 1, iso_code: 'EUR', rate_to_eur: 1 }],
    searchKeys: { countryId: 1, languageId: 2 },
    site: {
      name,
      cdn_logo: 'https://cdn.shop.test/logo.svg',
      languages: [
        {
          id: 2,
          iso_code: 'LT',
          local_title: 'Lietuvių',
          pivot: { gtm_id: null, pixel_id: null, live_agent_id: null, mp_default_sort: null },
        },
      ],
      ad_retargeting_key: null,
      marketing_email_key: null,
      category_document_key: null,
    },
  };
}

/**
 * The web's server render, reduced to its data: the category tree on every page and the listing on a category
 * page, asked through the bff's in-process API as the web's loaders do. A loader that fails makes the route's
 * error screen, status 500, as TanStack Router does.
 */
const loaderRenderer: NonNullable<AppOptions['webRenderer']> = {
  async render(options) {
    const { pathname } = new URL(options.url);
    const { locale, storeConfig: config } = options.bootstrap;
    const reads = [options.api('categories', { query: { locale } })];
    const category = /\/c\/(.+)$/.exec(pathname)?.[1];
    if (category) reads.push(options.api('search', { body: { locale, categorySlug: category } }));
    const failed = (await Promise.all(reads)).some((result) => !result.ok);
    const status = failed ? 500 : 200;
    return new Response(
      `<!doctype html><html><head><title>${config.site.name}</title></head><body></body></html>`,
      {
        status,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      },
    );
  },
  close: async () => {},
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

let shop: FaultyShop;
let bff: FastifyInstance;
let bffPort = 0;

/** A request to the bff with an explicit Host (fetch cannot set one), timed. */
function call(
  method: 'GET' | 'POST',
  path: string,
  options: { host?: string; body?: unknown } = {},
): Promise<Answer> {
  const host = options.host ?? 'lt.localhost';
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = payload === undefined ? { host } : apiHeaders(host);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: bffPort, method, path, headers, agent: false },
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
    req.end(payload);
  });
}

const page = (path: string, host?: string) => call('GET', path, host ? { host } : {});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the shop has had no request for `quietMs` (fire-and-forget calls such as utm have landed). */
async function shopSettles(quietMs = 300): Promise<void> {
  let seen = -1;
  while (seen !== shop.count()) {
    seen = shop.count();
    await sleep(quietMs);
  }
}

/** The shop is back: polls until a page carries the new generation's store config and /readyz is 200. */
async function recovers(limitMs: number): Promise<number> {
  shop.generation += 1;
  const started = performance.now();
  for (;;) {
    const home = await page('/lt');
    if (home.status === 200 && home.body.includes(`gen ${shop.generation}`)) {
      if ((await call('GET', '/readyz')).status === 200) return performance.now() - started;
    }
    if (performance.now() - started > limitMs) throw new Error(`not recovered within ${limitMs} ms`);
    await sleep(50);
  }
}

/** The bff's environment for this test (the shop's port is known once it listens). */
function baseEnv(): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    COOKIE_SECRET: 'fault-test-cookie-secret-long-enough-0123456789',
    SHOP_API_URL: `http://127.0.0.1:${shop.port}`,
    PAGE_BUDGET_MS: String(BUDGET_MS),
    CACHE_TTL_MS: String(CACHE_TTL_MS),
    // Every page goes through its data, not the whole-page cache, and reads its listing from the shop (not from
    // the few seconds' page data cache): what a page does with the shop's faults is what is tested.
    PAGE_CACHE_TTL_MS: '0',
    PAGE_DATA_CACHE_TTL_MS: '0',
    UPSTREAM_CIRCUIT_OPEN_MS: String(CIRCUIT_OPEN_MS),
    READY_PROBE_CACHE_MS: '0',
    // The shared cache on Redis where one is provided (CI), with keys of this run only; else in memory.
    ...(process.env.TEST_REDIS_URL
      ? { REDIS_URL: process.env.TEST_REDIS_URL, CACHE_KEY_PREFIX: `faults:${process.pid}:${RUN}:` }
      : {}),
  };
}

/** What the web client sends with a state-changing /api call (same origin, its custom header). */
function apiHeaders(host: string): Record<string, string> {
  return {
    host,
    'content-type': 'application/json',
    origin: `http://${host}`,
    'sec-fetch-site': 'same-origin',
    'x-requested-with': 'storefront',
  };
}

beforeAll(async () => {
  shop = new FaultyShop();
  await shop.start();
  bff = await createServer({ config: loadConfig(baseEnv()), webRenderer: loaderRenderer });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  bffPort = (bff.server.address() as AddressInfo).port;
});

afterAll(async () => {
  shop?.releaseHeld();
  await shop?.kill();
  await bff?.close();
});

describe.sequential('the bff against a failing shop', () => {
  test('a healthy shop: pages, API and readiness answer, and the caches fill', async () => {
    expect((await page('/lt/c/electronics')).status).toBe(200);
    expect((await page('/lt')).body).toContain('gen 1');
    expect((await call('GET', '/api/config/languages')).status).toBe(200);
    expect((await call('GET', '/readyz')).status).toBe(200);
  });

  test('hang: pages answer within the budget, stale from the cache or 503 + Retry-After; nothing waits 60 s', async () => {
    await sleep(CACHE_TTL_MS);
    shop.mode = 'hang';
    const [home, listing, languages, uncachedSite] = await Promise.all([
      // Everything it needs is cached (stale): the page renders from it.
      page('/lt'),
      // The listing is never cached: with the shop silent the page cannot be made.
      page('/lt/c/electronics'),
      call('GET', '/api/config/languages'),
      // Nothing at all is cached for this site.
      page('/lv', 'lv.localhost'),
    ]);
    expect(home.status).toBe(200);
    expect(home.body).toContain('gen 1');
    expect(languages.status).toBe(200);
    expect(listing.status).toBe(503);
    expect(listing.headers['retry-after']).toBeDefined();
    expect(uncachedSite.status).toBe(503);
    expect(uncachedSite.headers['retry-after']).toBeDefined();
    for (const answer of [home, listing, languages, uncachedSite]) {
      expect(answer.ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    }
    // While the refreshes hang, later pages do not wait for them again.
    const again = await page('/lt');
    expect(again.status).toBe(200);
    expect(again.ms).toBeLessThan(BUDGET_MS + SLACK_MS);
  });

  test('the shop returns after a hang: fresh answers again', async () => {
    shop.mode = 'ok';
    shop.releaseHeld();
    expect(await recovers(5_000)).toBeLessThan(5_000);
  });

  test('slow: stale pages within the budget, one refresh in the background for all of them, then fresh', async () => {
    await sleep(CACHE_TTL_MS);
    shop.mode = 'slow';
    shop.generation += 1;
    const before = shop.count('/api/store-config');
    const pages = await Promise.all(Array.from({ length: 10 }, () => page('/lt')));
    for (const answer of pages) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`gen ${shop.generation - 1}`);
      expect(answer.ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    }
    expect(shop.count('/api/store-config') - before).toBe(1);
    // The slow answer lands in the background and fills the cache: the next page is the new generation's.
    await sleep(shop.slowMs);
    shop.mode = 'ok';
    const after = await page('/lt');
    expect(after.body).toContain(`gen ${shop.generation}`);
  });

  test('503: retries stay ≤ 1.2× the client calls, stale pages are served and not refetched per request', async () => {
    await sleep(CACHE_TTL_MS);
    await shopSettles();
    shop.mode = '503';
    const before = shop.count();
    let clientCalls = 0;
    // Calls that each make one shop call, which their own policies (§9) would retry: locale/change twice, utm
    // three times. utm answers at once and calls the shop in the background.
    for (let i = 0; i < 50; i += 1) {
      const [locale, utm] = await Promise.all([
        call('POST', '/api/locale/change', { body: { newLocale: 'lt' } }),
        call('POST', '/api/utm', { body: { utm_source: `fault-${i}` } }),
      ]);
      clientCalls += 2;
      expect(locale.status).toBe(200);
      expect(utm.status).toBe(200);
    }
    await shopSettles();
    const amplification = (shop.count() - before) / clientCalls;
    expect(amplification).toBeLessThanOrEqual(1.2);

    // Pages on stale entries: served, within the budget, and the failing shop is not asked once per page.
    const storeConfigBefore = shop.count('/api/store-config');
    for (let i = 0; i < 20; i += 1) {
      const answer = await page('/lt');
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    }
    expect(shop.count('/api/store-config') - storeConfigBefore).toBeLessThanOrEqual(3);
    // The open circuit answers API calls at once, with a Retry-After.
    const search = await call('POST', '/api/catalogue/search', { body: { locale: 'lt' } });
    expect(search.status).toBe(503);
    expect(search.headers['retry-after']).toBeDefined();
  });

  test('503 with the circuit breaker off: the retry budget alone keeps retries ≤ 1.2× the client calls', async () => {
    const lone = await createServer({
      config: loadConfig({ ...baseEnv(), UPSTREAM_CIRCUIT_FAILURES: '0' }),
      webRenderer: loaderRenderer,
    });
    try {
      const before = shop.count();
      for (let i = 0; i < 100; i += 1) {
        const answer = await lone.inject({
          method: 'POST',
          url: '/api/locale/change',
          headers: apiHeaders('lt.localhost'),
          payload: { newLocale: 'lt' },
        });
        expect(answer.statusCode).toBe(200);
      }
      expect(shop.count() - before).toBeGreaterThanOrEqual(100);
      expect((shop.count() - before) / 100).toBeLessThanOrEqual(1.2);
    } finally {
      await lone.close();
    }
  });

  test('the shop returns after 503s: the circuit probes and closes', async () => {
    shop.mode = 'ok';
    expect(await recovers(5_000)).toBeLessThan(5_000);
  });

  test('connection reset: stale pages within the budget, retries ≤ 1.2×', async () => {
    await sleep(CACHE_TTL_MS);
    await shopSettles();
    shop.mode = 'reset';
    const before = shop.count();
    let clientCalls = 0;
    for (let i = 0; i < 30; i += 1) {
      await call('POST', '/api/locale/change', { body: { newLocale: 'lt' } });
      clientCalls += 1;
    }
    await shopSettles();
    expect((shop.count() - before) / clientCalls).toBeLessThanOrEqual(1.2);
    const home = await page('/lt');
    expect(home.status).toBe(200);
    expect(home.ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    shop.mode = 'ok';
    expect(await recovers(5_000)).toBeLessThan(5_000);
  });

  test('killed and restarted: stale pages and 503s while it is gone, recovery once it listens again', async () => {
    await sleep(CACHE_TTL_MS);
    await shop.kill();
    const [home, uncached, ready] = await Promise.all([
      page('/lt'),
      page('/ee', 'ee.localhost'),
      call('GET', '/readyz'),
    ]);
    expect(home.status).toBe(200);
    expect(home.ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    expect(uncached.status).toBe(503);
    expect(uncached.headers['retry-after']).toBeDefined();
    expect(uncached.ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    expect(ready.status).toBe(503);
    await shop.start();
    expect(await recovers(5_000)).toBeLessThan(5_000);
    expect((await page('/ee', 'ee.localhost')).status).toBe(200);
  });
});
