import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { pageBudget, withinBudget } from '../../../src/routes/pages/page-budget.js';
import type { WebRenderer } from '../../../src/ssr/web-renderer.js';
import { emptySearchAnswer, storeConfigFixture } from '../../helpers/api.js';
import { SHOP_ORIGIN } from '../../helpers/mock-shop.js';
import { useMockShopApp } from '../../helpers/mock-shop-app.js';

describe('pageBudget / withinBudget', () => {
  test("the data's deadline leaves a tenth of the budget for rendering and sending", () => {
    expect(pageBudget(1_500, 10_000)).toEqual({ deadline: 11_350, overrun: false });
  });

  test('an answer in time is passed on and the budget is not overrun', async () => {
    const budget = pageBudget(1_000);
    expect(await withinBudget(budget, Promise.resolve('data'), () => 'late')).toBe('data');
    expect(budget.overrun).toBe(false);
  });

  test('an answer not there by the deadline is replaced by late() and the budget is overrun', async () => {
    const budget = pageBudget(20);
    const never = new Promise<string>(() => undefined);
    expect(await withinBudget(budget, never, () => 'late')).toBe('late');
    expect(budget.overrun).toBe(true);
  });

  test('a failure in time is passed on as it is', async () => {
    const budget = pageBudget(1_000);
    await expect(withinBudget(budget, Promise.reject(new Error('no')), () => 'late')).rejects.toThrow('no');
    expect(budget.overrun).toBe(false);
  });
});

// The page route under a slow shop: the bootstrap's and the loaders' shop calls end at the page's deadline.
const SLOW_MS = 3_000;
const apps = useMockShopApp();

/** A stand-in for the web's render: reads the listing in-process as a category page's loader does. */
const listingRenderer: WebRenderer = {
  async render(options) {
    const { pathname } = new URL(options.url);
    const reads = pathname.includes('/c/')
      ? [
          await options.api('search', {
            body: { locale: options.bootstrap.locale, categorySlug: 'electronics' },
          }),
        ]
      : [];
    const status = reads.some((read) => !read.ok) ? 500 : 200;
    return new Response(
      `<html><head><title>${options.bootstrap.storeConfig.site.name}</title></head></html>`,
      {
        status,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      },
    );
  },
  close: async () => {},
};

/**
 * The bff (page budget 300 ms) in front of a mock shop. `firstStoreConfig` answers the first store config call at
 * once (MockAgent delays are per interceptor), the later ones come after `storeConfigDelayMs`. The shop's answers
 * are set up before the first request, so after the app is built is soon enough.
 */
async function start(
  options: {
    storeConfigDelayMs?: number;
    firstStoreConfig?: boolean;
    searchDelayMs?: number;
    env?: Record<string, string>;
  } = {},
) {
  const bff = await apps.start({
    webRenderer: listingRenderer,
    env: { PAGE_BUDGET_MS: '300', PAGE_CACHE_TTL_MS: '5000', ...options.env },
  });
  const fake = apps.shop();
  const json = { headers: { 'content-type': 'application/json' } };
  if (options.firstStoreConfig) {
    fake.agent
      .get(SHOP_ORIGIN)
      .intercept({ method: 'POST', path: '/api/store-config' })
      .reply(200, JSON.stringify(storeConfigFixture), json)
      .times(1);
  }
  const renamed = { ...storeConfigFixture, site: { ...storeConfigFixture.site, name: 'Renamed shop' } };
  fake.on(
    'POST',
    '/api/store-config',
    () => ({ statusCode: 200, data: renamed }),
    options.storeConfigDelayMs,
  );
  fake.on('POST', '/api/translations/translationMessages', () => ({
    statusCode: 200,
    data: { resources: {} },
  }));
  fake.on(
    'POST',
    '/api/catalogue/search',
    () => ({ statusCode: 200, data: emptySearchAnswer() }),
    options.searchDelayMs,
  );
  return { bff, shop: fake };
}

const page = (bff: FastifyInstance, url: string) =>
  bff.inject({ method: 'GET', url, headers: { host: 'lt.localhost' } });

/** The shop's answers every page starts with: the store config and (empty) translations. */
function answerStartUp(fake: ReturnType<typeof apps.shop>) {
  fake.on('POST', '/api/store-config', () => ({ statusCode: 200, data: storeConfigFixture }));
  fake.on('POST', '/api/translations/translationMessages', () => ({
    statusCode: 200,
    data: { resources: {} },
  }));
}

/** What the render stand-ins below answer: a page with nothing in it. */
const plainPage = () =>
  new Response('<html><head><title>t</title></head><body>page</body></html>', {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

describe('the page budget', () => {
  test('nothing cached and a slow shop: 503 with Retry-After, long before the shop answers', async () => {
    const { bff } = await start({ storeConfigDelayMs: SLOW_MS });
    const started = performance.now();
    const response = await page(bff, '/lt');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(performance.now() - started).toBeLessThan(SLOW_MS);
  });

  test("a loader's read past the deadline makes the page a 503 (not the app's error screen), and it is not kept", async () => {
    const { bff, shop: fake } = await start({ searchDelayMs: SLOW_MS });
    const started = performance.now();
    const response = await page(bff, '/lt/c/electronics');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(performance.now() - started).toBeLessThan(SLOW_MS);
    expect(fake.count('/api/catalogue/search')).toBe(1);
    // Not from the page cache: the next request asks again.
    await page(bff, '/lt/c/electronics');
    expect(fake.count('/api/catalogue/search')).toBe(2);
  });

  test('a stale store config is served when its refresh is slow; the refresh goes on in the background', async () => {
    const { bff, shop: fake } = await start({
      firstStoreConfig: true,
      storeConfigDelayMs: 600,
      env: { CACHE_TTL_MS: '0', PAGE_CACHE_TTL_MS: '0' },
    });
    expect((await page(bff, '/lt')).body).toContain(storeConfigFixture.site.name);
    const started = performance.now();
    const stale = await page(bff, '/lt');
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain(storeConfigFixture.site.name);
    expect(performance.now() - started).toBeLessThan(600);
    // The refresh lands after its 600 ms and fills the cache; it was asked for once (the mock records the calls
    // after the first).
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fake.count('/api/store-config')).toBe(1);
    const refreshed = await page(bff, '/lt');
    expect(refreshed.body).toContain('Renamed shop');
  });

  test('an /api caller is not held to a page budget: the same slow read answers when the shop does', async () => {
    const { bff } = await start({ searchDelayMs: 600 });
    const response = await bff.inject({
      method: 'POST',
      url: '/api/catalogue/search',
      headers: {
        host: 'lt.localhost',
        origin: 'http://lt.localhost',
        'x-requested-with': 'storefront',
      },
      payload: { locale: 'lt' },
    });
    expect(response.statusCode).toBe(200);
  });
});

/** Whether a browser would run every inline script of `html` under the page's Content-Security-Policy. */
function inlineScriptsAllowed(html: string, csp: string): boolean {
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '', content = '']) => content !== '' && !/\bsrc=|application\/json/.test(attributes),
    )
    .every(([, attributes = '', content = '']) => {
      if (nonce && attributes.includes(`nonce="${nonce}"`)) return true;
      const hash = createHash('sha256').update(content, 'utf8').digest('base64');
      return scriptSrc.includes(`'sha256-${hash}'`);
    });
}

test('a page rendered for the cache but past its budget is sent, not kept, with a policy that runs its scripts', async () => {
  // A loader's read given up on at the deadline whose page still renders (the home page's offers degrade to
  // none): that page is answered but not kept. It was rendered for the cache, without a nonce, so it must go out
  // with its scripts' hashes. Sent with the nonce policy instead, the browser blocked the router's scripts and
  // the page never hydrated (a cold bff's first home page).
  const degradingRenderer: WebRenderer = {
    async render(options) {
      await options.api('search', {
        body: { locale: options.bootstrap.locale, categorySlug: 'electronics' },
      });
      const nonce = options.nonce ? ` nonce="${options.nonce}"` : '';
      return new Response(
        `<html><head><title>t</title></head><body><main>page</main><script${nonce}>self.$_TSR={}</script></body></html>`,
        { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } },
      );
    },
    close: async () => {},
  };
  const bff = await apps.start({
    webRenderer: degradingRenderer,
    env: { PAGE_BUDGET_MS: '300', PAGE_CACHE_TTL_MS: '5000' },
  });
  const fake = apps.shop();
  answerStartUp(fake);
  fake.on('POST', '/api/catalogue/search', () => ({ statusCode: 200, data: emptySearchAnswer() }), SLOW_MS);
  const response = await page(bff, '/lt');
  expect(response.statusCode).toBe(200);
  expect(inlineScriptsAllowed(response.body, String(response.headers['content-security-policy']))).toBe(true);
  // Not kept: the next visitor's page asks the shop again.
  await page(bff, '/lt');
  expect(fake.count('/api/catalogue/search')).toBe(2);
});

test('past the render slots and their queue a page is shed at once: 503 with Retry-After, counted', async () => {
  // Uncached pages at 200 connections finished their renders together and held the event loop (and /readyz)
  // for seconds; the renders are bounded instead. One slot, no queue: of two pages at once, one is shed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const heldRenderer: WebRenderer = {
    async render() {
      await held;
      return plainPage();
    },
    close: async () => {},
  };
  const bff = await apps.start({
    webRenderer: heldRenderer,
    env: { PAGE_CACHE_TTL_MS: '0', PAGE_RENDER_CONCURRENCY: '1', PAGE_RENDER_QUEUE: '0' },
  });
  const fake = apps.shop();
  answerStartUp(fake);
  const first = page(bff, '/lt');
  // The first page holds the only slot once its shop data is in; then the second arrives.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const second = await page(bff, '/lt');
  expect(second.statusCode).toBe(503);
  expect(second.headers['retry-after']).toBe('5');
  release();
  expect((await first).statusCode).toBe(200);
  const metrics = await bff.inject({ method: 'GET', url: '/metrics', headers: { host: 'lt.localhost' } });
  expect(metrics.body).toMatch(/bff_shed_requests_total\{reason="page_renders_busy"\} 1/);
  // The slot is free again: the next page renders.
  expect((await page(bff, '/lt')).statusCode).toBe(200);
});

test('as many pages in progress as render slots and queue places while the CPU is short: the next is shed at once', async () => {
  // With cheap renders a flood waits less for a render slot than in every other step of every page in progress;
  // the pages in progress are bounded too, but only while the loop is busy (pages waiting on a slow shop with an
  // idle CPU are never shed for it: tests/faults.test.ts, "slow").
  const bff = await apps.start({
    webRenderer: listingRenderer,
    env: { PAGE_CACHE_TTL_MS: '0', PAGE_RENDER_CONCURRENCY: '1', PAGE_RENDER_QUEUE: '1' },
  });
  const fake = apps.shop();
  fake.on('POST', '/api/store-config', () => ({ statusCode: 200, data: storeConfigFixture }), 1_000);
  fake.on('POST', '/api/translations/translationMessages', () => ({
    statusCode: 200,
    data: { resources: {} },
  }));
  fake.on('POST', '/api/catalogue/search', () => ({ statusCode: 200, data: emptySearchAnswer() }));
  // Two pages in progress, both waiting on the shop's store config.
  const waiting = [page(bff, '/lt'), page(bff, '/lt')];
  await new Promise((resolve) => setTimeout(resolve, 200));
  // A loop busy all the time (its timers on time all the same): the third is shed before any of its work, long
  // before the shop answers the two.
  const measured = bff.memoryUsage.bind(bff);
  bff.memoryUsage = () => ({ ...measured(), eventLoopDelay: 1, eventLoopUtilized: 1 });
  const asked = Date.now();
  const shed = await page(bff, '/lt');
  const tookMs = Date.now() - asked;
  bff.memoryUsage = measured;
  expect(shed.statusCode).toBe(503);
  expect(shed.headers['retry-after']).toBe('5');
  expect(tookMs).toBeLessThan(500);
  expect((await Promise.all(waiting)).map((response) => response.statusCode)).toEqual([200, 200]);
  expect(fake.count('/api/store-config')).toBe(1);
});

test('a burst that arrives while a render holds the loop waits in the render queue, not unseen in its sockets', async () => {
  // A render with its data at hand runs in one turn of the loop. Were it rendered in the turn that read its
  // request, the requests arriving meanwhile would each render in turn too: never queued, never shed, the last
  // served after every render before it. Over real sockets (inject never queues in sockets), one slot and one
  // queue place: of six requests arriving together, the rest are shed at once.
  const busyRenderer: WebRenderer = {
    async render() {
      const until = performance.now() + 100;
      while (performance.now() < until) {
        // A render's CPU: the loop is held.
      }
      return plainPage();
    },
    close: async () => {},
  };
  const bff = await apps.start({
    webRenderer: busyRenderer,
    env: { PAGE_CACHE_TTL_MS: '0', PAGE_RENDER_CONCURRENCY: '1', PAGE_RENDER_QUEUE: '1' },
  });
  const fake = apps.shop();
  answerStartUp(fake);
  await bff.listen({ port: 0, host: '127.0.0.1' });
  const { port } = bff.server.address() as AddressInfo;
  // Six visitors' connections, open before any of them asks.
  const connect = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket)).on('error', reject);
    });
  const statusOf = (socket: net.Socket) =>
    new Promise<number>((resolve) => {
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
      });
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0)));
    });
  const ask = (socket: net.Socket) =>
    socket.write('GET /lt HTTP/1.1\r\nhost: lt.localhost\r\nconnection: close\r\n\r\n');
  // The store config is cached: the burst's pages need nothing from the shop, as a flood on one page does.
  const first = await connect();
  const firstStatus = statusOf(first);
  ask(first);
  expect(await firstStatus).toBe(200);
  // Accepted by the server too (a request on a connection still in the accept queue is read a turn later).
  const accepted = new Promise<void>((resolve) => {
    let count = 0;
    bff.server.on('connection', () => {
      if (++count === 6) resolve();
    });
  });
  const sockets = await Promise.all(Array.from({ length: 6 }, connect));
  await accepted;
  const answers = sockets.map(statusOf);
  // All six ask in one go: their requests arrive together, as a flood's do.
  for (const socket of sockets) ask(socket);
  const statuses = await Promise.all(answers);
  expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(3);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
});
