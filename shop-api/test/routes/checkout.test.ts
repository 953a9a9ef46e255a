// Checkout and payment on the shop-api (PGlite): generate from the cart, the steps, the §9 price computed from
// the shop's data, confirm (stock, prices, idempotency), the sandbox provider's page and its signed
// notifications (forged, replayed, duplicated), reconciliation, and paying an order again.
import { randomUUID } from 'node:crypto';
import { payAgainAmount } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../../src/sandbox-provider/app.js';
import { SIGNATURE_HEADER, sign } from '../../src/sandbox-provider/signature.js';
import { createSession } from '../../src/services/auth/sessions.js';
import {
  gatedProviders,
  guestCart,
  LT_DELIVERY_ADDRESS,
  SANDBOX_SECRET,
  shopperAtProvider,
  someProducts,
  startSandbox,
  userCart,
} from '../helpers/checkout-fixtures.js';
import { createTestApp, json } from '../helpers/test-app.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let sandbox: SandboxProvider;
let db: Awaited<ReturnType<typeof createTestApp>>['database']['db'];
let products: Array<{ id: number; price: number }>;
let providerGate: ReturnType<typeof gatedProviders>;

const address = LT_DELIVERY_ADDRESS;

beforeAll(async () => {
  const started = await startSandbox();
  sandbox = started.sandbox;
  providerGate = gatedProviders(started.providers);
  const test = await createTestApp({
    payments: { providers: providerGate.providers, reconcileOnListen: false },
  });
  app = test.app;
  db = test.database.db;
  await app.listen({ host: '127.0.0.1', port: 0 });
  close = async () => {
    await test.close();
    await sandbox.app.close();
  };
  products = await someProducts(db, 3);
});
afterAll(() => close());

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST', url: string, headers: Headers, body?: unknown) => {
  const response = await app.inject({
    method,
    url,
    ...(body === undefined ? {} : json(body)),
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
  });
  return { status: response.statusCode, body: response.json() };
};

async function guestCheckout(lines = [{ productId: products[0]!.id, quantity: 2 }]) {
  const { token, cartId } = await guestCart(db, lines);
  const headers = { 'x-cart-token': token, host: 'lt.localhost:3000' };
  const generated = await call('GET', '/api/checkout/generate', headers);
  expect(generated.status).toBe(200);
  return { headers, slug: generated.body.slug as string, cartId };
}

/** A guest's checkout made ready to confirm: e-mail, address, sea, a parcel locker, card. */
async function readyGuestCheckout(quantity = 2, productId = products[0]!.id) {
  const checkout = await guestCheckout([{ productId, quantity }]);
  const update = await call('POST', '/api/checkout/update', checkout.headers, {
    slug: checkout.slug,
    language_id: 1,
    email: 'ona@example.test',
    address,
    shipping: 'sea',
    delivery: 1,
    parcel_shop: 'PL-1001',
  });
  expect(update.status).toBe(200);
  const method = await call('POST', '/api/checkout/payment-method', checkout.headers, {
    slug: checkout.slug,
    language_id: 1,
    payment_method_id: 1,
  });
  expect(method.status).toBe(200);
  return { ...checkout, data: method.body };
}

/** A guest's order confirmed with the card: the provider's first page open, nothing paid yet. */
async function confirmedGuestOrder(quantity = 2) {
  const checkout = await readyGuestCheckout(quantity);
  const confirmed = await call('POST', '/api/checkout/confirm', checkout.headers, {
    slug: checkout.slug,
    language_id: 1,
    idempotency_key: randomUUID(),
  });
  return { ...checkout, confirmed, orderId: confirmed.body.order_id as number };
}

const orderRow = async (id: number) =>
  (
    await db.query<{ status: string; total: number }>(
      'SELECT status, total::float8 AS total FROM orders WHERE id = $1',
      [id],
    )
  )[0];

describe('generate and fetch', () => {
  it('makes a slug from the cart and answers the §3 checkout data priced by the shop', async () => {
    const { headers, slug } = await guestCheckout();
    const fetched = await call('POST', `/api/checkout/fetch/${slug}`, headers, {
      slug,
      step: 3,
      language_id: 1,
    });
    expect(fetched.status).toBe(200);
    const data = fetched.body;
    expect(data.products).toHaveLength(1);
    expect(data.products[0].quantity).toBe(2);
    expect(Object.keys(data.shipping_methods).sort()).toEqual(['air', 'sea']);
    expect(
      data.local_delivery_couriers.map((c: { local_delivery_type: string }) => c.local_delivery_type),
    ).toEqual(['courier', 'parcel_locker', 'post_office']);
    // A guest has no balance: the three outside providers only, each with its fee.
    expect(data.payment_methods.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
    expect(data.is_guest).toBe(true);
    const t = data.totals;
    expect(t.final).toBeCloseTo(t.subtotal + t.shipping + t.local_delivery - t.shipping_discount, 4);
  });

  it('is the owner’s only: another guest’s token gets a 404 naming slug', async () => {
    const { slug } = await guestCheckout();
    const other = await guestCart(db, [{ productId: products[1]!.id, quantity: 1 }]);
    const answer = await call(
      'POST',
      `/api/checkout/fetch/${slug}`,
      { 'x-cart-token': other.token },
      {
        slug,
        step: 3,
        language_id: 1,
      },
    );
    expect(answer.status).toBe(404);
    expect(Object.keys(answer.body.fields)).toEqual(['slug']);
  });

  it('refuses a body slug other than the path’s, and an empty cart', async () => {
    const { headers, slug } = await guestCheckout();
    const mismatch = await call('POST', `/api/checkout/fetch/${slug}`, headers, {
      slug: 'another-slug',
      step: 3,
      language_id: 1,
    });
    expect(mismatch.status).toBe(404);
    expect(Object.keys(mismatch.body.fields)).toEqual(['slug']);
    const empty = await guestCart(db, []);
    expect((await call('GET', '/api/checkout/generate', { 'x-cart-token': empty.token })).status).toBe(409);
  });

  it('saves the payment step’s choices from its fetch (§7) and prices the chosen courier', async () => {
    const { headers, slug } = await guestCheckout();
    const fetched = await call('POST', `/api/checkout/fetch/${slug}`, headers, {
      slug,
      step: 4,
      language_id: 1,
      shipping: 'sea',
      delivery: 0,
      address,
      country: 1,
      email: 'ona@example.test',
    });
    expect(fetched.status).toBe(200);
    expect(fetched.body.selected_shipping_method).toBe('sea');
    expect(fetched.body.email).toBe('ona@example.test');
    expect(fetched.body.address).toMatchObject({ id: 0, city: 'Vilnius' });
    expect(fetched.body.local_delivery).toBe(fetched.body.local_delivery_couriers[0].delivery_fee);
    expect(fetched.body.shipping_fee).toBe(fetched.body.shipping_methods.sea);
  });
});

describe('step calls', () => {
  it('applies a percentage code in any case, refuses an unknown or expired one naming code', async () => {
    const { headers, slug } = await guestCheckout();
    const applied = await call('POST', '/api/checkout/apply-promotion', headers, {
      slug,
      language_id: 1,
      code: 'welcome10',
    });
    expect(applied.status).toBe(200);
    expect(applied.body.promotion).toMatchObject({ promotion_type: 1, discount_amount: 10 });
    expect(applied.body.totals.promo_discount).toBeCloseTo(applied.body.totals.subtotal * 0.1, 4);
    for (const code of ['NOPE', 'EXPIRED']) {
      const refused = await call('POST', '/api/checkout/apply-promotion', headers, {
        slug,
        language_id: 1,
        code,
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields)).toEqual(['code']);
    }
  });

  it('refuses a pickup point of another courier and a delivery index past the list', async () => {
    const { headers, slug } = await guestCheckout();
    const wrongPoint = await call('POST', '/api/checkout/update', headers, {
      slug,
      language_id: 1,
      delivery: 2,
      parcel_shop: 'PL-1001',
    });
    expect(wrongPoint.status).toBe(400);
    expect(Object.keys(wrongPoint.body.fields)).toEqual(['parcel_shop']);
    const pastList = await call('POST', '/api/checkout/update', headers, {
      slug,
      language_id: 1,
      delivery: 9,
    });
    expect(pastList.status).toBe(400);
    expect(Object.keys(pastList.body.fields)).toEqual(['delivery']);
  });

  it('offers the pickup points of the site’s country by their place, and refuses another country’s', async () => {
    const { token } = await guestCart(db, [{ productId: products[0]!.id, quantity: 1 }], { siteId: 2 });
    const headers = { 'x-cart-token': token, host: 'lv.localhost:3000' };
    const generated = await call('GET', '/api/checkout/generate', headers);
    expect(generated.status).toBe(200);
    const slug = generated.body.slug as string;
    const fetched = await call('POST', `/api/checkout/fetch/${slug}`, headers, {
      slug,
      step: 3,
      language_id: 3,
    });
    const points = fetched.body.local_delivery_couriers.flatMap(
      (courier: { pickup_points: Array<{ parcelshop_id: string; name: string; address: string }> }) =>
        courier.pickup_points,
    );
    expect(points.length).toBeGreaterThan(2);
    // Latvian places only, named by place (the kind is the courier's translated label).
    for (const point of points) {
      expect(point.address).toMatch(/Rīga|Daugavpils/);
      expect(point.name).not.toMatch(/Parcel locker|Post office/);
    }
    const vilnius = await call('POST', '/api/checkout/update', headers, {
      slug,
      language_id: 3,
      delivery: 1,
      parcel_shop: 'PL-1001',
    });
    expect(vilnius.status).toBe(400);
    expect(Object.keys(vilnius.body.fields)).toEqual(['parcel_shop']);
    const riga = await call('POST', '/api/checkout/update', headers, {
      slug,
      language_id: 3,
      delivery: 1,
      parcel_shop: 'PL-3001',
    });
    expect(riga.status).toBe(200);
  });

  it('gives a signed-in user their balance, lets it pay alone, and removes it once', async () => {
    const token = await createSession(db, 1);
    const headers = { authorization: `Bearer ${token}` };
    // A product the demo user's 150 € of balance covers with its shipping.
    const [cheap] = await db.query<{ id: number }>(
      "SELECT id FROM products WHERE kind = 'p' AND current_price BETWEEN 5 AND 60 AND stock > 0 ORDER BY id LIMIT 1",
    );
    await userCart(db, 1, [{ productId: cheap!.id, quantity: 1 }]);
    const { body } = await call('GET', '/api/checkout/generate', headers);
    const slug = body.slug as string;
    const fetched = await call('POST', `/api/checkout/fetch/${slug}`, headers, {
      slug,
      step: 3,
      language_id: 1,
    });
    expect(fetched.body.balance.amount).toBeGreaterThan(0);
    expect(fetched.body.email).toBe('demo@storefront.test');
    expect(fetched.body.client_addresses.length).toBeGreaterThan(0);
    expect(fetched.body.payment_methods.map((m: { id: number }) => m.id)).toContain(4);
    // A new address (id 0) is saved to the user's addresses and comes back with its real id.
    const saved = await call('POST', '/api/checkout/update', headers, {
      slug,
      language_id: 1,
      address: { ...address, city: 'Kaunas' },
    });
    expect(saved.body.address.id).toBeGreaterThan(0);
    expect(saved.body.client_addresses.some((a: { city: string }) => a.city === 'Kaunas')).toBe(true);
    const balanceOnly = await call('POST', '/api/checkout/payment-method', headers, {
      slug,
      language_id: 1,
      payment_method_id: 4,
    });
    expect(balanceOnly.status).toBe(200);
    expect(balanceOnly.body.totals.final).toBe(0);
    expect(balanceOnly.body.payments).toEqual([
      { payment_processor_id: 4, type: 4, amount: balanceOnly.body.totals.balance },
    ]);
    expect((await call('POST', '/api/checkout/remove-balance', headers, { slug })).body).toEqual({
      status: true,
    });
    const again = await call('POST', '/api/checkout/remove-balance', headers, { slug });
    expect(again.status).toBe(409);
    const after = await call('POST', `/api/checkout/fetch/${slug}`, headers, {
      slug,
      step: 3,
      language_id: 1,
    });
    expect(after.body.balance).toBeNull();
    expect(after.body.balance_removed).toBe(true);
    expect(after.body.selected_payment_method).toBeNull();
    expect(after.body.totals.final).toBeGreaterThan(0);
  });

  it('invalidates idempotently, after which the checkout is closed', async () => {
    const { headers, slug } = await guestCheckout();
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await call('POST', `/api/checkout/invalidate/${slug}`, headers, { slug, language_id: 1 })).body,
      ).toEqual({
        status: true,
      });
    }
    const closed = await call('POST', `/api/checkout/fetch/${slug}`, headers, {
      slug,
      step: 3,
      language_id: 1,
    });
    expect(closed.status).toBe(409);
  });
});

describe('confirm and pay', () => {
  it('creates the order before the shopper leaves, and only the signed notification pays it', async () => {
    const { headers, slug, cartId, data } = await readyGuestCheckout();
    const [before] = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      products[0]!.id,
    ]);
    const key = randomUUID();
    const confirmed = await call('POST', '/api/checkout/confirm', headers, {
      slug,
      language_id: 1,
      idempotency_key: key,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.paid).toBe(false);
    expect(confirmed.body.redirect_url).toMatch(/^http:\/\/localhost:\d+\/pay\/sbx_/);
    const orderId = confirmed.body.order_id as number;
    expect(await orderRow(orderId)).toEqual({ status: 'unpaid', total: data.totals.final });
    const [after] = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      products[0]!.id,
    ]);
    expect(after!.stock).toBe(before!.stock - 2);
    expect(await db.query('SELECT 1 FROM cart_lines WHERE cart_id = $1', [cartId])).toEqual([]);

    // A repeated confirm (double click, retried request) answers the same order and the same provider page.
    const repeated = await call('POST', '/api/checkout/confirm', headers, {
      slug,
      language_id: 1,
      idempotency_key: key,
    });
    expect(repeated.body).toEqual(confirmed.body);
    const otherKey = await call('POST', '/api/checkout/confirm', headers, {
      slug,
      language_id: 1,
      idempotency_key: randomUUID(),
    });
    expect(otherKey.body.order_id).toBe(orderId);

    // The browser comes back from the provider: that alone changes nothing.
    const back = await shopperAtProvider(sandbox, confirmed.body.redirect_url, 'pay');
    expect(back).toBe(`http://lt.localhost:3000/en/payment/accept?order_id=${orderId}`);
    await sandbox.idle();
    expect((await orderRow(orderId))?.status).toBe('paid');
    const payments = await db.query<{ status: string; provider_id: number }>(
      'SELECT status, provider_id FROM payments WHERE order_id = $1',
      [orderId],
    );
    expect(payments).toEqual([{ status: 'succeeded', provider_id: 1 }]);
  });

  it('holds the order to the prices shown: a price changed since is a 409 until fetched again', async () => {
    const { headers, slug } = await readyGuestCheckout(1, products[2]!.id);
    await db.query(
      'UPDATE products SET current_price = current_price + 1, original_price = original_price + 1 WHERE id = $1',
      [products[2]!.id],
    );
    const refused = await call('POST', '/api/checkout/confirm', headers, {
      slug,
      language_id: 1,
      idempotency_key: randomUUID(),
    });
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.fields)).toEqual(['products.0']);
    await call('POST', `/api/checkout/fetch/${slug}`, headers, { slug, step: 3, language_id: 1 });
    const confirmed = await call('POST', '/api/checkout/confirm', headers, {
      slug,
      language_id: 1,
      idempotency_key: randomUUID(),
    });
    expect(confirmed.status).toBe(200);
  });

  it('refuses what is no longer in stock, naming the line', async () => {
    const { headers, slug } = await readyGuestCheckout(3, products[1]!.id);
    await db.query('UPDATE products SET stock = 2 WHERE id = $1', [products[1]!.id]);
    const refused = await call('POST', '/api/checkout/confirm', headers, {
      slug,
      language_id: 1,
      idempotency_key: randomUUID(),
    });
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.fields)).toEqual(['products.0']);
    await db.query('UPDATE products SET stock = 50 WHERE id = $1', [products[1]!.id]);
  });

  it('refuses forged and stale notifications, and applies a redelivered event once', async () => {
    const { headers, slug } = await readyGuestCheckout(1);
    sandbox.deliverNotifications = false;
    const confirmed = await call('POST', '/api/checkout/confirm', headers, {
      slug,
      language_id: 1,
      idempotency_key: randomUUID(),
    });
    const orderId = confirmed.body.order_id as number;
    await shopperAtProvider(sandbox, confirmed.body.redirect_url, 'pay');
    sandbox.deliverNotifications = true;
    const [payment] = await db.query<{ id: number; provider_payment_id: string; amount: number }>(
      'SELECT id, provider_payment_id, amount::float8 AS amount FROM payments WHERE order_id = $1',
      [orderId],
    );
    const event = (id: string) =>
      JSON.stringify({
        event_id: id,
        type: 'payment.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: {
          id: payment!.provider_payment_id,
          reference: String(payment!.id),
          amount: payment!.amount,
          currency: 'EUR',
          method: 'card',
          status: 'succeeded',
        },
      });
    const post = (body: string, signature: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/notify/1',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
    const now = Math.floor(Date.now() / 1000);
    const body = event('evt_test_1');
    expect((await post(body, sign('not-the-secret-not-the-secret-xx', body, now))).statusCode).toBe(400);
    expect((await post(body, sign(SANDBOX_SECRET, body, now - 3600))).statusCode).toBe(400);
    expect(
      (await post(body.replace('"succeeded"', '"declined"'), sign(SANDBOX_SECRET, body, now))).statusCode,
    ).toBe(400);
    expect((await orderRow(orderId))?.status).toBe('unpaid');
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await post(body, sign(SANDBOX_SECRET, body, now))).json());
    expect(answers[0]).toEqual({ status: true, duplicate: false });
    expect(answers.slice(1).every((a) => a.duplicate === true)).toBe(true);
    expect((await orderRow(orderId))?.status).toBe('paid');
    const count = await db.query('SELECT 1 FROM payments WHERE order_id = $1 AND status = $2', [
      orderId,
      'succeeded',
    ]);
    expect(count).toHaveLength(1);
  });

  it('asks the provider when no notification came: the shopper back on the outcome page sees it paid', async () => {
    const { headers, slug } = await readyGuestCheckout(1);
    sandbox.deliverNotifications = false;
    const confirmed = await call('POST', '/api/checkout/confirm', headers, {
      slug,
      language_id: 1,
      idempotency_key: randomUUID(),
    });
    await shopperAtProvider(sandbox, confirmed.body.redirect_url, 'pay');
    sandbox.deliverNotifications = true;
    const orderId = confirmed.body.order_id as number;
    expect((await orderRow(orderId))?.status).toBe('unpaid');
    const order = await call('POST', '/api/payment/order', headers, { order_id: orderId });
    expect(order.status).toBe(200);
    expect(order.body.order).toMatchObject({
      id: orderId,
      is_paid: true,
      outstanding: 0,
      checkout_slug: slug,
    });
  });

  it('leaves a declined order unpaid and payable again with another method, once per key', async () => {
    const { headers, confirmed, orderId } = await confirmedGuestOrder(1);
    const back = await shopperAtProvider(sandbox, confirmed.body.redirect_url, 'decline');
    expect(back).toContain('/payment/decline?order_id=');
    await sandbox.idle();
    const declined = await call('POST', '/api/payment/order', headers, { order_id: orderId });
    expect(declined.body.order.is_paid).toBe(false);
    expect(declined.body.payments.map((p: { status: string }) => p.status)).toEqual(['declined']);
    // What the pay page shows on its button for the wallet (from this answer) is what the provider is asked for.
    const wallet = declined.body.payment_methods.find((m: { id: number }) => m.id === 2);
    const shown = payAgainAmount(declined.body.order.outstanding, declined.body.order.payment_fee, wallet);
    const key = randomUUID();
    // A double click: both calls at once with one key answer one payment, neither cancels the other's.
    const payBody = { order_id: orderId, payment_method_id: 2, idempotency_key: key };
    const [pay, again] = await Promise.all([
      call('POST', '/api/payment/pay', headers, payBody),
      call('POST', '/api/payment/pay', headers, payBody),
    ]);
    expect(pay.status).toBe(200);
    expect(again.body).toEqual(pay.body);
    const opened = await db.query<{ amount: number }>(
      "SELECT amount::float8 AS amount FROM payments WHERE order_id = $1 AND status = 'pending'",
      [orderId],
    );
    expect(opened).toEqual([{ amount: shown.amount }]);
    await shopperAtProvider(sandbox, pay.body.redirect_url, 'pay');
    await sandbox.idle();
    const paid = await call('POST', '/api/payment/order', headers, { order_id: orderId });
    expect(paid.body.order.is_paid).toBe(true);
    expect(paid.body.order.payment_method_id).toBe(2);
    const refused = await call('POST', '/api/payment/pay', headers, {
      order_id: orderId,
      payment_method_id: 1,
      idempotency_key: randomUUID(),
    });
    expect(refused.status).toBe(409);
  });

  it('cancels a payment left open at the provider before opening another (no second charge)', async () => {
    const { headers, confirmed, orderId } = await confirmedGuestOrder(1);
    const pay = await call('POST', '/api/payment/pay', headers, {
      order_id: orderId,
      payment_method_id: 3,
      idempotency_key: randomUUID(),
    });
    expect(pay.status).toBe(200);
    // The first page was cancelled at the provider: it can no longer be paid.
    const firstPage = new URL(confirmed.body.redirect_url);
    firstPage.hostname = '127.0.0.1';
    expect(await (await fetch(firstPage)).text()).toContain('cancelled');
    const statuses = await db.query<{ status: string }>(
      'SELECT status FROM payments WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'pending']);
  });

  it('cancels at the provider a page opened for a payment a newer pay call cancelled meanwhile (two tabs)', async () => {
    const { headers, confirmed, orderId } = await confirmedGuestOrder(1);
    const pay = () =>
      call('POST', '/api/payment/pay', headers, {
        order_id: orderId,
        payment_method_id: 1,
        idempotency_key: randomUUID(),
      });
    // The first tab's call has its payment saved and is opening it at the provider when the second tab's call
    // comes, cancels that payment (not at the provider yet) and opens its own.
    const held = providerGate.holdNextCreate();
    const first = pay();
    await held.entered;
    const second = await pay();
    held.release();
    const pays = [await first, second];
    for (const answer of pays) expect(answer.status).toBe(200);
    const pages = [confirmed.body.redirect_url, ...pays.map((answer) => answer.body.redirect_url)].filter(
      (url): url is string => typeof url === 'string',
    );
    const payable: string[] = [];
    for (const page of pages) {
      const url = new URL(page);
      url.hostname = '127.0.0.1';
      if ((await (await fetch(url)).text()).includes('<form')) payable.push(page);
    }
    expect(payable).toEqual([second.body.redirect_url]);
    expect(pays[0]?.body.redirect_url).toBeNull();
    const statuses = await db.query<{ status: string }>(
      'SELECT status FROM payments WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    expect(statuses.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'pending']);
  });

  it('does not show or pay another shopper’s order', async () => {
    const { headers, slug } = await readyGuestCheckout(1);
    const confirmed = await call('POST', '/api/checkout/confirm', headers, {
      slug,
      language_id: 1,
      idempotency_key: randomUUID(),
    });
    const stranger = await guestCart(db, []);
    const seen = await call(
      'POST',
      '/api/payment/order',
      { 'x-cart-token': stranger.token },
      {
        order_id: confirmed.body.order_id,
      },
    );
    expect(seen.status).toBe(404);
  });
});
