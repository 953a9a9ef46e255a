import { randomBytes } from 'node:crypto';
import {
  CART_MESSAGES,
  CART_RESERVATION_ERRORS,
  CART_TOKEN_HEADER,
  type Cart,
  cartFetchResponseSchema,
  shippingDiscountPercentages,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/test-database.js';

// The cart calls on the shop-api: the owner (guest token or session), the §5 bounds, the reservation rule
// (services/cart/reservations.ts), currency conversion and the merge at sign-in, on PGlite and (TEST_DATABASE_URL)
// PostgreSQL.
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

// Seed: the lt site (localhost) keeps prices in USD (rate 0.92) and offers EUR (id 1), USD (2) and GBP (3).
const EN = 1;
const EUR = 1;
const GBP = 3;

describe.each(engines)('cart on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase({ engine });
    app = await buildApp({ db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const guest = () => ({ [CART_TOKEN_HEADER]: randomBytes(32).toString('base64url') });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/cart/${path}`,
      headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
      payload: JSON.stringify(body),
    });
  const cartOf = async (response: Awaited<ReturnType<typeof post>>): Promise<Cart> => {
    expect(response.statusCode, response.body).toBe(200);
    const cart = cartFetchResponseSchema.parse(response.json()).cart;
    if (!cart) throw new Error('no cart');
    return cart;
  };
  /** A product of a kind with room to add: max_quantity and stock set for the test. */
  let nextProduct = 0;
  async function product(kind: 'p' | 'o', stock = 10, maxQuantity = 5) {
    const rows = await database.db.query<{ id: number; price: number }>(
      `SELECT id, current_price::float8 AS price FROM products WHERE kind = $1 ORDER BY id OFFSET $2 LIMIT 1`,
      [kind, nextProduct++],
    );
    const row = rows[0];
    if (!row) throw new Error('no product');
    await database.db.query('UPDATE products SET stock = $2, max_quantity = $3 WHERE id = $1', [
      row.id,
      stock,
      maxQuantity,
    ]);
    return row;
  }

  it('a guest without a token has an empty cart, by air, in the §4 default currency (EUR)', async () => {
    const cart = await cartOf(await post('fetch', { language_id: EN }));
    expect(cart).toMatchObject({ items: [], shipping: null, shipping_method: 'air', expiration: null });
    expect(cart.currency.iso_code).toBe('EUR');
    expect(cart.reservation_error).toBeNull();
    // A change without a token or a session has no cart to make.
    const add = await post('add', { product_id: (await product('p')).id, quantity: 1, language_id: EN });
    expect(add.statusCode).toBe(401);
  });

  it('adds a product and an offer, converts prices, quotes air and sea, and holds the items', async () => {
    const me = guest();
    const p = await product('p');
    const o = await product('o');
    await cartOf(await post('add', { product_id: p.id, quantity: 2, language_id: EN, currency_id: EUR }, me));
    const cart = await cartOf(await post('add', { product_id: o.id, quantity: 1, language_id: EN }, me));
    expect(cart.items.map((item) => [item.kind, item.product_id, item.quantity])).toEqual([
      ['p', p.id, 2],
      ['o', o.id, 1],
    ]);
    // The currency chosen with the first change stays with the cart; prices are the USD price in EUR.
    expect(cart.currency.iso_code).toBe('EUR');
    expect(cart.items[0]?.price).toBeCloseTo(p.price * 0.92, 4);
    expect(cart.items[0]?.max_quantity).toBe(5);
    expect(cart.shipping?.shipping_methods.air).toBeGreaterThan(cart.shipping?.shipping_methods.sea ?? 0);
    expect(cart.delivery?.country_id).toBe(1);
    const expiration = Date.parse(cart.expiration ?? '');
    expect(expiration - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(expiration - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 1000);

    const gbp = await cartOf(await post('fetch', { language_id: EN, currency_id: GBP }, me));
    expect(gbp.currency.iso_code).toBe('GBP');
    expect(gbp.items[0]?.price).toBeCloseTo((p.price * 0.92) / 1.17, 4);
    // A currency the site does not offer falls back to the cart's own.
    const stale = await cartOf(await post('fetch', { language_id: EN, currency_id: 6 }, me));
    expect(stale.currency.iso_code).toBe('EUR');
    // A change naming a currency that does not exist is no change of currency either.
    const unknown = await post(
      'shipping-method',
      { shipping_method: 'air', language_id: EN, currency_id: 2 ** 31 - 1 },
      me,
    );
    expect((await cartOf(unknown)).currency.iso_code).toBe('EUR');
  });

  it('refuses quantity 0 with a 400 and past max_quantity with a 422, each naming quantity', async () => {
    const me = guest();
    const p = await product('p', 10, 3);
    const zero = await post('add', { product_id: p.id, quantity: 0, language_id: EN }, me);
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json().fields)).toEqual(['quantity']);
    const over = await post('add', { product_id: p.id, quantity: 4, language_id: EN }, me);
    expect(over.statusCode).toBe(422);
    expect(over.json().fields).toEqual({ quantity: CART_MESSAGES.quantityTooHigh });

    const cart = await cartOf(await post('add', { product_id: p.id, quantity: 2, language_id: EN }, me));
    const line = cart.items[0];
    if (!line) throw new Error('no line');
    // Adding again raises the line, never past its limit.
    expect((await post('add', { product_id: p.id, quantity: 2, language_id: EN }, me)).statusCode).toBe(422);
    const three = await cartOf(
      await post('update-quantity', { item_id: line.id, quantity: 3, language_id: EN }, me),
    );
    expect(three.items[0]?.quantity).toBe(3);
    const tooMany = await post('update-quantity', { item_id: line.id, quantity: 4, language_id: EN }, me);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().fields).toEqual({ quantity: CART_MESSAGES.quantityTooHigh });
    const none = await post('update-quantity', { item_id: line.id, quantity: 0, language_id: EN }, me);
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields)).toEqual(['quantity']);
    // Nothing half-written: the line still holds 3.
    expect((await cartOf(await post('fetch', { language_id: EN }, me))).items[0]?.quantity).toBe(3);
  });

  it('changes only its own lines: another cart’s line is a 404 naming item_id', async () => {
    const owner = guest();
    const other = guest();
    const p = await product('p');
    const cart = await cartOf(await post('add', { product_id: p.id, quantity: 1, language_id: EN }, owner));
    const itemId = cart.items[0]?.id;
    const theirs = await post('remove', { item_id: itemId, language_id: EN }, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().fields).toEqual({ item_id: CART_MESSAGES.itemNotFound });
    const unknown = await post('add', { product_id: 2_000_000_000, quantity: 1, language_id: EN }, owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields).toEqual({ product_id: CART_MESSAGES.productNotFound });
    expect((await cartOf(await post('fetch', { language_id: EN }, owner))).items).toHaveLength(1);
  });

  it('switches to sea, removes a line and empties the cart', async () => {
    const me = guest();
    const [a, b] = [await product('p'), await product('o')];
    await post('add', { product_id: a.id, quantity: 1, language_id: EN }, me);
    const both = await cartOf(await post('add', { product_id: b.id, quantity: 1, language_id: EN }, me));
    const sea = await cartOf(await post('shipping-method', { shipping_method: 'sea', language_id: EN }, me));
    expect(sea.shipping_method).toBe('sea');
    expect((await cartOf(await post('fetch', { language_id: EN }, me))).shipping_method).toBe('sea');
    const bad = await post('shipping-method', { shipping_method: 'rail', language_id: EN }, me);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['shipping_method']);

    const one = await cartOf(await post('remove', { item_id: both.items[0]?.id, language_id: EN }, me));
    expect(one.items.map((item) => item.product_id)).toEqual([b.id]);
    const empty = await cartOf(await post('clear', { language_id: EN }, me));
    expect(empty).toMatchObject({ items: [], shipping: null, expiration: null });
  });

  it('discounts shipping by the tier the subtotal reaches (whole percent per §9)', async () => {
    const me = guest();
    const rows = await database.db.query<{ id: number }>(
      `SELECT id FROM products WHERE kind = 'p' AND current_price BETWEEN 200 AND 400 ORDER BY id LIMIT 1`,
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('no product at that price');
    await database.db.query('UPDATE products SET stock = 10, max_quantity = 5 WHERE id = $1', [id]);
    const cart = await cartOf(
      await post('add', { product_id: id, quantity: 2, language_id: EN, currency_id: 2 }, me),
    );
    // 2 units of 200–400 USD: past the 150 tier, and past 500 → the 25 % air and 50 % sea tiers.
    if (!cart.shipping) throw new Error('no shipping');
    expect(cart.shipping.shipping_methods).toEqual({ air: 12 + 2.5 * 2, sea: 6 + 1 * 2 });
    expect(shippingDiscountPercentages(cart.shipping)).toEqual({ air: 25, sea: 50 });
  });

  it('reserves units: another cart cannot take them until the hold lapses, then the first cart is told', async () => {
    const first = guest();
    const second = guest();
    const p = await product('o', 2, 5);
    const held = await cartOf(await post('add', { product_id: p.id, quantity: 2, language_id: EN }, first));
    expect(held.items[0]?.max_quantity).toBe(2);
    const refused = await post('add', { product_id: p.id, quantity: 1, language_id: EN }, second);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ product_id: CART_MESSAGES.outOfStock });

    // The first cart's hold lapses; the second takes one unit.
    await database.db.query(
      `UPDATE cart_lines SET reserved_until = now() - interval '1 minute' WHERE product_id = $1`,
      [p.id],
    );
    const taken = await cartOf(await post('add', { product_id: p.id, quantity: 1, language_id: EN }, second));
    expect(taken.items[0]).toMatchObject({ quantity: 1, out_of_stock: false });
    const told = await cartOf(await post('fetch', { language_id: EN }, first));
    expect(told.reservation_error).toBe(CART_RESERVATION_ERRORS.outOfStock);
    expect(told.items[0]).toMatchObject({ quantity: 2, max_quantity: 1, out_of_stock: true });
    expect(told.expiration).toBeNull();
    // Lowering the line to what is left takes the hold again and clears the error.
    const fixed = await cartOf(
      await post('update-quantity', { item_id: told.items[0]?.id, quantity: 1, language_id: EN }, first),
    );
    expect(fixed.reservation_error).toBeNull();
    expect(fixed.expiration).not.toBeNull();
  });

  it('never reserves more than the stock when carts race for the last units', async () => {
    const p = await product('o', 3, 5);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('add', { product_id: p.id, quantity: 1, language_id: EN }, guest()),
      ),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(results.filter((res) => res.statusCode === 422)).toHaveLength(7);
    const [held] = await database.db.query<{ units: number }>(
      `SELECT sum(quantity)::int AS units FROM cart_lines WHERE product_id = $1 AND reserved_until > now()`,
      [p.id],
    );
    expect(held?.units).toBe(3);
  });

  it('renews a lapsed hold on fetch when the units are still there', async () => {
    const me = guest();
    const p = await product('p');
    await post('add', { product_id: p.id, quantity: 1, language_id: EN }, me);
    await database.db.query(
      `UPDATE cart_lines SET reserved_until = now() - interval '1 minute' WHERE product_id = $1`,
      [p.id],
    );
    const cart = await cartOf(await post('fetch', { language_id: EN }, me));
    expect(cart.reservation_error).toBeNull();
    expect(Date.parse(cart.expiration ?? '')).toBeGreaterThan(Date.now());
  });

  it('merges the guest cart into the user’s at sign-in; the guest token then names nothing', async () => {
    const email = `cart-merge-${engine}@example.test`;
    const password = 'merge-password-1';
    await database.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, 'Cart', 'Merge')`,
      [email, await hashPassword(password)],
    );
    const login = async (headers: Record<string, string> = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
        payload: JSON.stringify({ email, password }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return { authorization: `Bearer ${res.json().token as string}` };
    };
    const [shared, guestOnly, userOnly] = [await product('p'), await product('o'), await product('p')];
    // The user's own cart: one of `shared`, one of `userOnly`.
    const user = await login();
    await post('add', { product_id: shared.id, quantity: 1, language_id: EN }, user);
    await post('add', { product_id: userOnly.id, quantity: 1, language_id: EN }, user);
    // Signed out, as a guest: two of `shared`, one of `guestOnly`, by sea, in GBP.
    const me = guest();
    await post('add', { product_id: shared.id, quantity: 2, language_id: EN, currency_id: GBP }, me);
    await post('add', { product_id: guestOnly.id, quantity: 1, language_id: EN }, me);
    await post('shipping-method', { shipping_method: 'sea', language_id: EN }, me);

    const signedIn = await login(me);
    const merged = await cartOf(await post('fetch', { language_id: EN }, { ...signedIn, ...me }));
    expect(Object.fromEntries(merged.items.map((item) => [item.product_id, item.quantity]))).toEqual({
      [shared.id]: 3,
      [userOnly.id]: 1,
      [guestOnly.id]: 1,
    });
    expect(merged.shipping_method).toBe('sea');
    expect(merged.currency.iso_code).toBe('GBP');
    // The guest cart is gone: signed out, the same token shows an empty cart, not the user's.
    expect((await cartOf(await post('fetch', { language_id: EN }, me))).items).toEqual([]);
    // A second sign-in with the spent token changes nothing.
    await login(me);
    expect((await cartOf(await post('fetch', { language_id: EN }, signedIn))).items).toHaveLength(3);
  });

  it('shows names in the site’s default language for an unknown language_id', async () => {
    const me = guest();
    const p = await product('p');
    const [row] = await database.db.query<{ name_lt: string }>('SELECT name_lt FROM products WHERE id = $1', [
      p.id,
    ]);
    const cart = await cartOf(await post('add', { product_id: p.id, quantity: 1, language_id: 999 }, me));
    expect(cart.items[0]?.name).toBe(row?.name_lt);
  });
});
