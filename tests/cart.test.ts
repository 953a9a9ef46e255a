// Issue #14 (cart) end to end below the web: the bff in front of the real shop-api (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), both on loopback ports. Every cart call as a browser makes it, with the cookies the
// bff sets: a guest fills a cart (its token only in a signed httpOnly cookie), the §5 bounds come back as a 400 or
// 422 naming the field, currency conversion, sea shipping, and the guest cart merging into the user's at login.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import {
  CART_COOKIE,
  CART_MESSAGES,
  type Cart,
  CLIENT_HEADER,
  cartFetchResponseSchema,
  convertAmount,
  SESSION_COOKIE,
} from '@storefront/shared-types';
import { buildApp, type createDatabase, dropPgSchema } from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seededPostgresDatabase, templateDatabase } from './support/test-databases.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;
const HOST = 'lt.localhost:3000';
const ORIGIN = `http://${HOST}`;
const EN = 1;

/** A browser on the lt site: keeps every cookie the bff sets, sends what the web client sends. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async post(path: string, body: unknown) {
    const call = request(this.origin)
      .post(path)
      .set('host', HOST)
      .set('origin', ORIGIN)
      .set(CLIENT_HEADER.name, CLIENT_HEADER.value)
      .send(body as object);
    if (this.cookies.size > 0) {
      call.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await call;
    for (const set of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
      const [pair = ''] = set.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async cart(path: string, body: unknown): Promise<Cart> {
    const response = await this.post(`/api/cart/${path}`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const cart = cartFetchResponseSchema.parse(response.body).cart;
    if (!cart) throw new Error('no cart');
    return cart;
  }
}

const engines = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('the cart through the bff on %s', (engine) => {
  let db: Database;
  let shop: FastifyInstance;
  let bff: FastifyInstance;
  let origin = '';
  const schema = `cart_test_${randomBytes(5).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  const products: { p: number[]; o: number[] } = { p: [], o: [] };

  beforeAll(async () => {
    db =
      engine === 'postgres' && url
        ? await seededPostgresDatabase(url, schema, 40)
        : await templateDatabase(40);
    for (const kind of ['p', 'o'] as const) {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM products WHERE kind = $1 ORDER BY id LIMIT 4',
        [kind],
      );
      products[kind] = rows.map((row) => row.id);
    }
    await db.query('UPDATE products SET stock = 20, max_quantity = 5');
    shop = await buildApp({ db });
    await shop.listen({ host: '127.0.0.1', port: 0 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'cart-test-cookie-secret-long-enough-0123456789',
      SHOP_API_URL: `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`,
      PORT: '3000',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    bff = await createServer({ config });
    await bff.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await bff?.close();
    await shop?.close();
    await db?.close();
    if (engine === 'postgres' && url) await dropPgSchema(url, schema);
  });

  const id = (kind: 'p' | 'o', n: number) => {
    const value = products[kind][n];
    if (value === undefined) throw new Error('no product');
    return value;
  };

  test('a guest fills, changes and empties a cart with every cart call', async () => {
    const browser = new Browser(origin);
    expect((await browser.cart('fetch', { language_id: EN })).items).toEqual([]);
    expect(browser.cookies.has(CART_COOKIE)).toBe(false);

    await browser.cart('add', { product_id: id('p', 0), quantity: 1, language_id: EN });
    // The guest's cart token lives only in the bff's signed cookie.
    expect(browser.cookies.get(CART_COOKIE)).toMatch(/\./);
    const both = await browser.cart('add', { product_id: id('o', 0), quantity: 2, language_id: EN });
    expect(both.items.map((item) => [item.kind, item.quantity])).toEqual([
      ['p', 1],
      ['o', 2],
    ]);
    expect(both.expiration).not.toBeNull();

    const [first, second] = both.items;
    if (!first || !second) throw new Error('two lines expected');
    const raised = await browser.cart('update-quantity', { item_id: first.id, quantity: 3, language_id: EN });
    expect(raised.items[0]?.quantity).toBe(3);
    const sea = await browser.cart('shipping-method', { shipping_method: 'sea', language_id: EN });
    expect(sea.shipping_method).toBe('sea');
    expect(sea.shipping?.shipping_methods.sea).toBeGreaterThan(0);
    const one = await browser.cart('remove', { item_id: second.id, language_id: EN });
    expect(one.items.map((item) => item.id)).toEqual([first.id]);
    const fetched = await browser.cart('fetch', { language_id: EN });
    expect(fetched).toEqual(one);
    expect((await browser.cart('clear', { language_id: EN })).items).toEqual([]);
  });

  test('quantity 0 is a 400 and past max_quantity a 422, each naming quantity; nothing changes', async () => {
    const browser = new Browser(origin);
    const cart = await browser.cart('add', { product_id: id('p', 1), quantity: 2, language_id: EN });
    const line = cart.items[0];
    if (!line) throw new Error('no line');
    const zero = await browser.post('/api/cart/update-quantity', {
      item_id: line.id,
      quantity: 0,
      language_id: EN,
    });
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.body.fields)).toEqual(['quantity']);
    const over = await browser.post('/api/cart/update-quantity', {
      item_id: line.id,
      quantity: line.max_quantity + 1,
      language_id: EN,
    });
    expect(over.status).toBe(422);
    expect(over.body.fields).toEqual({ quantity: CART_MESSAGES.quantityTooHigh });
    expect((await browser.cart('fetch', { language_id: EN })).items[0]?.quantity).toBe(2);
  });

  test('another browser cannot see or change the cart, even with the cookie copied unsigned', async () => {
    const owner = new Browser(origin);
    const cart = await owner.cart('add', { product_id: id('p', 2), quantity: 1, language_id: EN });
    const thief = new Browser(origin);
    const signed = owner.cookies.get(CART_COOKIE) ?? '';
    // The raw token without its signature is no cookie at all: the thief gets a fresh, empty cart.
    thief.cookies.set(
      CART_COOKIE,
      decodeURIComponent(signed).slice(0, decodeURIComponent(signed).lastIndexOf('.')),
    );
    expect((await thief.cart('fetch', { language_id: EN })).items).toEqual([]);
    const res = await thief.post('/api/cart/remove', { item_id: cart.items[0]?.id, language_id: EN });
    expect(res.status).toBe(404);
    expect((await owner.cart('fetch', { language_id: EN })).items).toHaveLength(1);
  });

  test('the cart is in the selected currency, converted with the shop’s rates', async () => {
    const browser = new Browser(origin);
    const usd = await browser.cart('add', {
      product_id: id('o', 1),
      quantity: 1,
      language_id: EN,
      currency_id: 2,
    });
    const gbp = await browser.cart('fetch', { language_id: EN, currency_id: 3 });
    expect(usd.currency.iso_code).toBe('USD');
    expect(gbp.currency.iso_code).toBe('GBP');
    const [usdLine, gbpLine] = [usd.items[0], gbp.items[0]];
    if (!usdLine || !gbpLine) throw new Error('no line');
    expect(gbpLine.price).toBe(convertAmount(usdLine.price, usd.currency, gbp.currency));
  });

  test('at login the guest cart merges into the user’s cart; logout leaves an empty guest cart', async () => {
    const browser = new Browser(origin);
    const email = `cart-${engine}-${process.pid}@example.test`;
    const registered = await browser.post('/api/auth/register', {
      email,
      password: 'cart-password',
      password_confirmation: 'cart-password',
      first_name: 'Ona',
      last_name: 'Pirkėja',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    await browser.cart('add', { product_id: id('p', 3), quantity: 1, language_id: EN });
    await browser.post('/api/auth/logout', {});
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await browser.cart('fetch', { language_id: EN })).items).toEqual([]);

    await browser.cart('add', { product_id: id('p', 3), quantity: 2, language_id: EN });
    await browser.cart('add', { product_id: id('o', 3), quantity: 1, language_id: EN });
    const login = await browser.post('/api/auth/login', { email, password: 'cart-password' });
    expect(login.status).toBe(200);
    const merged = await browser.cart('fetch', { language_id: EN });
    expect(Object.fromEntries(merged.items.map((item) => [item.product_id, item.quantity]))).toEqual({
      [id('p', 3)]: 3,
      [id('o', 3)]: 1,
    });
    await browser.post('/api/auth/logout', {});
    expect((await browser.cart('fetch', { language_id: EN })).items).toEqual([]);
  });
});
