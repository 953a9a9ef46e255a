// Promotion usage limits (migration 0013, services/checkout/promotion-limits.ts): refused at apply with the
// promotion error shape, counted again at confirm; on PGlite, and the confirm race on PostgreSQL when
// TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import type { Queryable } from '../../../src/db/database.js';
import type { SandboxProvider } from '../../../src/sandbox-provider/app.js';
import { createSession } from '../../../src/services/auth/sessions.js';
import type { PaymentProviders } from '../../../src/services/payments/provider-adapter.js';
import {
  guestCart,
  LT_DELIVERY_ADDRESS,
  someProducts,
  startSandbox,
  userCart,
} from '../../helpers/checkout-fixtures.js';
import { json } from '../../helpers/test-app.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../helpers/test-database.js';

const address = LT_DELIVERY_ADDRESS;

/** The shop on `db` with the sandbox provider, and a shopper's calls against it. */
function shopper(app: () => FastifyInstance, db: () => Queryable, productId: () => number) {
  const call = async (url: string, headers: Record<string, string>, body: unknown) => {
    const response = await app().inject({
      method: 'POST',
      url,
      ...json(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
    return { status: response.statusCode, body: response.json() };
  };

  /** A checkout of one unit, its shipping step given (a guest with `email`), the card chosen. */
  async function checkout(owner: { email: string } | { headers: Record<string, string> }) {
    let headers: Record<string, string>;
    if ('email' in owner) {
      const { token } = await guestCart(db(), [{ productId: productId(), quantity: 1 }]);
      headers = { 'x-cart-token': token };
    } else {
      headers = owner.headers;
    }
    const generated = await app().inject({ method: 'GET', url: '/api/checkout/generate', headers });
    expect(generated.statusCode, generated.body).toBe(200);
    const slug = generated.json().slug as string;
    const update = await call('/api/checkout/update', headers, {
      slug,
      language_id: 1,
      address,
      ...('email' in owner ? { email: owner.email } : {}),
    });
    expect(update.status).toBe(200);
    const method = await call('/api/checkout/payment-method', headers, {
      slug,
      language_id: 1,
      payment_method_id: 1,
    });
    expect(method.status).toBe(200);
    return {
      slug,
      /** A code onto the checkout, or null to take it off. */
      apply: (code: string | null) =>
        call('/api/checkout/apply-promotion', headers, { slug, language_id: 1, code }),
      confirm: () =>
        call('/api/checkout/confirm', headers, { slug, language_id: 1, idempotency_key: randomUUID() }),
    };
  }
  return { checkout };
}

/** The promotion error shape: the status, the one key, naming `code`. */
function expectUsedUp(answer: { status: number; body: Record<string, unknown> }, status: 400 | 409) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({
    statusCode: status,
    message: CHECKOUT_MESSAGES.promotionUsedUp,
    fields: { code: CHECKOUT_MESSAGES.promotionUsedUp },
  });
}

/** A code of 10 % with these limits, made for one test. */
async function limitedCode(db: Queryable, limits: { total?: number; perCustomer?: number }) {
  const code = `LIMIT${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO promotions (code, promotion_type, discount_amount, max_uses, max_uses_per_customer)
     VALUES ($1, 1, 10, $2, $3) RETURNING id`,
    [code, limits.total ?? null, limits.perCustomer ?? null],
  );
  return { code, id: row?.id ?? 0 };
}

const ordersWith = async (db: Queryable, promotionId: number) =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE promotion_id = $1', [
      promotionId,
    ])
  )[0]?.n;

describe('promotion usage limits (PGlite)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sandbox: SandboxProvider;
  let productId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const started = await startSandbox();
    sandbox = started.sandbox;
    app = await buildApp({
      db: database.db,
      payments: { providers: started.providers, reconcileOnListen: false },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    productId = (await someProducts(database.db, 1))[0]?.id ?? 0;
    // Every checkout here buys this product, and open carts hold their units: stock for all of them.
    await database.db.query('UPDATE products SET stock = 10000 WHERE id = $1', [productId]);
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.app.close();
    await database?.cleanup();
  });

  const shop = shopper(
    () => app,
    () => database.db,
    () => productId,
  );

  it('ONCE, the seeded demo: once per customer, a guest counted by e-mail', async () => {
    const [once] = await database.db.query<{ max_uses: number | null; max_uses_per_customer: number }>(
      "SELECT max_uses, max_uses_per_customer FROM promotions WHERE code = 'ONCE'",
    );
    expect(once).toEqual({ max_uses: null, max_uses_per_customer: 1 });
    const first = await shop.checkout({ email: 'once@example.test' });
    expect((await first.apply('once')).status).toBe(200);
    expect((await first.confirm()).status).toBe(200);
    // The same e-mail on another guest cart (another browser): refused at apply, in the promotion error shape.
    const again = await shop.checkout({ email: 'once@example.test' });
    expectUsedUp(await again.apply('ONCE'), 400);
    // Someone else may still use it.
    const other = await shop.checkout({ email: 'someone-else@example.test' });
    expect((await other.apply('ONCE')).status).toBe(200);
  });

  it('a code applied before it was used up is refused at confirm (409 naming code), and no order is made', async () => {
    const { code, id } = await limitedCode(database.db, { total: 1 });
    const early = await shop.checkout({ email: 'early@example.test' });
    const late = await shop.checkout({ email: 'late@example.test' });
    expect((await early.apply(code)).status).toBe(200);
    expect((await late.apply(code)).status).toBe(200);
    expect((await early.confirm()).status).toBe(200);
    const [stockBefore] = await database.db.query<{ stock: number }>(
      'SELECT stock FROM products WHERE id = $1',
      [productId],
    );
    expectUsedUp(await late.confirm(), 409);
    expect(await ordersWith(database.db, id)).toBe(1);
    const [stockAfter] = await database.db.query<{ stock: number }>(
      'SELECT stock FROM products WHERE id = $1',
      [productId],
    );
    expect(stockAfter?.stock).toBe(stockBefore?.stock);
    // Without the code the shopper can still order.
    expect((await late.apply(null)).status).toBe(200);
    expect((await late.confirm()).status).toBe(200);
  });

  it('a total limit counts every customer’s orders; a cancelled order gives its use back', async () => {
    const { code, id } = await limitedCode(database.db, { total: 2 });
    for (const email of ['t1@example.test', 't2@example.test']) {
      const checkout = await shop.checkout({ email });
      expect((await checkout.apply(code)).status).toBe(200);
      expect((await checkout.confirm()).status).toBe(200);
    }
    const third = await shop.checkout({ email: 't3@example.test' });
    expectUsedUp(await third.apply(code), 400);
    await database.db.query(
      "UPDATE orders SET status = 'cancelled' WHERE id = (SELECT min(id) FROM orders WHERE promotion_id = $1)",
      [id],
    );
    expect((await third.apply(code)).status).toBe(200);
    expect((await third.confirm()).status).toBe(200);
  });

  it('a guest’s e-mail given after the code is checked at confirm', async () => {
    const { code } = await limitedCode(database.db, { perCustomer: 1 });
    const used = await shop.checkout({ email: 'later@example.test' });
    await used.apply(code);
    expect((await used.confirm()).status).toBe(200);
    // A new guest applies the code first (no e-mail yet: nothing to count), then gives the used e-mail.
    const { token } = await guestCart(database.db, [{ productId, quantity: 1 }]);
    const headers = { 'x-cart-token': token };
    const slug = (await app.inject({ method: 'GET', url: '/api/checkout/generate', headers })).json().slug;
    const post = (url: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url,
        ...json(body),
        headers: { 'content-type': 'application/json', ...headers },
      });
    expect((await post('/api/checkout/apply-promotion', { slug, language_id: 1, code })).statusCode).toBe(
      200,
    );
    await post('/api/checkout/update', { slug, language_id: 1, email: 'later@example.test', address });
    await post('/api/checkout/payment-method', { slug, language_id: 1, payment_method_id: 1 });
    const confirmed = await post('/api/checkout/confirm', {
      slug,
      language_id: 1,
      idempotency_key: randomUUID(),
    });
    expectUsedUp({ status: confirmed.statusCode, body: confirmed.json() }, 409);
  });

  it('a signed-in customer is counted by account and by e-mail', async () => {
    const { code, id } = await limitedCode(database.db, { perCustomer: 1 });
    const [user] = await database.db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name) VALUES ('member@example.test', 'Mem', 'Ber') RETURNING id`,
    );
    const userId = user?.id ?? 0;
    const headers = { authorization: `Bearer ${await createSession(database.db, userId)}` };
    // An earlier guest order with the account's e-mail counts as the customer's use.
    await database.db.query(
      `INSERT INTO orders (email, site_id, status, total, currency_id, promotion_id)
       VALUES ('member@example.test', 1, 'paid', 10, 1, $1)`,
      [id],
    );
    await userCart(database.db, userId, [{ productId, quantity: 1 }]);
    const signedIn = await shop.checkout({ headers });
    expectUsedUp(await signedIn.apply(code), 400);
    // Once that order is cancelled the code is the member's again.
    await database.db.query("UPDATE orders SET status = 'cancelled' WHERE promotion_id = $1", [id]);
    expect((await signedIn.apply(code)).status).toBe(200);
    expect((await signedIn.confirm()).status).toBe(200);
    await userCart(database.db, userId, [{ productId, quantity: 1 }]);
    expectUsedUp(await (await shop.checkout({ headers })).apply(code), 400);
  });
});

describe.runIf(TEST_DATABASE_URL)('promotion usage limits under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sandbox: SandboxProvider;
  let providers: PaymentProviders;
  let productId = 0;

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres', products: 200 });
    const started = await startSandbox({ notifyRetryDelayMs: 20 });
    sandbox = started.sandbox;
    providers = started.providers;
    app = await buildApp({ db: database.db, payments: { providers, reconcileOnListen: false } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    productId = (await someProducts(database.db, 1))[0]?.id ?? 0;
    // Twenty carts hold a unit each: enough stock that the limit, not the stock, decides.
    await database.db.query('UPDATE products SET stock = 10000 WHERE id = $1', [productId]);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await sandbox?.app.close();
    await database?.cleanup();
  });

  it('20 parallel confirms of a code with a total limit of 1 make exactly one order with it', async () => {
    const { code, id } = await limitedCode(database.db, { total: 1 });
    const shop = shopper(
      () => app,
      () => database.db,
      () => productId,
    );
    const buyers = [];
    for (let i = 0; i < 20; i += 1) {
      const checkout = await shop.checkout({ email: `racer-${i}@example.test` });
      expect((await checkout.apply(code)).status).toBe(200);
      buyers.push(checkout);
    }
    const answers = await Promise.all(buyers.map((buyer) => buyer.confirm()));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expectUsedUp(refused, 409);
    expect(await ordersWith(database.db, id)).toBe(1);
  }, 120_000);
});
