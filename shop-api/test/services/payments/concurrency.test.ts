// The integrity guarantees of #14 under real concurrency, on PostgreSQL (a pool of connections, row locks, a
// primary key that makes a second INSERT wait): skipped when TEST_DATABASE_URL is unset.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import type { SandboxProvider } from '../../../src/sandbox-provider/app.js';
import { SIGNATURE_HEADER, sign } from '../../../src/sandbox-provider/signature.js';
import { createSession } from '../../../src/services/auth/sessions.js';
import type { PaymentProviders } from '../../../src/services/payments/provider-adapter.js';
import {
  guestCart,
  LT_DELIVERY_ADDRESS,
  SANDBOX_SECRET,
  shopperAtProvider,
  someProducts,
  startSandbox,
} from '../../helpers/checkout-fixtures.js';
import { json } from '../../helpers/test-app.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../helpers/test-database.js';

const address = LT_DELIVERY_ADDRESS;

describe.runIf(TEST_DATABASE_URL)('checkout and payments under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sandbox: SandboxProvider;
  let providers: PaymentProviders;

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres', products: 200 });
    const started = await startSandbox({ notifyRetryDelayMs: 20 });
    sandbox = started.sandbox;
    providers = started.providers;
    app = await buildApp({ db: database.db, payments: { providers, reconcileOnListen: false } });
    await app.listen({ host: '127.0.0.1', port: 0 });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await sandbox?.app.close();
    await database?.cleanup();
  });

  const post = (target: FastifyInstance, url: string, token: string, body: unknown) =>
    target.inject({
      method: 'POST',
      url,
      ...json(body),
      headers: { 'content-type': 'application/json', 'x-cart-token': token },
    });

  /** A guest's checkout of `productId`, ready to confirm with the card. */
  async function readyCheckout(target: FastifyInstance, productId: number) {
    const { token } = await guestCart(database.db, [{ productId, quantity: 1 }]);
    const generated = await target.inject({
      method: 'GET',
      url: '/api/checkout/generate',
      headers: { 'x-cart-token': token },
    });
    const slug = generated.json().slug as string;
    const update = await post(target, '/api/checkout/update', token, {
      slug,
      language_id: 1,
      email: 'race@example.test',
      address,
    });
    expect(update.statusCode).toBe(200);
    const method = await post(target, '/api/checkout/payment-method', token, {
      slug,
      language_id: 1,
      payment_method_id: 1,
    });
    expect(method.statusCode).toBe(200);
    return { token, slug };
  }

  const ordersOf = (slug: string) =>
    database.db.query<{ id: number; status: string }>(
      'SELECT o.id, o.status FROM orders o JOIN checkouts c ON c.id = o.checkout_id WHERE c.slug = $1',
      [slug],
    );

  it('20 parallel confirms with one idempotency key make one order and one provider payment', async () => {
    const [product] = await someProducts(database.db, 1);
    const { token, slug } = await readyCheckout(app, product!.id);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(app, '/api/checkout/confirm', token, { slug, language_id: 1, idempotency_key: key }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => a.json());
    expect(new Set(bodies.map((b) => b.order_id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.redirect_url)).size).toBe(1);
    expect(await ordersOf(slug)).toHaveLength(1);
    const payments = await database.db.query('SELECT 1 FROM payments WHERE order_id = $1', [
      bodies[0].order_id,
    ]);
    expect(payments).toHaveLength(1);
    const atProvider = [...sandbox.payments.values()].filter(
      (p) => p.reference === String(bodies[0].order_id),
    );
    expect(atProvider.length).toBeLessThanOrEqual(1);
  });

  it('a notification delivered 5 times at once makes one payment', async () => {
    const [, product] = await someProducts(database.db, 2);
    const { token, slug } = await readyCheckout(app, product!.id);
    sandbox.deliverNotifications = false;
    const confirmed = (
      await post(app, '/api/checkout/confirm', token, { slug, language_id: 1, idempotency_key: randomUUID() })
    ).json();
    await shopperAtProvider(sandbox, confirmed.redirect_url, 'pay');
    sandbox.deliverNotifications = true;
    const [payment] = await database.db.query<{ id: number; provider_payment_id: string; amount: number }>(
      'SELECT id, provider_payment_id, amount::float8 AS amount FROM payments WHERE order_id = $1',
      [confirmed.order_id],
    );
    const body = JSON.stringify({
      event_id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        id: payment!.provider_payment_id,
        reference: String(payment!.id),
        amount: payment!.amount,
        currency: 'EUR',
        status: 'succeeded',
      },
    });
    const signature = sign(SANDBOX_SECRET, body, Math.floor(Date.now() / 1000));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/payments/notify/1',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          payload: body,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    const succeeded = await database.db.query(
      "SELECT 1 FROM payments WHERE order_id = $1 AND status = 'succeeded'",
      [confirmed.order_id],
    );
    expect(succeeded).toHaveLength(1);
    expect((await ordersOf(slug))[0]?.status).toBe('paid');
  });

  it('20 buyers racing for the last unit make exactly one order', async () => {
    const [, , product] = await someProducts(database.db, 3);
    const buyers = [];
    for (let i = 0; i < 20; i += 1) buyers.push(await readyCheckout(app, product!.id));
    await database.db.query('UPDATE products SET stock = 1 WHERE id = $1', [product!.id]);
    const answers = await Promise.all(
      buyers.map(({ token, slug }) =>
        post(app, '/api/checkout/confirm', token, { slug, language_id: 1, idempotency_key: randomUUID() }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    const [stock] = await database.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      product!.id,
    ]);
    expect(stock?.stock).toBe(0);
    // Orders placed through a checkout (the seeded demo orders have none and may hold the product too).
    const orders = await database.db.query(
      'SELECT 1 FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.product_id = $1 AND o.checkout_id IS NOT NULL',
      [product!.id],
    );
    expect(orders).toHaveLength(1);
  }, 120_000);

  it('20 confirms racing on 8 sites spend the balance once, and its history chains', async () => {
    // The demo user (150 € of balance), one checkout per site, each applying the whole balance with the card
    // paying the rest: whichever confirms first uses the balance; the others see what it left (nothing).
    const userId = 1;
    const [{ balance: start } = { balance: 0 }] = await database.db.query<{ balance: number }>(
      'SELECT balance::float8 AS balance FROM users WHERE id = $1',
      [userId],
    );
    expect(start).toBeGreaterThan(0);
    // The seed gives the demo user a history of its own: only the rows this race writes are counted.
    const [{ last: lastRowBefore } = { last: 0 }] = await database.db.query<{ last: number }>(
      'SELECT coalesce(max(id), 0)::int AS last FROM balance_transactions WHERE user_id = $1',
      [userId],
    );
    const sites = await database.db.query<{ id: number; host: string }>(
      `SELECT s.id, min(h.host) AS host FROM sites s JOIN site_hosts h ON h.site_id = s.id GROUP BY s.id ORDER BY s.id`,
    );
    expect(sites).toHaveLength(8);
    const session = await createSession(database.db, userId);
    const [, , , , product] = await someProducts(database.db, 5);
    const checkouts: Array<{ slug: string; headers: Record<string, string> }> = [];
    for (const site of sites) {
      const [cart] = await database.db.query<{ id: number }>(
        `INSERT INTO carts (site_id, user_id) VALUES ($1, $2)
         ON CONFLICT (user_id, site_id) WHERE user_id IS NOT NULL DO UPDATE SET updated_at = now() RETURNING id`,
        [site.id, userId],
      );
      await database.db.query('DELETE FROM cart_lines WHERE cart_id = $1', [cart!.id]);
      await database.db.query('INSERT INTO cart_lines (cart_id, product_id, quantity) VALUES ($1, $2, 1)', [
        cart!.id,
        product!.id,
      ]);
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${session}`,
        host: `${site.host}:3000`,
      };
      const generated = await app.inject({ method: 'GET', url: '/api/checkout/generate', headers });
      expect(generated.statusCode).toBe(200);
      const slug = generated.json().slug as string;
      const ready = await app.inject({
        method: 'POST',
        url: '/api/checkout/update',
        headers,
        payload: JSON.stringify({ slug, language_id: 1, address }),
      });
      expect(ready.statusCode).toBe(200);
      const card = await app.inject({
        method: 'POST',
        url: '/api/checkout/payment-method',
        headers,
        payload: JSON.stringify({ slug, language_id: 1, payment_method_id: 1 }),
      });
      expect(card.statusCode).toBe(200);
      expect(card.json().totals.balance).toBeGreaterThan(0);
      checkouts.push({ slug, headers });
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const { slug, headers } = checkouts[i % checkouts.length]!;
        return app.inject({
          method: 'POST',
          url: '/api/checkout/confirm',
          headers,
          payload: JSON.stringify({ slug, language_id: 1, idempotency_key: randomUUID() }),
        });
      }),
    );
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    const orders = await database.db.query<{ id: number; balance_used: number; total: number; rate: number }>(
      `SELECT o.id, o.balance_used::float8 AS balance_used, o.total::float8 AS total, cu.rate_to_eur::float8 AS rate
         FROM orders o JOIN checkouts c ON c.id = o.checkout_id JOIN currencies cu ON cu.id = o.currency_id
        WHERE c.slug = ANY($1::text[])`,
      [checkouts.map((c) => c.slug)],
    );
    expect(orders).toHaveLength(8);
    // In euros (the balance's currency), what the orders used is never more than there was.
    const usedEuros = orders.reduce((sum, o) => sum + o.balance_used * o.rate, 0);
    expect(usedEuros).toBeLessThanOrEqual(start + 0.01);
    expect(orders.filter((o) => o.balance_used > 0).length).toBeGreaterThanOrEqual(1);
    // Each order's balance part is exactly its succeeded balance payment; the rest is asked of the card.
    for (const order of orders) {
      const payments = await database.db.query<{ provider_id: number; amount: number; status: string }>(
        'SELECT provider_id, amount::float8 AS amount, status FROM payments WHERE order_id = $1',
        [order.id],
      );
      const byBalance = payments.filter((p) => p.provider_id === 4);
      expect(byBalance.reduce((sum, p) => sum + p.amount, 0)).toBeCloseTo(order.balance_used, 4);
      const byCard = payments.filter((p) => p.provider_id === 1);
      expect(byCard.reduce((sum, p) => sum + p.amount, 0) + order.balance_used).toBeGreaterThanOrEqual(
        order.total - 0.01,
      );
    }
    // The history chains: each row starts where the previous ended, from the starting balance to the current one.
    const history = await database.db.query<{
      starting_balance: number;
      end_balance: number;
      amount: number;
    }>(
      `SELECT starting_balance::float8 AS starting_balance, end_balance::float8 AS end_balance,
         amount::float8 AS amount FROM balance_transactions WHERE user_id = $1 AND id > $2 ORDER BY id`,
      [userId, lastRowBefore],
    );
    expect(history.length).toBe(orders.filter((o) => o.balance_used > 0).length);
    let expected = start;
    for (const row of history) {
      expect(row.starting_balance).toBeCloseTo(expected, 4);
      expect(row.end_balance).toBeCloseTo(row.starting_balance + row.amount, 4);
      expect(row.end_balance).toBeGreaterThanOrEqual(0);
      expected = row.end_balance;
    }
    const [{ balance: now } = { balance: -1 }] = await database.db.query<{ balance: number }>(
      'SELECT balance::float8 AS balance FROM users WHERE id = $1',
      [userId],
    );
    expect(now).toBeCloseTo(expected, 4);
  }, 120_000);

  it('the shop-api closed between order creation and notification loses nothing: paid after restart', async () => {
    const [, , , product] = await someProducts(database.db, 4);
    const first = await buildApp({ db: database.db, payments: { providers, reconcileOnListen: false } });
    await first.listen({ host: '127.0.0.1', port: 0 });
    const { token, slug } = await readyCheckout(first, product!.id);
    const confirmed = (
      await post(first, '/api/checkout/confirm', token, {
        slug,
        language_id: 1,
        idempotency_key: randomUUID(),
      })
    ).json();
    // The shop goes down; the shopper pays; every notification finds no shop and the provider gives up.
    await first.close();
    await shopperAtProvider(sandbox, confirmed.redirect_url, 'pay');
    await sandbox.idle();
    const [order] = await ordersOf(slug);
    expect(order).toMatchObject({ id: confirmed.order_id, status: 'unpaid' });
    // Back up: at start-up it asks the provider about what is still pending.
    const restarted = await buildApp({ db: database.db, payments: { providers } });
    try {
      await restarted.listen({ host: '127.0.0.1', port: 0 });
      const deadline = Date.now() + 10_000;
      while ((await ordersOf(slug))[0]?.status !== 'paid' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await ordersOf(slug))[0]?.status).toBe('paid');
    } finally {
      await restarted.close();
    }
  });
});
