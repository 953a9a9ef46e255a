import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  BOOTSTRAP_ELEMENT_ID,
  bootstrapSchema,
  firstListingPageRequest,
  imageAttributes,
  LISTING_SEARCH_PATH,
  prefetchKey,
  UTM_COOKIE_MAX_AGE_S,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  buildPageApp,
  cspNonce,
  directive,
  type FakeShop,
  fakeShop,
  listingItem,
  serveSearch,
} from './page-fixtures.js';

// A web build like Vite's: index.html with both markers and a module script, plus a hashed chunk.
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(
  join(webDist, 'index.html'),
  `<!doctype html>
<html lang="lt" class="no-js">
  <head>
    <meta charset="UTF-8" />
    <!--ssr-head-->
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"><!--ssr-first-paint--></div>
    <!--ssr-bootstrap-->
  </body>
</html>
`,
);
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");\n');
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(shop: FakeShop = fakeShop(), env: Record<string, string> = {}) {
  app = await buildPageApp(shop, { WEB_DIST_DIR: webDist, ...env });
  return app;
}

function page(server: FastifyInstance, url: string, host: string, headers: Record<string, string> = {}) {
  return server.inject({ method: 'GET', url, headers: { host, ...headers } });
}

function bootstrapOf(html: string) {
  const match = new RegExp(
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json" nonce="[^"]+">(.*?)</script>`,
    's',
  ).exec(html);
  expect(match, 'bootstrap script').not.toBeNull();
  return bootstrapSchema.parse(JSON.parse(match?.[1] ?? 'null'));
}

describe('variant from the host', () => {
  test('lv.localhost gets lang lv, the lv title and a canonical on the lv origin', async () => {
    const shop = fakeShop();
    const server = await start(shop);
    const response = await page(server, '/', 'lv.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="lv" data-variant="lv" data-theme="default" class="no-js">');
    expect(html).toContain('<title>Shop LV</title>');
    expect(html).toContain('<link rel="canonical" href="http://lv.localhost:3000/lv" />');
    expect(html).toContain('<meta property="og:url" content="http://lv.localhost:3000/lv" />');
    expect(html).toContain('<meta property="og:title" content="Shop LV" />');
    expect(html).toContain('<meta name="description" content="Shop description" />');
    // A 1200 × 630 JPEG of the hero image, made by the bff's resizer: link previews do not read SVG.
    const ogImage = (/<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1] ?? '').replaceAll(
      '&amp;',
      '&',
    );
    expect(ogImage).toBe(
      'http://lv.localhost:3000/img/site/variants/lv/hero-1.svg?f=jpeg&fit=cover&w=1200&h=630',
    );
    const preview = await server.inject({ url: new URL(ogImage).pathname + new URL(ogImage).search });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    // og:image:secure_url only for an https image.
    expect(html).not.toContain('og:image:secure_url');
    expect(html).toContain('<meta property="og:type" content="website" />');
    // The shop was asked as the lv site, in Latvian.
    expect(shop.callsTo('/api/store-config')[0]).toMatchObject({
      host: 'lv.localhost',
      body: { langIso: 'lv' },
    });
    expect(bootstrapOf(html)).toMatchObject({ locale: 'lv', variant: { code: 'lv', brand: null } });
  });

  test('an unknown host is served as lt and its name appears nowhere in the answer', async () => {
    const shop = fakeShop();
    const server = await start(shop);
    const response = await page(server, '/cart?x=1', 'evil.example', { 'x-forwarded-host': 'evil.example' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-variant="lt"');
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/lt/cart" />');
    expect(response.body).not.toContain('evil.example');
    expect(JSON.stringify(response.headers)).not.toContain('evil.example');
    expect(shop.callsTo('/api/store-config')[0]?.host).toBe('lt.localhost');
  });

  test('a path shaped like another host stays a path on our origin', async () => {
    const server = await start();
    const response = await page(server, '//evil.example/x', 'lv.localhost');
    expect(response.body).toContain(
      '<link rel="canonical" href="http://lv.localhost:3000/lv/evil.example/x" />',
    );
  });
});

describe('locale', () => {
  test('a supported prefix picks the language; the canonical keeps it', async () => {
    const shop = fakeShop();
    const server = await start(shop);
    const response = await page(server, '/en/faq', 'lv.localhost');
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('<link rel="canonical" href="http://lv.localhost:3000/en/faq" />');
    expect(shop.callsTo('/api/translations/translationMessages')[0]?.body).toEqual({ locale: 'en' });
  });

  test("a language the variant does not offer falls back to the variant's default", async () => {
    const server = await start();
    const response = await page(server, '/ee/cart', 'lv.localhost');
    expect(response.body).toContain('<html lang="lv"');
    expect(response.body).toContain('<link rel="canonical" href="http://lv.localhost:3000/lv/cart" />');
  });

  test('Estonian pages are tagged et (BCP 47), under the product code ee in the path', async () => {
    const server = await start();
    const response = await page(server, '/', 'ee.localhost');
    expect(response.body).toContain('<html lang="et" data-variant="ee"');
    expect(response.body).toContain('<link rel="canonical" href="http://ee.localhost:3000/ee" />');
  });

  test('hreflang alternates list every language of the variant plus x-default', async () => {
    const server = await start();
    const response = await page(server, '/lv/c/phones?f.manufacturer=x', 'lv.localhost');
    const links = [
      ...response.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g),
    ].map((match) => [match[1], match[2]]);
    expect(links).toEqual([
      ['lv', 'http://lv.localhost:3000/lv/c/phones'],
      ['en', 'http://lv.localhost:3000/en/c/phones'],
      ['x-default', 'http://lv.localhost:3000/lv/c/phones'],
    ]);
  });
});

describe('robots', () => {
  test.each([
    '/lv/search?s=',
    '/lv/c/phones?f.manufacturer=acme',
    '/lv/c/phones?az=a',
    '/lv/create-order/abc',
  ])('%s is noindex', async (url) => {
    const server = await start();
    const response = await page(server, url, 'lv.localhost');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  test('an ordinary page is indexable, and its canonical drops filters and tracking', async () => {
    const server = await start();
    const response = await page(server, '/lv/c/phones?sort=price_asc&utm_source=x&page=2', 'lv.localhost');
    expect(response.body).not.toContain('name="robots"');
    expect(response.body).toContain('<link rel="canonical" href="http://lv.localhost:3000/lv/c/phones" />');
  });
});

describe('UTM', () => {
  test('utm parameters set three 90-day httpOnly cookies and are posted to the shop once', async () => {
    const shop = fakeShop();
    const server = await start(shop);
    const response = await page(server, '/?utm_source=x&utm_medium=y&utm_campaign=z', 'lv.localhost');
    expect(response.statusCode).toBe(200);
    const cookies = response.cookies;
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['utm_campaign', 'utm_medium', 'utm_source']);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({
        maxAge: UTM_COOKIE_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect(server.unsignCookie(cookie.value).valid).toBe(true);
    }
    expect(UTM_COOKIE_MAX_AGE_S).toBe(7_776_000);
    const raw = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(raw.every((line) => line.includes('Max-Age=7776000'))).toBe(true);
    await vi.waitFor(() => expect(shop.callsTo('/api/utm')).toHaveLength(1));
    expect(shop.callsTo('/api/utm')[0]).toMatchObject({
      host: 'lv.localhost',
      body: { utm_source: 'x', utm_medium: 'y', utm_campaign: 'z' },
    });
  });

  test('a page without utm parameters sets no cookie and posts nothing', async () => {
    const shop = fakeShop();
    const server = await start(shop);
    const response = await page(server, '/lv', 'lv.localhost');
    expect(response.cookies).toEqual([]);
    // Give a stray fire-and-forget post the chance to show up before asserting it never came.
    await new Promise((resolve) => setImmediate(resolve));
    expect(shop.callsTo('/api/utm')).toHaveLength(0);
  });
});

describe('integrations and CSP', () => {
  const configured = {
    pivot: { gtm_id: 'GTM-ABC123', pixel_id: '111, 222,111', live_agent_id: 'chat42' },
    site: { ad_retargeting_key: 'crit-1', marketing_email_key: 'KLAV1' },
  };

  test("the site's integrations for the page language are injected with the nonce the CSP allows", async () => {
    const server = await start(fakeShop(configured), { LIVE_AGENT_ORIGIN: 'https://acme.ladesk.com' });
    const response = await page(server, '/lv', 'lv.localhost');
    const csp = String(response.headers['content-security-policy']);
    const nonce = cspNonce(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    const scripts = [
      ...response.body.matchAll(/<script nonce="([^"]*)" data-integration="([^"]+)">(.*?)<\/script>/gs),
    ];
    expect(scripts.map((match) => match[2])).toEqual([
      'tag-manager',
      'pixel',
      'retargeting',
      'marketing-email',
      'live-chat',
    ]);
    for (const match of scripts) expect(match[1]).toBe(nonce);
    const byName = Object.fromEntries(scripts.map((match) => [match[2], match[3] ?? '']));
    expect(byName['tag-manager']).toContain('gtm.js?id=GTM-ABC123');
    expect(byName.pixel).toContain('["111","222"]');
    expect(byName.retargeting).toContain('"crit-1"');
    expect(byName['marketing-email']).toContain('company_id=KLAV1');
    expect(byName['live-chat']).toContain('"chat42"');
    expect(byName['live-chat']).toContain('https://acme.ladesk.com/scripts/track.js');

    const scriptSrc = directive(csp, 'script-src');
    expect(scriptSrc).toEqual(
      expect.arrayContaining([
        "'self'",
        `'nonce-${nonce}'`,
        'https://www.googletagmanager.com',
        'https://connect.facebook.net',
        'https://static.criteo.net',
        'https://static.klaviyo.com',
        'https://acme.ladesk.com',
      ]),
    );
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Every <script> of the page (the template's too) carries the nonce.
    const allScripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(allScripts.length).toBeGreaterThan(5);
    for (const tag of allScripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test('without configured ids there is no integration script and the CSP names no vendor', async () => {
    const server = await start(fakeShop());
    const response = await page(server, '/lv', 'lv.localhost');
    expect(response.body).not.toContain('data-integration');
    const scriptSrc = directive(String(response.headers['content-security-policy']), 'script-src');
    expect(scriptSrc.filter((source) => source.startsWith('https://'))).toEqual([]);
  });

  test('integrations follow the page language: the pivot of another language is not used', async () => {
    // The site configures a tag manager for Latvian only.
    const lvOnly = fakeShop({
      site: {
        languages: [
          {
            id: 1,
            iso_code: 'lv',
            local_title: 'lv',
            pivot: { gtm_id: 'GTM-LV', pixel_id: null, live_agent_id: null, mp_default_sort: null },
          },
        ],
      },
    });
    const server = await start(lvOnly);
    const english = await page(server, '/en', 'lv.localhost');
    expect(english.body).not.toContain('data-integration');
    const latvian = await page(server, '/lv', 'lv.localhost');
    expect(latvian.body).toContain('gtm.js?id=GTM-LV');
  });

  test('a marketing-email identify carries the signed-in user', async () => {
    const user = {
      id: 7,
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'Berzina',
      unpaid_orders_count: 0,
      delivery_addresses: [],
      is_pro: false,
    };
    const server = await start(fakeShop({ ...configured, user }));
    const response = await page(server, '/lv', 'lv.localhost', {
      cookie: `session_token=${server.signCookie('tok')}`,
    });
    expect(response.body).toContain('"$email":"ana@example.com","$first_name":"Ana","$last_name":"Berzina"');
    expect(bootstrapOf(response.body).user).toMatchObject({ id: 7, email: 'ana@example.com' });
  });

  test('verification tags: the payment provider everywhere, the search engine on its one brand', async () => {
    const env = { PAYMENT_PROVIDER_VERIFICATION: 'pay-token', SEARCH_ENGINE_VERIFICATION: 'se-token' };
    const server = await start(fakeShop(), env);
    const brand2 = await page(server, '/', 'wl2.localhost');
    expect(brand2.body).toContain('<meta name="payment-provider-site-verification" content="pay-token" />');
    expect(brand2.body).toContain('<meta name="google-site-verification" content="se-token" />');
    const brand3 = await page(server, '/', 'wl3.localhost');
    expect(brand3.body).toContain('content="pay-token"');
    expect(brand3.body).not.toContain('se-token');
    const lv = await page(server, '/', 'lv.localhost');
    expect(lv.body).not.toContain('se-token');
  });
});

describe('bootstrap', () => {
  test('inlines variant, locale, store config, translations, user and currency; < cannot close the script', async () => {
    const shop = fakeShop({
      translations: { 'meta.description': 'Shop', evil: '</script><script>alert(1)</script>' },
    });
    const server = await start(shop);
    const response = await page(server, '/lv/cart', 'lv.localhost', { cookie: 'mm_currency_id=2' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    const data = bootstrapOf(response.body);
    expect(data.translations.evil).toBe('</script><script>alert(1)</script>');
    expect(data).toMatchObject({
      locale: 'lv',
      currencyId: 2,
      user: null,
      sentry: null,
      storeConfig: { site: { name: 'Shop LV' } },
      variant: { code: 'lv', canonicalOrigin: 'http://lv.localhost:3000' },
    });
    // No session cookie: the user is known to be nobody without asking the shop.
    expect(shop.callsTo('/api/auth/getCurrentUser')).toHaveLength(0);
  });

  test('the three shop calls of a page run in parallel, one each', async () => {
    const shop = fakeShop();
    const server = await start(shop);
    await page(server, '/lv', 'lv.localhost', { cookie: `session_token=${server.signCookie('tok')}` });
    expect(shop.callsTo('/api/store-config')).toHaveLength(1);
    expect(shop.callsTo('/api/translations/translationMessages')).toHaveLength(1);
    expect(shop.callsTo('/api/auth/getCurrentUser')).toHaveLength(1);
  });

  test('error reporting settings reach the browser only when a DSN is set', async () => {
    const server = await start(fakeShop(), {
      SENTRY_BROWSER_DSN: 'https://public@o1.ingest.sentry.example/42',
      SENTRY_ENVIRONMENT: 'staging',
    });
    const response = await page(server, '/lv', 'lv.localhost');
    expect(bootstrapOf(response.body).sentry).toEqual({
      dsn: 'https://public@o1.ingest.sentry.example/42',
      environment: 'staging',
    });
    expect(directive(String(response.headers['content-security-policy']), 'connect-src')).toContain(
      'https://o1.ingest.sentry.example',
    );
  });

  test('the shop being down gives a 503 page, not a broken app', async () => {
    const server = await start(fakeShop({ storeConfigStatus: 503 }));
    const response = await page(server, '/lv', 'lv.localhost');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('briefly unavailable');
  });
});

describe('brands', () => {
  test('wl3 gets brand 3 assets; a brand without hero images gets brand 1 hero images', async () => {
    const server = await start();
    const wl3 = await page(server, '/', 'wl3.localhost');
    expect(wl3.body).toContain('data-variant="wl" data-theme="partner" data-brand="3"');
    const brand3 = bootstrapOf(wl3.body).variant.assets;
    expect(brand3.logo).toBe('/site-assets/brands/3/logo.svg');
    expect(brand3.heroImages[0]).toBe('/site-assets/brands/3/hero-1.svg');
    const wl4 = bootstrapOf((await page(server, '/', 'wl4.localhost')).body).variant.assets;
    expect(wl4.logo).toBe('/site-assets/brands/4/logo.svg');
    expect(wl4.heroImages).toEqual(['/site-assets/brands/1/hero-1.svg', '/site-assets/brands/1/hero-2.svg']);
    // The asset URLs resolve to real files.
    for (const url of [brand3.logo, ...brand3.heroImages, ...wl4.heroImages, ...wl4.benefitIcons]) {
      const file = await server.inject({ url, headers: { host: 'wl3.localhost' } });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});

/** What the page's #root holds before the app's script runs. */
function firstPaintOf(html: string): string {
  return /<div id="root">(.*?)<\/div>\s*<script id=/s.exec(html)?.[1] ?? '';
}

describe('first paint', () => {
  test("the home page's #root shows the header and the hero with the preloaded image before any script runs", async () => {
    const shop = fakeShop({
      siteName: () => 'Shop & <Co>',
      translations: { 'shell.home.tagline': 'Everything, delivered', 'shell.header.home': 'Home page' },
    });
    const server = await start(shop);
    const html = (await page(server, '/lv', 'lv.localhost')).body;
    const paint = firstPaintOf(html);
    const logo = bootstrapOf(html).variant.assets.logo;
    expect(paint).toContain(
      `<a href="/lv" class="inline-flex items-center" aria-label="Home page"><img src="${logo}"`,
    );
    expect(paint).toContain('<h1 class="text-3xl font-bold">Shop &amp; &lt;Co&gt;</h1>');
    expect(paint).toContain('Everything, delivered');
    // The hero is the image the head preloads, so the paint waits for nothing the browser is not already fetching.
    const preload = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
    expect(preload).toBeTruthy();
    expect(paint).toContain(`<img src="${preload}"`);
    expect(paint).toContain('fetchpriority="high"');
  });

  test("a prefetched listing's #root shows its trail, heading, count and first row of items, images preloaded", async () => {
    const shop = fakeShop({
      translations: { 'catalogue.listing.shown_of_total': 'Showing {shown} of {total}' },
    });
    serveSearch(shop);
    const server = await start(shop);
    const html = (await page(server, '/en/c/electronics/phones', 'lv.localhost')).body;
    const paint = firstPaintOf(html);
    expect(paint).toContain('<h1 class="text-2xl font-bold">');
    expect(paint).toContain('Showing 3 of 3');
    // The first row only (two items), each linking to its product page in the page's language.
    expect(paint).toContain('href="/en/p/item-1"');
    expect(paint).toContain('href="/en/p/item-2"');
    expect(paint).not.toContain('item-3');
    const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    const painted = [...paint.matchAll(/<img src="([^"]+)"[^>]*fetchpriority="high"/g)].map((m) => m[1]);
    expect(painted).toEqual(preloaded);
    expect(painted).toHaveLength(2);
  });

  test('other pages show the header only; the status page, outside the shell, nothing', async () => {
    const server = await start();
    const cart = firstPaintOf((await page(server, '/en/cart', 'lv.localhost')).body);
    expect(cart).toContain('<header');
    expect(cart).toContain('href="/en"');
    expect(cart).not.toContain('<h1');
    expect(firstPaintOf((await page(server, '/status', 'lv.localhost')).body)).toBe('');
  });
});

describe('listing prefetch', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)"/g)].map((m) =>
      [m[1], m[2]].map((v) => v?.replaceAll('&amp;', '&')),
    );

  test("a plain category URL carries its first page under the web's request key, and preloads the first row's images", async () => {
    const shop = fakeShop({ pivot: { mp_default_sort: 'new_arrivals' } });
    serveSearch(shop);
    const server = await start(shop);
    const html = (await page(server, '/en/c/electronics/phones', 'lv.localhost')).body;
    const expected = firstListingPageRequest({
      locale: 'en',
      contentType: 'products',
      categorySlug: 'electronics/phones',
      mpDefaultSort: 'new_arrivals',
    });
    // The language's default sort, found although the shop spells the ISO code in capitals.
    expect(expected.sort).toBe('new_arrivals');
    expect(shop.callsTo('/api/catalogue/search')).toEqual([
      expect.objectContaining({ host: 'lv.localhost', body: expected }),
    ]);
    const prefetched = bootstrapOf(html).prefetched ?? {};
    expect(Object.keys(prefetched)).toEqual([prefetchKey(LISTING_SEARCH_PATH, expected)]);
    expect(Object.values(prefetched)[0]).toMatchObject({
      total: 3,
      items: [{ id: 1 }, { id: 2 }, { id: 3 }],
    });
    // The first two items, with the URLs the product card asks for.
    expect(preloads(html)).toEqual(
      [1, 2].map((id) => {
        const { src, srcSet } = imageAttributes(listingItem(id).image ?? '', 'card');
        return [src, srcSet];
      }),
    );
  });

  test('the deal zone prefetches offers; a URL with a sort, filter or page prefetches nothing', async () => {
    const shop = fakeShop();
    serveSearch(shop);
    const server = await start(shop);
    const dealzone = (await page(server, '/lv/dealzone?utm_source=x', 'lv.localhost')).body;
    expect(shop.callsTo('/api/catalogue/search')[0]?.body).toMatchObject({ contentType: 'offers' });
    expect(Object.keys(bootstrapOf(dealzone).prefetched ?? {})).toHaveLength(1);
    for (const url of ['/lv/marketplace?az=price_asc', '/lv/c/electronics?page=2', '/lv/cart']) {
      const html = (await page(server, url, 'lv.localhost')).body;
      expect(bootstrapOf(html).prefetched, url).toBeUndefined();
      expect(preloads(html), url).toEqual([]);
    }
    expect(shop.callsTo('/api/catalogue/search')).toHaveLength(1);
  });

  test('when the search fails the page is still served, without a prefetched answer', async () => {
    const shop = fakeShop();
    serveSearch(shop, 503);
    const server = await start(shop);
    const response = await page(server, '/lv/marketplace', 'lv.localhost');
    expect(response.statusCode).toBe(200);
    expect(bootstrapOf(response.body).prefetched).toBeUndefined();
  });
});

describe('compression', () => {
  test('pages are sent brotli- or gzip-compressed as the browser accepts, and as they are otherwise', async () => {
    const server = await start();
    const plain = await page(server, '/lv', 'lv.localhost');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page(server, '/lv', 'lv.localhost', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await page(server, '/lv', 'lv.localhost', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // The nonce differs per response; everything else is the same page.
    const sameNonce = (html: string) =>
      html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/'nonce-[^']+'/g, '');
    const brHtml = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(brHtml.length).toBeGreaterThan(br.rawPayload.length * 2);
    expect(sameNonce(brHtml)).toBe(sameNonce(plain.body));
    expect(sameNonce(gunzipSync(gzip.rawPayload).toString('utf8'))).toBe(sameNonce(plain.body));
  });
});

describe('files', () => {
  test('hashed web assets are served with a long immutable cache', async () => {
    const server = await start();
    const response = await server.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { host: 'lv.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");\n');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('other build files are cached briefly', async () => {
    const server = await start();
    // robots.txt is made per variant (routes/seo); other unhashed build files such as the favicon are files.
    const response = await server.inject({ url: '/favicon.svg', headers: { host: 'lv.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('a missing asset is a 404, never the HTML page', async () => {
    const server = await start();
    for (const url of [
      '/assets/index-Gone0000.js',
      '/favicon.png',
      '/assets/%2e%2e/%2e%2e/%2e%2e/etc/hosts.txt',
    ]) {
      const response = await server.inject({ url, headers: { host: 'lv.localhost' } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('<html');
    }
  });

  test('an unknown /api path is the API 404, not a page', async () => {
    const server = await start();
    const response = await server.inject({ url: '/api/nope', headers: { host: 'lv.localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  test('pages are private and revalidated: they carry the visitor', async () => {
    const server = await start();
    const response = await page(server, '/lv', 'lv.localhost');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  test('without a web build a placeholder page still carries the head and bootstrap', async () => {
    app = await buildPageApp(fakeShop(), { WEB_DIST_DIR: join(webDist, 'missing') });
    const response = await page(app, '/', 'lv.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="lv" data-variant="lv"');
    expect(response.body).toContain('<link rel="canonical" href="http://lv.localhost:3000/lv" />');
    expect(bootstrapOf(response.body).variant.code).toBe('lv');
    expect(response.body).toContain('has not been built yet');
  });
});
