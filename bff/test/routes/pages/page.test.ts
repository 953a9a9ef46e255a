import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bootstrapSchema, UTM_COOKIE_MAX_AGE_S } from '@storefront/shared-types';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import appPlugin from '../../../src/app.js';
import { loadConfig } from '../../../src/config/env.js';
import { loggerOptions, serverOptions } from '../../../src/config/server-options.js';
import { MAX_PAGE_URL_LENGTH } from '../../../src/routes/pages/index.js';
import { onSiteLocation } from '../../../src/routes/pages/on-site-location.js';
import { lazyWebRenderer, type WebRenderer } from '../../../src/ssr/web-renderer.js';
import { type FakeWebRenderer, fakePageHtml, fakeWebRenderer } from '../../helpers/fake-web-renderer.js';
import { sessionCookie } from '../../helpers/signed-cookie.js';
import {
  bootstrapOf,
  buildPageApp,
  cspNonce,
  directive,
  type FakeShop,
  fakeShop,
  inlineScriptsNotAllowed,
} from './page-fixtures.js';

// The page route: the bootstrap it hands the web's server render, what it does with the render's answer
// (status, redirects, integrations, CSP nonce, page cache) and the files of the web build. The render itself is
// the web's (its head is tested in web/src/lib/head); here it is a fake.

// A web build's client files, as Vite writes them: a hashed chunk and an unhashed file.
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(webDist, 'client', 'assets'), { recursive: true });
writeFileSync(join(webDist, 'client', 'assets', 'index-Ab12Cd34.js'), 'console.log("app");\n');
writeFileSync(join(webDist, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(
  options: { shop?: FakeShop; env?: Record<string, string>; renderer?: WebRenderer } = {},
): Promise<{ server: FastifyInstance; renderer: FakeWebRenderer; shop: FakeShop }> {
  const renderer = fakeWebRenderer();
  const shop = options.shop ?? fakeShop();
  // The vendors' scripts are off outside production by default; these tests check how they are injected.
  app = await buildPageApp(
    shop,
    { WEB_DIST_DIR: webDist, MARKETING_INTEGRATIONS: 'on', ...options.env },
    options.renderer ?? renderer,
  );
  return { server: app, renderer, shop };
}

function page(server: FastifyInstance, url: string, host: string, headers: Record<string, string> = {}) {
  return server.inject({ method: 'GET', url, headers: { host, ...headers } });
}

/** Every <script> opening tag of the page. */
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);

function expectEveryScriptNonced(html: string, csp: string) {
  const nonce = cspNonce(csp);
  expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  const tags = scriptTags(html);
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce;
}

describe('render', () => {
  test("the page is rendered for the variant's canonical URL with the request's query, and sent as HTML", async () => {
    const { server, renderer } = await start();
    const response = await page(server, '/lv/cart/?x=1&y=%20', 'lv.localhost:3000', {
      'user-agent': 'TestBrowser/1.0',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(renderer.calls).toHaveLength(1);
    const call = renderer.last();
    expect(call.url).toBe('http://lv.localhost:3000/lv/cart?x=1&y=%20');
    expect(call.headers).toEqual({ 'user-agent': 'TestBrowser/1.0' });
    expect(call.stream).toBe(false);
    expect(call.signal).toBeInstanceOf(AbortSignal);
    expect(typeof call.api).toBe('function');
    expect(response.body).toContain('<main>page</main>');
  });

  test("the route's status passes through: a page the app does not know is a 404 page", async () => {
    const { server, renderer } = await start();
    renderer.answer((call) => ({ status: 404, html: fakePageHtml(call, '<h1>Page not found</h1>') }));
    const response = await page(server, '/lv/nothing-here', 'lv.localhost');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Page not found</h1>');
  });

  test('an address longer than any page is a 414, not rendered: a page for a browser, the error shape for the API', async () => {
    const { server, renderer } = await start();
    const long = `/lv/c/${'a'.repeat(MAX_PAGE_URL_LENGTH)}`;
    const browser = await page(server, long, 'lv.localhost', { accept: 'text/html,application/xhtml+xml' });
    expect(browser.statusCode).toBe(414);
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
    expect(browser.headers['cache-control']).toBe('no-store');
    expect(browser.body).toContain('<html lang="lv"');
    expect(browser.body).toContain('This address is too long');
    expect(browser.body).not.toContain('a'.repeat(100));
    const client = await page(server, long, 'lv.localhost', { accept: 'application/json' });
    expect(client.statusCode).toBe(414);
    expect(client.json()).toMatchObject({ fields: { url: `Longer than ${MAX_PAGE_URL_LENGTH} characters` } });
    expect(renderer.calls).toHaveLength(0);
    // At the limit it is a page like any other.
    const atLimit = `/lv/c/${'a'.repeat(MAX_PAGE_URL_LENGTH - 6)}`;
    expect((await page(server, atLimit, 'lv.localhost', { accept: 'text/html' })).statusCode).toBe(200);
  });

  test("the app's own error screen keeps its 500 and is logged", async () => {
    const { server, renderer, lines } = await startWithLogs();
    renderer.answer((call) => ({ status: 500, html: fakePageHtml(call, '<h1>Something went wrong</h1>') }));
    const response = await page(server, '/lv/cart', 'lv.localhost');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('<h1>Something went wrong</h1>');
    expect(lines()).toContainEqual(
      expect.objectContaining({ msg: 'page rendered the error screen', statusCode: 500 }),
    );
  });

  test('an unknown host is rendered as lt and its name appears nowhere in the answer', async () => {
    const { server, renderer, shop } = await start();
    const response = await page(server, '/cart?x=1', 'evil.example', { 'x-forwarded-host': 'evil.example' });
    expect(response.statusCode).toBe(200);
    expect(renderer.last().url).toBe('http://localhost:3000/cart?x=1');
    expect(renderer.last().bootstrap.variant.code).toBe('lt');
    expect(response.body).not.toContain('evil.example');
    expect(JSON.stringify(response.headers)).not.toContain('evil.example');
    expect(shop.callsTo('/api/store-config')[0]?.host).toBe('lt.localhost');
  });

  test('a path shaped like another host stays a path on our origin', async () => {
    const { server, renderer } = await start();
    await page(server, '//evil.example/x', 'lv.localhost');
    expect(renderer.last().url).toBe('http://lv.localhost:3000/evil.example/x');
  });

  test('closing the app closes the renderer', async () => {
    const { server, renderer } = await start();
    await server.close();
    app = undefined;
    expect(renderer.closed).toBe(true);
  });
});

describe('redirects', () => {
  test.each([
    ['http://lv.localhost:3000/lv/login?redirect=%2Flv%2Fcart', '/lv/login?redirect=%2Flv%2Fcart'],
    ['/lv', '/lv'],
    ['https://evil.example/lv', '/'],
    ['//evil.example', '/'],
    ['http://lv.localhost:3001/lv', '/'],
  ])("the render's redirect to %s is a 302 to %s", async (location, expected) => {
    const { server, renderer } = await start();
    renderer.answer({ status: 307, headers: { location }, html: '' });
    const response = await page(server, '/cart', 'lv.localhost');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(expected);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('a redirect without a Location goes home', async () => {
    const { server, renderer } = await start();
    renderer.answer({ status: 301, html: '' });
    const response = await page(server, '/cart', 'lv.localhost');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  test('onSiteLocation keeps paths on the canonical origin and sends everything else home', () => {
    const origin = 'https://shop.example.lv';
    expect(onSiteLocation('https://shop.example.lv/lv/cart?a=1#top', origin)).toBe('/lv/cart?a=1#top');
    expect(onSiteLocation('/en/login', origin)).toBe('/en/login');
    expect(onSiteLocation('en/login', origin)).toBe('/en/login');
    expect(onSiteLocation(null, origin)).toBe('/');
    expect(onSiteLocation('', origin)).toBe('/');
    expect(onSiteLocation('https://evil.example/lv', origin)).toBe('/');
    expect(onSiteLocation('http://shop.example.lv/lv', origin)).toBe('/');
    expect(onSiteLocation('//evil.example/x', origin)).toBe('/');
    expect(onSiteLocation('/\\evil.example', origin)).toBe('/');
    expect(onSiteLocation('javascript:alert(1)', origin)).toBe('/');
    expect(onSiteLocation('http://[bad', origin)).toBe('/');
  });

  test('onSiteLocation applies the shared redirect rule: encoded, tab and newline forms of an off-site path go home', () => {
    const origin = 'https://shop.example.lv';
    for (const location of [
      'https://shop.example.lv/%2F%2Fevil.example',
      'https://shop.example.lv/%5Cevil.example',
      '/%2F/evil.example',
      '/%252F%252Fevil.example',
      '/%09/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect({ location, to: onSiteLocation(location, origin) }).toEqual({ location, to: '/' });
    }
    // The login guard's own redirect keeps its encoded return path.
    expect(onSiteLocation('https://shop.example.lv/lv/login?redirect=%2Flv%2Faccount', origin)).toBe(
      '/lv/login?redirect=%2Flv%2Faccount',
    );
  });
});

describe('bootstrap handed to the render', () => {
  test('variant, locale, store config, translations, no user without a session, currency from its cookie', async () => {
    const shop = fakeShop({ translations: { 'meta.description': 'Shop', 'shell.header.cart': 'Grozs' } });
    const { server, renderer } = await start({ shop });
    const response = await page(server, '/lv/cart', 'lv.localhost', { cookie: 'mm_currency_id=2' });
    expect(response.statusCode).toBe(200);
    const { bootstrap } = renderer.last();
    expect(bootstrap).toMatchObject({
      locale: 'lv',
      currencyId: 2,
      user: null,
      sentry: null,
      verification: [],
      translations: { 'meta.description': 'Shop', 'shell.header.cart': 'Grozs' },
      storeConfig: { site: { name: 'Shop LV' } },
      variant: {
        code: 'lv',
        brand: null,
        canonicalOrigin: 'http://lv.localhost:3000',
        defaultLanguage: 'lv',
        languages: ['lv', 'en'],
      },
    });
    // What the web receives is exactly what the bff meant to give it, and valid by the shared schema.
    expect(bootstrapSchema.parse(bootstrap)).toEqual(bootstrap);
    expect(bootstrapOf(response.body)).toEqual({ ...bootstrap, translations: {} });
    // The shop was asked as the lv site, in Latvian; no session cookie, so the user is nobody without asking.
    expect(shop.callsTo('/api/store-config')[0]).toMatchObject({
      host: 'lv.localhost',
      body: { langIso: 'lv' },
    });
    expect(shop.callsTo('/api/translations/translationMessages')[0]?.body).toEqual({ locale: 'lv' });
    expect(shop.callsTo('/api/auth/getCurrentUser')).toHaveLength(0);
  });

  test("the translations' file the bootstrap names: the texts, kept for good under their hash", async () => {
    const texts = { 'meta.description': 'Shop', 'shell.header.cart': 'Grozs' };
    const { server, renderer } = await start({ shop: fakeShop({ translations: texts }) });
    await page(server, '/lv/cart', 'lv.localhost');
    const url = renderer.last().bootstrap.translationsUrl ?? '';
    expect(url).toMatch(/^\/i18n\/lv\.[0-9a-f]{16}\.json$/);
    const file = await page(server, url, 'lv.localhost');
    expect([file.statusCode, file.json(), file.headers['cache-control']]).toEqual([
      200,
      texts,
      'public, max-age=31536000, immutable',
    ]);
    // Compressed once, as a page in the cache is: brotli or gzip as the browser accepts, the same texts.
    const br = await page(server, url, 'lv.localhost', { 'accept-encoding': 'gzip, br' });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(texts);
    const gzipped = await page(server, url, 'lv.localhost', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(texts);
    // An old name (a page rendered before the texts changed) gets today's texts, not kept.
    const old = await page(server, '/i18n/lv.0000000000000000.json', 'lv.localhost');
    expect([old.statusCode, old.json(), old.headers['cache-control']]).toEqual([
      200,
      texts,
      'public, max-age=0, must-revalidate',
    ]);
    // A language the site does not offer, or any other name, is not a file.
    expect((await page(server, url.replace('/lv.', '/lt.'), 'lv.localhost')).statusCode).toBe(404);
    expect((await page(server, '/i18n/lv.json', 'lv.localhost')).statusCode).toBe(404);
    expect((await page(server, '/i18n/..%2Fpackage.json', 'lv.localhost')).statusCode).toBe(404);
  });

  test.each([
    ['/en/faq', 'lv.localhost', 'en'],
    ['/EN/faq', 'lv.localhost', 'en'],
    ['/ee/cart', 'lv.localhost', 'lv'],
    ['/faq', 'lv.localhost', 'lv'],
    ['/', 'ee.localhost', 'ee'],
  ])(
    "%s on %s: the locale is the path's prefix when the variant offers it, else its default (%s)",
    async (url, host, locale) => {
      const { server, renderer, shop } = await start();
      await page(server, url, host);
      expect(renderer.last().bootstrap.locale).toBe(locale);
      expect(shop.callsTo('/api/translations/translationMessages')[0]?.body).toEqual({ locale });
    },
  );

  test('a currency cookie that is not an id is no currency', async () => {
    const { server, renderer } = await start();
    await page(server, '/lv', 'lv.localhost', { cookie: 'mm_currency_id=2x' });
    expect(renderer.last().bootstrap.currencyId).toBeNull();
  });

  test('a signed-in visitor: the user reaches the render, the three shop calls run once each', async () => {
    const user = {
      id: 7,
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'Berzina',
      unpaid_orders_count: 0,
      open_orders_count: 0,
      delivery_addresses: [],
      is_pro: false,
      balance: 0,
    };
    const shop = fakeShop({ user });
    const { server, renderer } = await start({ shop });
    await page(server, '/lv', 'lv.localhost', {
      cookie: `session_token=${sessionCookie(server, 'tok', 'lv.localhost')}`,
    });
    expect(renderer.last().bootstrap.user).toMatchObject({ id: 7, email: 'ana@example.com' });
    expect(shop.callsTo('/api/store-config')).toHaveLength(1);
    expect(shop.callsTo('/api/translations/translationMessages')).toHaveLength(1);
    expect(shop.callsTo('/api/auth/getCurrentUser')).toHaveLength(1);
  });

  test('error reporting settings reach the browser only when a DSN is set', async () => {
    const { server, renderer } = await start({
      env: {
        SENTRY_BROWSER_DSN: 'https://public@o1.ingest.sentry.example/42',
        SENTRY_ENVIRONMENT: 'staging',
      },
    });
    const response = await page(server, '/lv', 'lv.localhost');
    expect(renderer.last().bootstrap.sentry).toEqual({
      dsn: 'https://public@o1.ingest.sentry.example/42',
      environment: 'staging',
    });
    expect(directive(String(response.headers['content-security-policy']), 'connect-src')).toContain(
      'https://o1.ingest.sentry.example',
    );
  });

  test('verification tags: the payment provider on every site, the search engine on its one brand', async () => {
    const { server, renderer } = await start({
      env: { PAYMENT_PROVIDER_VERIFICATION: 'pay-token', SEARCH_ENGINE_VERIFICATION: 'se-token' },
    });
    const payment = { name: 'payment-provider-site-verification', content: 'pay-token' };
    await page(server, '/', 'wl2.localhost');
    expect(renderer.last().bootstrap.variant.brand).toBe(2);
    expect(renderer.last().bootstrap.verification).toEqual([
      payment,
      { name: 'google-site-verification', content: 'se-token' },
    ]);
    await page(server, '/', 'wl3.localhost');
    expect(renderer.last().bootstrap.verification).toEqual([payment]);
    await page(server, '/', 'lv.localhost');
    expect(renderer.last().bootstrap.verification).toEqual([payment]);
  });

  test('wl3 gets brand 3 assets; brand 4, without hero images, gets brand 1 hero images', async () => {
    const { server, renderer } = await start();
    await page(server, '/', 'wl3.localhost');
    const wl3 = renderer.last().bootstrap.variant;
    expect(wl3).toMatchObject({ code: 'wl', theme: 'partner', brand: 3 });
    expect(wl3.assets.logo).toBe('/site-assets/brands/3/logo.svg');
    expect(wl3.assets.heroImages[0]).toBe('/site-assets/brands/3/hero-1.svg');
    await page(server, '/', 'wl4.localhost');
    const wl4 = renderer.last().bootstrap.variant;
    expect(wl4.brand).toBe(4);
    expect(wl4.assets.logo).toBe('/site-assets/brands/4/logo.svg');
    expect(wl4.assets.heroImages).toEqual([
      '/site-assets/brands/1/hero-1.svg',
      '/site-assets/brands/1/hero-2.svg',
    ]);
    // The asset URLs resolve to real files.
    for (const url of [
      wl3.assets.logo,
      ...wl3.assets.heroImages,
      ...wl4.assets.heroImages,
      ...wl4.assets.benefitIcons,
    ]) {
      const file = await server.inject({ url, headers: { host: 'wl3.localhost' } });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  test('translations that fail degrade to none; the page still renders', async () => {
    const { server, renderer } = await start({ shop: fakeShop({ translationsStatus: 500 }) });
    const response = await page(server, '/lv/cart', 'lv.localhost');
    expect(response.statusCode).toBe(200);
    expect(renderer.last().bootstrap.translations).toEqual({});
    expect(renderer.last().bootstrap.translationsUrl).toBeNull();
  });
});

describe('the store config unavailable', () => {
  test('is a 503 page with Retry-After, and nothing is rendered', async () => {
    const { server, renderer } = await start({ shop: fakeShop({ storeConfigStatus: 503 }) });
    const response = await page(server, '/lv', 'lv.localhost');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('briefly unavailable');
    expect(response.body).toContain('<html lang="lv" data-variant="lv">');
    expect(renderer.calls).toHaveLength(0);
  });
});

describe('a render that fails', () => {
  test("is the §8 error page (500, the request's reference), logged", async () => {
    const { server, renderer, lines } = await startWithLogs();
    renderer.answer(new Error('boom in a component'));
    const response = await page(server, '/lv/cart', 'lv.localhost', { 'x-request-id': 'trace-500' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Something went wrong');
    expect(response.body).toContain('Reference: trace-500');
    expect(response.body).not.toContain('boom in a component');
    const logged = lines().find((line) => line.msg === 'page render failed') as
      | { reqId: string; err: { message: string } }
      | undefined;
    expect(logged?.reqId).toBe('trace-500');
    expect(logged?.err.message).toBe('boom in a component');
  });
});

describe('a missing web build', () => {
  test('is a 503 page that says so, and the next page tries to load the build again', async () => {
    const load = vi.fn<() => Promise<WebRenderer>>().mockRejectedValue(new Error('ENOENT: manifest.json'));
    const { server } = await start({ renderer: lazyWebRenderer(load) });
    const response = await page(server, '/lv', 'lv.localhost');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('has not been built yet');
    expect(response.body).toContain('<html lang="lv">');
    // Built in the meantime: the next page renders.
    load.mockResolvedValue(fakeWebRenderer());
    expect((await page(server, '/lv', 'lv.localhost')).statusCode).toBe(200);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('without a renderer of its own, the bff loads the build under WEB_DIST_DIR: none there is the same 503', async () => {
    app = await buildPageApp(fakeShop(), { WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'web-dist-empty-')) });
    const response = await page(app, '/lv', 'lv.localhost');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('has not been built yet');
    // The rest of the bff runs without it.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('integrations and CSP', () => {
  const configured = {
    pivot: { gtm_id: 'GTM-ABC123', pixel_id: '111, 222,111', live_agent_id: 'chat42' },
    site: { ad_retargeting_key: 'crit-1', marketing_email_key: 'KLAV1' },
  };

  test('with MARKETING_INTEGRATIONS off no vendor is loaded or allowed, whatever the site configures', async () => {
    const { server } = await start({
      shop: fakeShop(configured),
      env: { LIVE_AGENT_ORIGIN: 'https://acme.ladesk.com', MARKETING_INTEGRATIONS: 'off' },
    });
    const response = await page(server, '/lv', 'lv.localhost');
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    for (const vendor of [
      'googletagmanager',
      'connect.facebook.net',
      'criteo',
      'klaviyo',
      'acme.ladesk.com',
    ]) {
      expect(response.body).not.toContain(vendor);
      expect(csp).not.toContain(vendor);
    }
  });

  test("the site's integrations go into the head with the response's nonce, the nonce the CSP allows", async () => {
    const { server, renderer } = await start({
      shop: fakeShop(configured),
      // Without the page cache, which renders without a nonce (see the page cache tests).
      env: { LIVE_AGENT_ORIGIN: 'https://acme.ladesk.com', PAGE_CACHE_TTL_MS: '0' },
    });
    const response = await page(server, '/lv', 'lv.localhost');
    const csp = String(response.headers['content-security-policy']);
    const nonce = expectEveryScriptNonced(response.body, csp);
    // Rendered with this response's nonce.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const scripts = [
      ...head.matchAll(/<script nonce="([^"]*)" data-integration="([^"]+)">(.*?)<\/script>/gs),
    ];
    expect(scripts.map((match) => match[2])).toEqual([
      'tag-manager',
      'pixel',
      'retargeting',
      'marketing-email',
      'live-chat',
    ]);
    for (const match of scripts) expect(match[1]).toBe(nonce);
    // Appended at the end of the head, after what the render put there.
    expect(head.indexOf('data-integration')).toBeGreaterThan(head.indexOf('entry-client'));
    const byName = Object.fromEntries(scripts.map((match) => [match[2], match[3] ?? '']));
    expect(byName['tag-manager']).toContain('gtm.js?id=GTM-ABC123');
    expect(byName.pixel).toContain('["111","222"]');
    expect(byName.retargeting).toContain('"crit-1"');
    expect(byName['marketing-email']).toContain('company_id=KLAV1');
    expect(byName['live-chat']).toContain('"chat42"');
    expect(byName['live-chat']).toContain('https://acme.ladesk.com/scripts/track.js');
    expect(renderer.calls).toHaveLength(1);

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
  });

  test('without configured ids there is no integration script and the CSP names no vendor', async () => {
    const { server } = await start();
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
    const { server } = await start({ shop: lvOnly });
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
      open_orders_count: 0,
      delivery_addresses: [],
      is_pro: false,
      balance: 0,
    };
    const { server } = await start({ shop: fakeShop({ ...configured, user }) });
    const response = await page(server, '/lv', 'lv.localhost', {
      cookie: `session_token=${sessionCookie(server, 'tok', 'lv.localhost')}`,
    });
    expect(response.body).toContain('"$email":"ana@example.com","$first_name":"Ana","$last_name":"Berzina"');
    // Allowed by the response's nonce (a signed-in render), or by hash on a page made from a kept template
    // (shared-page.ts): the identify script among the scripts allowed either way.
    const scripts = inlineScriptsNotAllowed(
      response.body,
      String(response.headers['content-security-policy']),
    );
    expect(scripts.count).toBeGreaterThan(2);
    expect(scripts.notAllowed).toEqual([]);
  });

  test('image sources of the CSP: the brand assets and the shop logo origins', async () => {
    const { server } = await start({
      shop: fakeShop({ site: { cdn_logo: 'https://cdn.shop.test/logo.svg' } }),
    });
    const response = await page(server, '/lv', 'lv.localhost');
    expect(directive(String(response.headers['content-security-policy']), 'img-src')).toContain(
      'https://cdn.shop.test',
    );
  });

  test('a streamed page gets the integrations inserted where </head> passes, with the CSP nonce', async () => {
    const { server, renderer } = await start({
      shop: fakeShop(configured),
      env: { PAGE_RENDER_STREAM: 'true' },
    });
    // </head> split across two chunks of the stream.
    renderer.answer((call) => {
      const html = fakePageHtml(call);
      const at = html.indexOf('</head>') + 3;
      return { html: [html.slice(0, at), html.slice(at)] };
    });
    const first = await page(server, '/lv', 'lv.localhost');
    expect(renderer.last().stream).toBe(true);
    expect(first.statusCode).toBe(200);
    const head = first.body.slice(0, first.body.indexOf('</head>'));
    expect(head).toContain('data-integration="tag-manager"');
    expectEveryScriptNonced(first.body, String(first.headers['content-security-policy']));
    // A streamed page is never kept: each answer is rendered with its own nonce.
    const second = await page(server, '/lv', 'lv.localhost');
    expectEveryScriptNonced(second.body, String(second.headers['content-security-policy']));
    expect(renderer.calls).toHaveLength(2);
  });
});

describe('page cache', () => {
  test('a second anonymous visit to a query-less URL is not rendered again: same bytes, scripts allowed by hash', async () => {
    const { server, renderer } = await start({ shop: fakeShop({ pivot: { gtm_id: 'GTM-1' } }) });
    const first = await page(server, '/lv/faq', 'lv.localhost');
    const second = await page(server, '/lv/faq', 'lv.localhost');
    expect(renderer.calls).toHaveLength(1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('data-integration="tag-manager"');
    // A cached page carries no nonce (one would be shared by every visitor): rendered without one, its policy
    // allows exactly its own inline scripts by their SHA-256.
    expect(renderer.last().nonce).toBeUndefined();
    const csp = String(second.headers['content-security-policy']);
    expect(csp).not.toContain("'nonce-");
    const allowed = directive(csp, 'script-src').filter((source) => source.startsWith("'sha256-"));
    const inline = [...second.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '', content = '']) => content !== '' && !/src=|application\/json/.test(attributes),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , content = ''] of inline) {
      expect(allowed).toContain(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
    }
  });

  test('a cached page is sent compressed once: brotli or gzip as accepted, identical bytes each time', async () => {
    const { server, renderer } = await start();
    const plain = await page(server, '/lv/faq', 'lv.localhost', { 'accept-encoding': 'identity' });
    const br = await page(server, '/lv/faq', 'lv.localhost', { 'accept-encoding': 'gzip, br' });
    const gz = await page(server, '/lv/faq', 'lv.localhost', { 'accept-encoding': 'gzip' });
    expect(renderer.calls).toHaveLength(1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
  });

  test('concurrent first visits to one page share one render', async () => {
    const { server, renderer } = await start();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => page(server, '/lv/faq', 'lv.localhost')),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(renderer.calls).toHaveLength(1);
  });

  test('a cached 404 stays a 404', async () => {
    const { server, renderer } = await start();
    renderer.answer({ status: 404 });
    await page(server, '/lv/gone', 'lv.localhost');
    const again = await page(server, '/lv/gone', 'lv.localhost');
    expect(again.statusCode).toBe(404);
    expect(renderer.calls).toHaveLength(1);
  });

  test('pages are kept per variant, language and currency', async () => {
    const { server, renderer } = await start();
    await page(server, '/faq', 'lv.localhost');
    await page(server, '/faq', 'ee.localhost');
    await page(server, '/en/faq', 'lv.localhost');
    await page(server, '/faq', 'lv.localhost', { cookie: 'mm_currency_id=2' });
    expect(renderer.calls).toHaveLength(4);
    await page(server, '/faq/', 'lv.localhost');
    expect(renderer.calls).toHaveLength(4);
  });

  test('white-label brands share a variant code but never a cached page', async () => {
    const { server, renderer } = await start();
    await page(server, '/', 'wl2.localhost');
    const wl3 = await page(server, '/', 'wl3.localhost');
    expect(renderer.calls.map((call) => call.bootstrap.variant.brand)).toEqual([2, 3]);
    expect(bootstrapOf(wl3.body).variant.brand).toBe(3);
  });

  test('a visit with a session, or with a query string, is always rendered', async () => {
    const { server, renderer } = await start();
    const session = { cookie: `session_token=${sessionCookie(server, 'tok', 'lv.localhost')}` };
    await page(server, '/lv/faq', 'lv.localhost', session);
    await page(server, '/lv/faq', 'lv.localhost', session);
    expect(renderer.calls).toHaveLength(2);
    await page(server, '/lv/faq?x=1', 'lv.localhost');
    await page(server, '/lv/faq?x=1', 'lv.localhost');
    expect(renderer.calls).toHaveLength(4);
    for (const call of renderer.calls) expect(call.nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  });

  test('an error page and a redirect are not kept', async () => {
    const { server, renderer } = await start();
    renderer.answer({ status: 500 });
    await page(server, '/lv/a', 'lv.localhost');
    await page(server, '/lv/a', 'lv.localhost');
    renderer.answer({ status: 307, headers: { location: '/lv' }, html: '' });
    await page(server, '/b', 'lv.localhost');
    await page(server, '/b', 'lv.localhost');
    expect(renderer.calls).toHaveLength(4);
  });

  test('PAGE_CACHE_TTL_MS=0 turns it off', async () => {
    const { server, renderer } = await start({ env: { PAGE_CACHE_TTL_MS: '0' } });
    await page(server, '/lv/faq', 'lv.localhost');
    const second = await page(server, '/lv/faq', 'lv.localhost');
    expect(renderer.calls).toHaveLength(2);
    expect(renderer.last().nonce).toBe(cspNonce(String(second.headers['content-security-policy'])));
  });
});

describe('UTM', () => {
  test('utm parameters set three 90-day httpOnly cookies and are posted to the shop once', async () => {
    const { server, shop } = await start();
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
      // Signed for its own name on the lv shop site (plugins/cookies.ts).
      const site = server.variants.resolve('lv.localhost').upstreamHost;
      const sent: Record<string, string> = { utm_source: 'x', utm_medium: 'y', utm_campaign: 'z' };
      expect(server.cookieSigner.unsign(cookie.name, cookie.value, site)).toBe(sent[cookie.name]);
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
    const { server, shop } = await start();
    const response = await page(server, '/lv', 'lv.localhost');
    expect(response.cookies).toEqual([]);
    // Give a stray fire-and-forget post the chance to show up before asserting it never came.
    await new Promise((resolve) => setImmediate(resolve));
    expect(shop.callsTo('/api/utm')).toHaveLength(0);
  });
});

describe('compression', () => {
  test('pages are sent brotli- or gzip-compressed as the browser accepts, and as they are otherwise', async () => {
    const { server } = await start();
    const plain = await page(server, '/lv', 'lv.localhost');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page(server, '/lv', 'lv.localhost', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await page(server, '/lv', 'lv.localhost', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // The nonce differs per response; everything else is the same page.
    const sameNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    const brHtml = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(brHtml.length).toBeGreaterThan(br.rawPayload.length * 2);
    expect(sameNonce(brHtml)).toBe(sameNonce(plain.body));
    expect(sameNonce(gunzipSync(gzip.rawPayload).toString('utf8'))).toBe(sameNonce(plain.body));
  });
});

describe('files', () => {
  test('hashed web assets are served from <WEB_DIST_DIR>/client with a long immutable cache', async () => {
    const { server, renderer } = await start();
    const response = await server.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { host: 'lv.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");\n');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(renderer.calls).toHaveLength(0);
  });

  test('other build files are cached briefly', async () => {
    const { server } = await start();
    // robots.txt is made per variant (routes/seo); other unhashed build files such as the favicon are files.
    const response = await server.inject({ url: '/favicon.svg', headers: { host: 'lv.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('a missing asset is a 404, never the HTML page', async () => {
    const { server, renderer } = await start();
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
    expect(renderer.calls).toHaveLength(0);
  });

  test('a page path the router cannot decode is the app’s HTML 404 page for a browser, not a JSON 400', async () => {
    const { server, renderer } = await start();
    renderer.answer((call) => ({ status: 404, html: fakePageHtml(call, '<h1>Page not found</h1>') }));
    for (const url of ['/en/c/%ff%fe', '/lt/p/%ZZ?s=1', '/%E0%A4%A']) {
      const response = await page(server, url, 'lv.localhost', { accept: 'text/html,*/*;q=0.8' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      // Routed as every page is (variant, security headers, page policy), not answered by the router.
      expect(response.headers['content-security-policy'], url).toMatch(/script-src/);
      expect(response.body, url).toContain('<h1>Page not found</h1>');
    }
    // Rendered as the unknown slug it is: the same address, its bad escapes spelled out.
    expect(renderer.calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/en/c/%25ff%25fe',
      '/lt/p/%25ZZ',
      '/%25E0%25A4%25A',
    ]);
    // The API, and a caller that does not ask for HTML, keep the JSON 400 naming the path.
    for (const [url, accept] of [
      ['/api/%ff%fe', 'text/html'],
      ['/en/c/%ff%fe', 'application/json'],
    ] as const) {
      const response = await page(server, url, 'lv.localhost', { accept });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { path: expect.any(String) },
      });
    }
    expect(renderer.calls).toHaveLength(3);
  });

  test('another method than GET or HEAD on a page is a 405 with Allow: GET, HEAD, and nothing is rendered', async () => {
    const { server, renderer } = await start();
    for (const method of ['POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'] as const) {
      for (const url of ['/en/c/electronics', '/', '/lv/cart?x=1']) {
        const response = await server.inject({ method, url, headers: { host: 'lv.localhost' } });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow, `${method} ${url}`).toBe('GET, HEAD');
        expect(response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
      }
    }
    expect(
      (await server.inject({ method: 'HEAD', url: '/en/c/electronics', headers: { host: 'lv.localhost' } }))
        .statusCode,
    ).toBe(200);
    expect(renderer.calls).toHaveLength(1);
    // An /api path nothing serves stays the API's 404, whatever the method.
    const api = await server.inject({ method: 'POST', url: '/api/nope', headers: { host: 'lv.localhost' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers.allow).toBeUndefined();
  });

  test('an unknown /api path is the API 404, not a page', async () => {
    const { server, renderer } = await start();
    const response = await server.inject({ url: '/api/nope', headers: { host: 'lv.localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(renderer.calls).toHaveLength(0);
  });
});

/** The app with a fake renderer and the real logger settings, its JSON log lines captured. */
async function startWithLogs() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789',
    SHOP_API_URL: 'http://shop-api.test',
    PORT: '3000',
    WEB_DIST_DIR: webDist,
  });
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const renderer = fakeWebRenderer();
  const server = Fastify({ ...serverOptions(config), logger: { ...loggerOptions(config), stream } });
  app = server;
  await server.register(fp(appPlugin), {
    config,
    upstreamDispatcher: fakeShop().agent,
    webRenderer: renderer,
  });
  await server.ready();
  return {
    server,
    renderer,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
