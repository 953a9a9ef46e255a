import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import {
  buildPageApp,
  type FakeShop,
  fakeShop,
  SHOP_ORIGIN,
  serveCategories,
  serveContentIndex,
} from '../pages/page-fixtures.js';

// robots.txt and the sitemaps of a variant, against a fake shop holding 100,000 products and 25,000 offers.

const PRODUCTS = 100_000;
const OFFERS = 25_000;
/** Offers take the ids after the products, as the seed gives them. */
const idsOf = (kind: string) =>
  kind === 'p' ? { first: 1, count: PRODUCTS } : { first: PRODUCTS + 1, count: OFFERS };
const slugOf = (kind: string, id: number) => (kind === 'p' ? `acme/phone-${id}` : `offer-${id}`);

/** The fake shop plus the catalogue calls the sitemaps make; every size the bff asks for is recorded. */
function catalogueShop(): FakeShop & { sizes: number[] } {
  const shop = fakeShop();
  const sizes: number[] = [];
  const pool = shop.agent.get(SHOP_ORIGIN);
  const json = { headers: { 'content-type': 'application/json' } };
  const query = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');
  const record = (path: string, host: unknown) =>
    shop.calls.push({ path: path.split('?')[0] ?? path, host: String(host), body: undefined });
  serveCategories(shop);
  serveContentIndex(shop);
  pool
    .intercept({ method: 'GET', path: (p) => p.startsWith('/api/catalogue/slug-pages?') })
    .reply((request) => {
      record(request.path, '');
      const q = query(request.path);
      const size = Number(q.get('size'));
      sizes.push(size);
      const { first, count } = idsOf(q.get('kind') ?? '');
      const starts: number[] = [];
      for (let id = first; id < first + count; id += size) starts.push(id);
      return { statusCode: 200, data: JSON.stringify({ total: count, starts }), responseOptions: json };
    })
    .persist();
  pool
    .intercept({ method: 'GET', path: (p) => p.startsWith('/api/catalogue/slugs?') })
    .reply((request) => {
      record(request.path, '');
      const q = query(request.path);
      const kind = q.get('kind') ?? '';
      const from = Number(q.get('from'));
      const limit = Number(q.get('limit'));
      sizes.push(limit);
      const { first, count } = idsOf(kind);
      const end = Math.min(first + count, from + limit);
      const slugs: string[] = [];
      for (let id = from; id < end; id++) slugs.push(slugOf(kind, id));
      const next = end < first + count ? end : null;
      return { statusCode: 200, data: JSON.stringify({ slugs, next }), responseOptions: json };
    })
    .persist();
  return Object.assign(shop, { sizes });
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const get = (server: FastifyInstance, url: string, host: string) =>
  // A forwarded Host must not leak into any URL either.
  server.inject({ method: 'GET', url, headers: { host, 'x-forwarded-host': 'evil.example' } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  test("points to the variant's own sitemap and keeps crawlers out of private and API URLs", async () => {
    app = await buildPageApp(catalogueShop());
    const response = await get(app, '/robots.txt', 'lv.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('Sitemap: http://lv.localhost:3000/sitemap.xml');
    for (const rule of [
      'Disallow: /api/',
      'Disallow: /cart$',
      'Disallow: /lv/cart$',
      'Disallow: /en/checkout/',
      'Disallow: /lv/my-orders/',
      'Disallow: /lv/login$',
    ]) {
      expect(lines).toContain(rule);
    }
    // A noindex page must stay crawlable, or its noindex is never read: the §2 query keys, create-order and the
    // search page (its `s` makes it noindex).
    expect(response.body).not.toMatch(/manufacturer|az=|s=|create-order|search/);
    // Languages the variant does not offer get no rules; catalogue pages are never disallowed.
    expect(response.body).not.toContain('/ee/');
    expect(response.body).not.toMatch(/Disallow: \/(lv\/)?(c|p|market)\b/);
    expect(response.body).not.toContain('evil.example');
  });

  test('each variant host gets its own sitemap line', async () => {
    app = await buildPageApp(catalogueShop());
    const response = await get(app, '/robots.txt', 'nl.localhost:3000');
    expect(response.body).toContain('Sitemap: http://nl.localhost:3000/sitemap.xml');
    expect(response.body).not.toContain('lv.localhost');
  });
});

describe('sitemaps', () => {
  test('/sitemap.xml indexes the pages part and parts of products and offers, on the canonical origin', async () => {
    const shop = catalogueShop();
    app = await buildPageApp(shop);
    const response = await get(app, '/sitemap.xml', 'lv.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const parts = locs(response.body);
    expect(parts[0]).toBe('http://lv.localhost:3000/sitemaps/pages.xml');
    const products = parts.filter((p) => p?.includes('/sitemaps/products-'));
    const offers = parts.filter((p) => p?.includes('/sitemaps/offers-'));
    expect(products.length).toBeGreaterThanOrEqual(2);
    expect(offers.length).toBeGreaterThanOrEqual(1);
    expect(parts).toHaveLength(1 + products.length + offers.length);
    expect(response.body).not.toContain('evil.example');
    // No part may exceed the protocol's 50,000 URLs.
    expect(Math.max(...shop.sizes)).toBeLessThanOrEqual(50_000);

    // Every product appears exactly once over its parts, each in the default language with its alternates.
    const seen = new Set<string>();
    for (const part of products) {
      const body = (await get(app, new URL(part ?? '').pathname, 'lv.localhost:3000')).body;
      const urls = locs(body);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      for (const url of urls) seen.add(url ?? '');
    }
    expect(seen.size).toBe(PRODUCTS);
    expect(seen.has('http://lv.localhost:3000/lv/p/acme/phone-1')).toBe(true);
    expect(seen.has(`http://lv.localhost:3000/lv/p/acme/phone-${PRODUCTS}`)).toBe(true);
  });

  test('a product part carries hreflang alternates for the variant languages and x-default', async () => {
    app = await buildPageApp(catalogueShop());
    const body = (await get(app, '/sitemaps/products-1.xml', 'lv.localhost:3000')).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(body).toContain(
      '<url><loc>http://lv.localhost:3000/lv/p/acme/phone-1</loc>' +
        '<xhtml:link rel="alternate" hreflang="lv" href="http://lv.localhost:3000/lv/p/acme/phone-1"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="http://lv.localhost:3000/en/p/acme/phone-1"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="http://lv.localhost:3000/lv/p/acme/phone-1"/></url>',
    );
  });

  test('a single-language variant lists plain URLs; offers are marketplace product pages', async () => {
    app = await buildPageApp(catalogueShop());
    const index = locs((await get(app, '/sitemap.xml', 'nl.localhost:3000')).body);
    const offers = index.find((p) => p?.includes('/sitemaps/offers-1.xml')) ?? '';
    const body = (await get(app, new URL(offers).pathname, 'nl.localhost:3000')).body;
    expect(body.includes('xhtml:link')).toBe(false);
    expect(locs(body)[0]).toBe(`http://nl.localhost:3000/en/market/product/offer-${PRODUCTS + 1}`);
  });

  test('the pages part lists home, exactly the content the shop holds, and every category', async () => {
    app = await buildPageApp(catalogueShop());
    const urls = locs((await get(app, '/sitemaps/pages.xml', 'lv.localhost:3000')).body);
    for (const url of [
      'http://lv.localhost:3000/lv',
      'http://lv.localhost:3000/lv/about-us',
      'http://lv.localhost:3000/lv/pro',
      'http://lv.localhost:3000/lv/help/shipping',
      'http://lv.localhost:3000/lv/faq',
      'http://lv.localhost:3000/lv/faq/payments',
      'http://lv.localhost:3000/lv/blog',
      'http://lv.localhost:3000/lv/blog/first-post',
      'http://lv.localhost:3000/lv/dealzone',
      'http://lv.localhost:3000/lv/c/electronics',
      'http://lv.localhost:3000/lv/c/electronics/phones',
    ]) {
      expect(urls).toContain(url);
    }
    expect(urls.some((u) => u?.includes('/cart'))).toBe(false);
    // Pages the shop does not hold are not listed (no warranty page in this shop's index).
    expect(urls.some((u) => u?.includes('/warranty'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('a site without FAQ topics or blog posts lists neither /faq nor /blog', async () => {
    const shop = catalogueShop();
    app = await buildPageApp(shop);
    const urls = locs((await get(app, '/sitemaps/pages.xml', 'ee.localhost:3000')).body);
    expect(urls).toContain('http://ee.localhost:3000/ee/about-us');
    expect(urls.some((u) => /\/(faq|blog)\b/.test(u ?? ''))).toBe(false);
  });

  test('answers are cached per variant: a second crawl makes no shop call, another variant asks again', async () => {
    const shop = catalogueShop();
    app = await buildPageApp(shop);
    await get(app, '/sitemap.xml', 'lv.localhost:3000');
    await get(app, '/sitemaps/products-2.xml', 'lv.localhost:3000');
    const calls = shop.calls.length;
    await get(app, '/sitemap.xml', 'lv.localhost:3000');
    await get(app, '/sitemaps/products-2.xml', 'lv.localhost:3000');
    expect(shop.calls.length).toBe(calls);
    await get(app, '/sitemap.xml', 'ee.localhost:3000');
    expect(shop.calls.length).toBeGreaterThan(calls);
  });

  test.each(['/sitemaps/products-999.xml', '/sitemaps/secrets.xml', '/sitemaps/products-0.xml'])(
    '%s is a 404',
    async (url) => {
      app = await buildPageApp(catalogueShop());
      const response = await get(app, url, 'lv.localhost:3000');
      expect(response.statusCode).toBe(404);
    },
  );
});
