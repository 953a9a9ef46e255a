// The checkout step pages and the payment outcome pages as curl sees them (issue 14, the web's part): the shop-api
// (PGlite, seeded) and the bff rendering through Vite's module loader (WEB_DEV_SERVER=true, no build needed). Each
// page's status and content is checked against what the shop itself answers for the same checkout.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import {
  type CheckoutData,
  CLIENT_HEADER,
  ENDPOINTS,
  endpointPath,
  htmlLang,
  type StoreConfigResponse,
  type User,
} from '@storefront/shared-types';
import { buildApp, type createDatabase } from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { templateDatabase } from './support/test-databases.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

const LOCALE = 'lt';
const HOST = 'localhost:3000';

let db: Database;
let shop: FastifyInstance | undefined;
let bff: FastifyInstance | undefined;
let bffPort = 0;
let storeConfig: StoreConfigResponse;
let translations: Record<string, string>;
let languageId = 0;
let productIds: number[] = [];

/** A visitor of the bff: keeps the cookies it is given (session, guest cart), sends what the web client sends. */
class Visitor {
  readonly cookies = new Map<string, string>();

  send(method: 'GET' | 'POST', path: string, body?: unknown, accept = 'application/json'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { host: HOST, accept, origin: `http://${HOST}` };
      if (method === 'POST') headers['content-type'] = 'application/json';
      if (accept === 'application/json') headers[CLIENT_HEADER.name] = CLIENT_HEADER.value;
      if (this.cookies.size > 0) {
        headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      const req = httpRequest({ host: '127.0.0.1', port: bffPort, method, path, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          for (const set of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
            const [pair = ''] = set.split(';');
            const name = pair.slice(0, pair.indexOf('='));
            const value = pair.slice(pair.indexOf('=') + 1);
            if (value === '') this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
        });
      });
      req.on('error', reject);
      if (body !== undefined) req.write(JSON.stringify(body));
      req.end();
    });
  }

  page(path: string): Promise<Answer> {
    return this.send('GET', path, undefined, 'text/html');
  }

  async call<T>(name: keyof typeof ENDPOINTS, body?: unknown, slug?: string): Promise<T> {
    const endpoint = ENDPOINTS[name];
    const answer = await this.send(endpoint.method, endpointPath(endpoint, slug), body);
    expect(answer.status, `${name}: ${answer.body}`).toBe(200);
    return JSON.parse(answer.body) as T;
  }

  /** A cart with two products, and a checkout of it: its slug. */
  async checkoutOfCart(): Promise<string> {
    for (const id of productIds.slice(0, 2)) {
      await this.call('cartAdd', { product_id: id, quantity: 1, language_id: languageId });
    }
    const { slug } = await this.call<{ slug: string }>('checkoutGenerate');
    return slug;
  }

  fetchStep(slug: string, step: 3 | 4 | 5, extra: object = {}): Promise<CheckoutData> {
    return this.call('checkoutFetch', { slug, step, language_id: languageId, ...extra }, slug);
  }
}

async function signedIn(email: string, password: string): Promise<{ visitor: Visitor; user: User }> {
  const visitor = new Visitor();
  const { user } = await visitor.call<{ user: User }>('login', { email, password });
  return { visitor, user };
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const moneyIn = (currency: string) =>
  new Intl.NumberFormat(htmlLang(LOCALE), { style: 'currency', currency });

beforeAll(async () => {
  db = await templateDatabase(40);
  // The cheapest shop products: the demo user's balance covers a cart of two.
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM products WHERE kind = 'p' ORDER BY current_price, id LIMIT 2",
  );
  productIds = rows.map((row) => row.id);
  await db.query('UPDATE products SET stock = 50, max_quantity = 10');
  shop = await buildApp({ db });
  await shop.listen({ host: '127.0.0.1', port: 0 });
  const shopOrigin = `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`;
  bff = await createServer({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'ssr-checkout-test-cookie-secret-long-enough-0123456789',
      SHOP_API_URL: shopOrigin,
      PORT: '3000',
      WEB_DEV_SERVER: 'true',
      PAGE_CACHE_TTL_MS: '0',
    }),
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  bffPort = (bff.server.address() as AddressInfo).port;
  const visitor = new Visitor();
  storeConfig = await visitor.call('storeConfig', { langIso: LOCALE });
  ({ resources: translations } = await visitor.call<{ resources: Record<string, string> }>('translations', {
    locale: LOCALE,
  }));
  languageId = storeConfig.site.languages.find((language) => language.iso_code === LOCALE)?.id ?? 0;
  // Warm Vite's transform of the app outside the tests' time.
  await visitor.page(`/${LOCALE}/faq`);
}, 90_000);

afterAll(async () => {
  await bff?.close();
  await shop?.close();
  await db?.close();
});

describe('checkout pages (issue 14): rendered on the server with the shop’s checkout', () => {
  test('the shipping step shows the checkout’s lines, air and sea at the shop’s prices and the saved address', async () => {
    const { visitor, user } = await signedIn('demo@storefront.test', 'demo-password');
    const slug = await visitor.checkoutOfCart();
    const data = await visitor.fetchStep(slug, 3);
    const page = await visitor.page(`/${LOCALE}/checkout/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<!--$!-->');
    expect(h1Of(page.body)).toBe(escapeHtml(translations['shell.page.checkout'] ?? ''));
    const money = moneyIn(data.currency?.iso_code ?? 'EUR');
    for (const product of data.products) expect(page.body).toContain(escapeHtml(product.name ?? ''));
    for (const method of ['air', 'sea'] as const) {
      const amount = data.shipping_methods[method];
      if (amount === undefined) continue;
      expect(page.body).toContain(`data-testid="shipping-${method}"`);
      expect(page.body).toContain(escapeHtml(money.format(amount)));
    }
    const address = user.delivery_addresses[0];
    if (address) expect(page.body).toContain(escapeHtml(address.first_address));
    // A signed-in shopper's e-mail is the account's: no e-mail field.
    expect(page.body).not.toContain('autoComplete="email"');
  });

  test('an unknown checkout is a 404; a route without slug sends to the cart', async () => {
    const visitor = new Visitor();
    expect((await visitor.page(`/${LOCALE}/checkout/no-such-checkout-0`)).status).toBe(404);
    for (const route of ['checkout', 'payment', 'confirm', 'success']) {
      const page = await visitor.page(`/${LOCALE}/${route}`);
      expect(page.status, route).toBe(302);
      expect(page.headers.location, route).toBe(`/${LOCALE}/cart`);
    }
    // An outcome page without the order it reports on has nothing to say: home.
    for (const route of ['payment/accept', 'payment/fail']) {
      const page = await visitor.page(`/${LOCALE}/${route}`);
      expect(page.status, route).toBe(302);
      expect(page.headers.location, route).toMatch(new RegExp(`^/${LOCALE}/?$`));
    }
  });

  test('someone else’s checkout is a 404 for another visitor', async () => {
    const { visitor } = await signedIn('demo@storefront.test', 'demo-password');
    const slug = await visitor.checkoutOfCart();
    expect((await new Visitor().page(`/${LOCALE}/checkout/${slug}`)).status).toBe(404);
  });

  test('the payment step waits for the shipping choices, then shows the methods, the balance and the shop’s total', async () => {
    const { visitor, user } = await signedIn('demo@storefront.test', 'demo-password');
    const slug = await visitor.checkoutOfCart();
    const address = user.delivery_addresses[0];
    if (!address) throw new Error('the demo user has no saved address');
    const shipping = await visitor.fetchStep(slug, 3);
    if (!shipping.address) {
      const early = await visitor.page(`/${LOCALE}/payment/${slug}`);
      expect(early.status).toBe(302);
      expect(early.headers.location).toBe(`/${LOCALE}/checkout/${slug}`);
    }
    await visitor.call('checkoutUpdate', {
      slug,
      language_id: languageId,
      email: user.email,
      address,
      shipping: 'sea',
      delivery: 0,
      parcel_shop: null,
    });
    const page = await visitor.page(`/${LOCALE}/payment/${slug}`);
    expect(page.status).toBe(200);
    const data = await visitor.fetchStep(slug, 4, {
      shipping: 'sea',
      delivery: 0,
      address,
      country: address.country_id,
      email: user.email,
    });
    for (const method of data.payment_methods.filter((m) => m.id !== 4)) {
      expect(page.body).toContain(`data-testid="payment-${method.id}"`);
    }
    if (data.balance) expect(page.body).toContain('data-testid="checkout-balance"');
    const money = moneyIn(data.currency?.iso_code ?? 'EUR');
    const total = /data-testid="checkout-total"[^>]*>([^<]*)</.exec(page.body)?.[1];
    expect(total).toBe(escapeHtml(money.format(data.totals?.final ?? Number.NaN)));
  });

  test('a balance-paid order: the success step and the accept page show it paid; not to another visitor', async () => {
    const { visitor, user } = await signedIn('demo@storefront.test', 'demo-password');
    const slug = await visitor.checkoutOfCart();
    const address = user.delivery_addresses[0];
    if (!address) throw new Error('the demo user has no saved address');
    await visitor.call('checkoutUpdate', {
      slug,
      language_id: languageId,
      email: user.email,
      address,
      delivery: 0,
    });
    const priced = await visitor.fetchStep(slug, 4, {
      shipping: 'air',
      delivery: 0,
      address,
      country: address.country_id,
      email: user.email,
    });
    if (!priced.totals || priced.totals.final - priced.totals.payment_fee > 0) {
      throw new Error('the demo balance does not cover this cart: pick cheaper products');
    }
    await visitor.call('checkoutPaymentMethod', { slug, language_id: languageId, payment_method_id: 4 });
    const confirm = await visitor.page(`/${LOCALE}/confirm/${slug}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('data-testid="confirm-order"');
    const order = await visitor.call<{ order_id: number; paid: boolean; redirect_url: string | null }>(
      'checkoutConfirm',
      { slug, language_id: languageId, idempotency_key: `ssr-test-${slug}` },
    );
    expect(order.paid).toBe(true);
    expect(order.redirect_url).toBeNull();
    const success = await visitor.page(`/${LOCALE}/success/${slug}`);
    expect(success.status).toBe(200);
    expect(success.body).toContain('data-testid="checkout-success"');
    const accept = await visitor.page(`/${LOCALE}/payment/accept?order_id=${order.order_id}`);
    expect(accept.status).toBe(200);
    expect(accept.body).toContain('data-testid="order-paid"');
    // The order is the shopper's: someone else is told it cannot be shown here (sign in, or the mail's link),
    // never the order itself and never a "Page not found" (#26).
    const stranger = await new Visitor().page(`/${LOCALE}/payment/accept?order_id=${order.order_id}`);
    expect(stranger.status).toBe(200);
    expect(stranger.body).toContain('data-testid="order-not-visible"');
    expect(stranger.body).not.toContain('data-testid="order-paid"');
    expect((await new Visitor().page(`/${LOCALE}/payment/pay/${order.order_id}`)).status).toBe(404);
  });
});
