import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SAME_FOR_EVERY_SHOPPER_HEADER, type User } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { pageFromTemplate, pageTemplate } from '../../../src/routes/pages/shared-page.js';
import { emptySearchAnswer } from '../../helpers/api.js';
import {
  type FakeWebRenderer,
  fakePageHtml,
  fakeWebRenderer,
  type RenderCall,
} from '../../helpers/fake-web-renderer.js';
import { sessionCookie } from '../../helpers/signed-cookie.js';
import {
  bootstrapOf,
  buildPageApp,
  cspNonce,
  directive,
  type FakeShop,
  fakeShop,
  inlineScriptsNotAllowed,
  SHOP_ORIGIN,
} from './page-fixtures.js';

// Signed-in pages of routes the same for every shopper: made from a template kept per address, each with the
// shopper's own bootstrap and head (shared-page.ts). What a shopper must never see is another's data; what must
// hold is that their page is the one a render of their own would have given.

const shopper = (id: number, first: string): User => ({
  id,
  email: `${first.toLowerCase()}@example.com`,
  first_name: first,
  last_name: 'Shopper',
  unpaid_orders_count: id,
  open_orders_count: 0,
  delivery_addresses: [],
  is_pro: false,
  balance: id * 10,
});
const ANA = shopper(7, 'Ana');
const BEN = shopper(8, 'Ben');
const USERS: Record<string, User> = { 'tok-ana': ANA, 'tok-ben': BEN };

/** The fake render of a route the same for every shopper: its answer says so, as entry-server.tsx does. */
const sharedRoute = (call: RenderCall) => ({
  headers: { [SAME_FOR_EVERY_SHOPPER_HEADER]: '1' },
  html: fakePageHtml(call, '<header><a href="/lv/user-account">Account</a></header><main>Phones</main>'),
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(
  options: { env?: Record<string, string>; shop?: FakeShop } = {},
): Promise<{ server: FastifyInstance; renderer: FakeWebRenderer; shop: FakeShop }> {
  const renderer = fakeWebRenderer(sharedRoute);
  const shop =
    options.shop ??
    fakeShop({
      user: (token) => (token ? (USERS[token] ?? null) : null),
      site: { marketing_email_key: 'KLAV1' },
    });
  app = await buildPageApp(shop, { MARKETING_INTEGRATIONS: 'on', ...options.env }, renderer);
  return { server: app, renderer, shop };
}

function visit(server: FastifyInstance, url: string, token?: string, headers: Record<string, string> = {}) {
  return server.inject({
    method: 'GET',
    url,
    headers: {
      host: 'lv.localhost',
      ...(token ? { cookie: `session_token=${sessionCookie(server, token, 'lv.localhost')}` } : {}),
      ...headers,
    },
  });
}

/** The user the page's bootstrap carries. */
const pageUser = (html: string) => bootstrapOf(html).user;

describe('a signed-in page of a route the same for every shopper', () => {
  test("a second shopper's page is made from the first's render: their own bootstrap and identify, none of the first's", async () => {
    const { server, renderer } = await start();
    const ana = await visit(server, '/lv/c/phones', 'tok-ana');
    const ben = await visit(server, '/lv/c/phones', 'tok-ben');
    expect(renderer.calls).toHaveLength(1);
    // The first shopper's page is their own render, sent as it is: with the response's nonce.
    expect(renderer.last().nonce).toBe(cspNonce(String(ana.headers['content-security-policy'])));
    expect([ana.statusCode, ben.statusCode]).toEqual([200, 200]);
    expect(pageUser(ana.body)).toEqual(ANA);
    expect(pageUser(ben.body)).toEqual(BEN);
    expect(ben.body).toContain('"$email":"ben@example.com"');
    for (const text of ['ana@example.com', '"Ana"', '"id":7']) expect(ben.body).not.toContain(text);
    // The page itself is the render's: everything but the two shoppers' parts is the same.
    const withoutShopper = (html: string, user: User) =>
      html
        .replaceAll(/ nonce="[^"]+"/g, '')
        .replaceAll(JSON.stringify(user), 'USER')
        .replace(/<script data-integration="marketing-email"[\s\S]*?<\/script>/, '');
    expect(withoutShopper(ben.body, BEN)).toBe(withoutShopper(ana.body, ANA));
    expect(ben.body).toContain('<main>Phones</main>');
  });

  test("each page's policy allows exactly its scripts by hash, the shopper's identify included; no nonce", async () => {
    const { server } = await start();
    await visit(server, '/lv/c/phones', 'tok-ana');
    const ben = await visit(server, '/lv/c/phones', 'tok-ben');
    const csp = String(ben.headers['content-security-policy']);
    expect(cspNonce(csp)).toBeUndefined();
    const scripts = inlineScriptsNotAllowed(ben.body, csp);
    expect(scripts.count).toBeGreaterThan(2);
    expect(scripts.notAllowed).toEqual([]);
    const hashes = directive(csp, 'script-src').filter((source) => source.startsWith("'sha256-"));
    expect(hashes).toHaveLength(scripts.distinct);
    expect(ben.body).not.toContain('nonce="');
    expect(ben.headers['cache-control']).toBe('private, no-cache');
  });

  test('a script that page content slipped in (without the nonce) is allowed on no page made from the template', async () => {
    const { server, renderer } = await start();
    renderer.answer((call) => ({
      headers: { [SAME_FOR_EVERY_SHOPPER_HEADER]: '1' },
      html: fakePageHtml(call, '<main><script>steal()</script></main>'),
    }));
    const ana = await visit(server, '/lv/c/phones', 'tok-ana');
    const ben = await visit(server, '/lv/c/phones', 'tok-ben');
    expect(renderer.calls).toHaveLength(1);
    for (const answer of [ana, ben]) {
      const { notAllowed } = inlineScriptsNotAllowed(
        answer.body,
        String(answer.headers['content-security-policy']),
      );
      expect(notAllowed).toEqual(['<script>steal()</script>']);
    }
  });

  test('sent gzipped to a browser that takes it, only the shopper’s parts compressed anew; as it is otherwise', async () => {
    const { server } = await start();
    await visit(server, '/lv/c/phones', 'tok-ana');
    const plain = await visit(server, '/lv/c/phones', 'tok-ben');
    const zipped = await visit(server, '/lv/c/phones', 'tok-ben', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const refused = await visit(server, '/lv/c/phones', 'tok-ben', { 'accept-encoding': 'br, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(refused.rawPayload).toString()).toBe(plain.body);
  });

  test('concurrent first visits each get their own render (none waits on another); later ones the template', async () => {
    const { server, renderer } = await start();
    const pages = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        visit(server, '/lv/c/phones', index % 2 ? 'tok-ben' : 'tok-ana'),
      ),
    );
    for (const [index, answer] of pages.entries())
      expect(pageUser(answer.body)).toEqual(index % 2 ? BEN : ANA);
    const rendered = renderer.calls.length;
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(pageUser((await visit(server, '/lv/c/phones', 'tok-ben')).body)).toEqual(BEN);
    expect(renderer.calls).toHaveLength(rendered);
  });

  test('kept per address with its query, language and currency; anonymous pages are never made from it', async () => {
    const { server, renderer } = await start();
    await visit(server, '/lv/c/phones?page=2', 'tok-ana');
    await visit(server, '/lv/c/phones?page=2', 'tok-ben');
    expect(renderer.calls).toHaveLength(1);
    await visit(server, '/lv/c/phones?page=3', 'tok-ben');
    await visit(server, '/en/c/phones?page=2', 'tok-ben');
    await visit(server, '/lv/c/phones?page=2', 'tok-ben', {
      cookie: `session_token=${sessionCookie(server, 'tok-ben', 'lv.localhost')}; mm_currency_id=2`,
    });
    expect(renderer.calls).toHaveLength(4);
    const anonymous = await visit(server, '/lv/c/phones?page=2');
    expect(renderer.calls).toHaveLength(5);
    expect(pageUser(anonymous.body)).toBeNull();
  });

  test('a session the shop no longer knows gets the page of nobody, rendered with a nonce', async () => {
    const { server, renderer } = await start();
    const stale = await visit(server, '/lv/c/phones', 'tok-gone');
    expect(renderer.last().bootstrap.user).toBeNull();
    expect(cspNonce(String(stale.headers['content-security-policy']))).toBe(renderer.last().nonce);
    await visit(server, '/lv/c/phones', 'tok-ana');
    expect(renderer.calls).toHaveLength(2);
  });

  test('a page that carries the shopper anyway (the promise broken) is never kept: logged, each rendered', async () => {
    const { server, renderer } = await start();
    renderer.answer((call) => ({
      headers: { [SAME_FOR_EVERY_SHOPPER_HEADER]: '1' },
      html: fakePageHtml(call, `<p>Hello ${call.bootstrap.user?.email}</p>`),
    }));
    const ana = await visit(server, '/lv/c/phones', 'tok-ana');
    const ben = await visit(server, '/lv/c/phones', 'tok-ben');
    expect(renderer.calls).toHaveLength(2);
    expect(ana.body).toContain('Hello ana@example.com');
    expect(ben.body).toContain('Hello ben@example.com');
    expect(ben.body).not.toContain('ana@example.com');
  });

  test("an error page of a shared route is never kept: the next shopper's page is rendered for them", async () => {
    const { server, renderer } = await start();
    renderer.answer((call) => ({
      status: 500,
      headers: { [SAME_FOR_EVERY_SHOPPER_HEADER]: '1' },
      html: fakePageHtml(call, '<h1>Something went wrong</h1>'),
    }));
    expect((await visit(server, '/lv/c/phones', 'tok-ana')).statusCode).toBe(500);
    renderer.answer(sharedRoute);
    const ben = await visit(server, '/lv/c/phones', 'tok-ben');
    expect(renderer.calls).toHaveLength(2);
    expect(ben.statusCode).toBe(200);
    expect(ben.body).toContain('<main>Phones</main>');
    expect(cspNonce(String(ben.headers['content-security-policy']))).toBe(renderer.last().nonce);
  });

  test('a not-found page of a shared route is kept as one: the next shopper gets a 404 with their own user', async () => {
    const { server, renderer } = await start();
    renderer.answer((call) => ({ ...sharedRoute(call), status: 404 }));
    expect((await visit(server, '/lv/c/gone', 'tok-ana')).statusCode).toBe(404);
    const ben = await visit(server, '/lv/c/gone', 'tok-ben');
    expect(renderer.calls).toHaveLength(1);
    expect(ben.statusCode).toBe(404);
    expect(pageUser(ben.body)).toEqual(BEN);
  });

  test('a page that gave up on a shop read at its deadline is sent but not kept; the next one in time is', async () => {
    const { server, renderer, shop } = await start({ env: { PAGE_BUDGET_MS: '300' } });
    const search = shop.agent.get(SHOP_ORIGIN);
    const answer = emptySearchAnswer();
    const json = { headers: { 'content-type': 'application/json' } };
    // The first read answers long after the page's deadline, the later ones at once.
    search.intercept({ path: '/api/catalogue/search', method: 'POST' }).reply(200, answer, json).delay(3_000);
    search.intercept({ path: '/api/catalogue/search', method: 'POST' }).reply(200, answer, json).persist();
    renderer.answer(async (call) => {
      // As the category page's loader reads its listing; the page renders whatever came of it.
      const read = await call.api('search', {
        body: { locale: call.bootstrap.locale, categorySlug: 'phones' },
      });
      return {
        ...sharedRoute(call),
        html: fakePageHtml(call, `<main>${read.ok ? 'Phones' : 'No listing'}</main>`),
      };
    });
    const ana = await visit(server, '/lv/c/phones', 'tok-ana');
    expect(ana.statusCode).toBe(200);
    expect(ana.body).toContain('No listing');
    // Ben's page is his own render (the partial one was not kept), in time: kept, so Ana's next is made from it.
    const ben = await visit(server, '/lv/c/phones', 'tok-ben');
    expect(renderer.calls).toHaveLength(2);
    expect(ben.body).toContain('<main>Phones</main>');
    const again = await visit(server, '/lv/c/phones', 'tok-ana');
    expect(renderer.calls).toHaveLength(2);
    expect(again.body).toContain('<main>Phones</main>');
    expect(pageUser(again.body)).toEqual(ANA);
  });

  test('the page cache off (PAGE_CACHE_TTL_MS=0) keeps no template either', async () => {
    const { server, renderer } = await start({ env: { PAGE_CACHE_TTL_MS: '0' } });
    await visit(server, '/lv/c/phones', 'tok-ana');
    const ben = await visit(server, '/lv/c/phones', 'tok-ben');
    expect(renderer.calls).toHaveLength(2);
    expect(cspNonce(String(ben.headers['content-security-policy']))).toBe(renderer.last().nonce);
  });
});

describe('a signed-in page of any other route', () => {
  test("is each shopper's own render, with the response's nonce", async () => {
    const { server, renderer } = await start();
    renderer.answer((call) => ({ html: fakePageHtml(call, `<p>${call.bootstrap.user?.email}</p>`) }));
    const first = await visit(server, '/lv/my-orders', 'tok-ana');
    const second = await visit(server, '/lv/my-orders', 'tok-ben');
    expect(renderer.calls).toHaveLength(2);
    expect(first.body).toContain('<p>ana@example.com</p>');
    expect(second.body).toContain('<p>ben@example.com</p>');
    expect(second.body).not.toContain('ana@');
    expect(renderer.calls[0]?.nonce).toBe(cspNonce(String(first.headers['content-security-policy'])));
    expect(renderer.calls[1]?.nonce).toBe(cspNonce(String(second.headers['content-security-policy'])));
  });

  test('a redirect (a guard) is answered as it is and nothing is kept', async () => {
    const { server, renderer } = await start();
    renderer.answer({ status: 307, headers: { location: '/lv' }, html: '' });
    const first = await visit(server, '/lv/login', 'tok-ana');
    await visit(server, '/lv/login', 'tok-ben');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/lv');
    expect(renderer.calls).toHaveLength(2);
  });
});

describe('pageTemplate and pageFromTemplate', () => {
  test('a page whose bootstrap element is not the one the bootstrap writes is no template', async () => {
    const { server, renderer } = await start();
    await visit(server, '/lv/c/phones', 'tok-ana');
    const call = renderer.last();
    const nonce = call.nonce ?? '';
    const html = fakePageHtml(call);
    expect(pageTemplate(200, Buffer.from(html), call.bootstrap, nonce)).not.toBeNull();
    const other = { ...call.bootstrap, user: BEN };
    expect(pageTemplate(200, Buffer.from(html), other, nonce)).toBeNull();
    expect(pageTemplate(200, Buffer.from(html.replace('</head>', '')), call.bootstrap, nonce)).toBeNull();
    // The shopper's e-mail written into the page, even as React escapes it: no template.
    const odd = { ...call.bootstrap, user: { ...ANA, email: "o'neil&co@example.com" } };
    const showing = fakePageHtml({ ...call, bootstrap: odd }, '<p>o&#x27;neil&amp;co@example.com</p>');
    expect(pageTemplate(200, Buffer.from(showing), odd, nonce)).toBeNull();
    expect(
      pageTemplate(200, Buffer.from(fakePageHtml({ ...call, bootstrap: odd })), odd, nonce),
    ).not.toBeNull();
    // The nonce anywhere but in the attributes (page text quoting it): no template.
    const quoted = html.replace('</head>', `<meta name="x" content="${nonce}"/></head>`);
    expect(pageTemplate(200, Buffer.from(quoted), call.bootstrap, nonce)).toBeNull();
  });

  test("a template with a shopper's bootstrap and head put in is the page rendered for that shopper", async () => {
    const { server, renderer } = await start();
    await visit(server, '/lv/c/phones', 'tok-ana');
    const call = renderer.last();
    const template = pageTemplate(200, Buffer.from(fakePageHtml(call)), call.bootstrap, call.nonce ?? '');
    if (!template) throw new Error('no template');
    const forBen = { ...call.bootstrap, user: BEN };
    const head = '<script>identify("ben")</script>';
    const made = pageFromTemplate(template, forBen, head, false);
    // The page a render for Ben without a nonce would have given, with his head.
    const expected = fakePageHtml({ ...call, bootstrap: forBen, nonce: undefined }).replace(
      '</head>',
      `${head}</head>`,
    );
    expect(made.body.toString()).toBe(expected);
    expect(made.contentEncoding).toBeUndefined();
    const gzipped = pageFromTemplate(template, forBen, head, true);
    expect(gzipped.contentEncoding).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(expected);
    expect(made.scriptHashes).toEqual(expect.arrayContaining(template.scriptHashes));
    expect(made.scriptHashes).toHaveLength(template.scriptHashes.length + 1);
  });
});
