// Issue #14 (checkout and payments) end to end below the web: a browser's calls through the bff to the real
// shop-api (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and the sandbox payment provider, each on its
// own loopback port. Every checkout and payment call: a guest buys by card in USD, a signed-in user pays with
// balance plus wallet, a decline and a fail leave the order unpaid and payable again, leaving checkout keeps the
// cart, and the browser can neither set a price nor see another shopper's checkout.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import {
  CART_COOKIE,
  type CheckoutData,
  checkoutDataSchema,
  finalPrice,
  orderPaymentResponseSchema,
  paymentRedirectResponseSchema,
} from '@storefront/shared-types';
import {
  buildApp,
  type createDatabase,
  createSandboxProvider,
  dropPgSchema,
  type SandboxProvider,
  sandboxProviders,
} from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LT_DELIVERY_ADDRESS } from '../shop-api/test/helpers/checkout-fixtures.js';
import { StorefrontBrowser } from './support/storefront-browser.js';
import { seededPostgresDatabase, templateDatabase } from './support/test-databases.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;
const EN = 1;
const USD = 2;
/** The checkout tests' delivery address in Lithuania (one fixture for the shop-api's and these). */
const address = LT_DELIVERY_ADDRESS;
const engines = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('checkout and payments through the bff on %s', (engine) => {
  let db: Database;
  let shop: FastifyInstance;
  let bff: FastifyInstance;
  let sandbox: SandboxProvider;
  let origin = '';
  let cheap = 0;
  let dear = 0;
  const schema = `checkout_test_${randomBytes(5).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  const port = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

  beforeAll(async () => {
    db =
      engine === 'postgres' && url
        ? await seededPostgresDatabase(url, schema, 40)
        : await templateDatabase(40);
    await db.query('UPDATE products SET stock = 50, max_quantity = 10');
    const [low] = await db.query<{ id: number }>(
      "SELECT id FROM products WHERE kind = 'p' AND current_price BETWEEN 5 AND 60 ORDER BY id LIMIT 1",
    );
    const [high] = await db.query<{ id: number }>(
      "SELECT id FROM products WHERE kind = 'p' AND current_price > 200 ORDER BY id LIMIT 1",
    );
    if (!low || !high) throw new Error('the seed has no product in the price ranges the tests need');
    cheap = low.id;
    dear = high.id;
    const secret = randomBytes(24).toString('hex');
    sandbox = await createSandboxProvider({ secret, notifyRetryDelayMs: 20 });
    await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    shop = await buildApp({
      db,
      payments: {
        providers: sandboxProviders(`http://127.0.0.1:${port(sandbox.app)}`, secret),
        reconcileOnListen: false,
      },
    });
    await shop.listen({ host: '127.0.0.1', port: 0 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'checkout-test-cookie-secret-long-enough-0123456789',
      SHOP_API_URL: `http://127.0.0.1:${port(shop)}`,
      PORT: '3000',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    bff = await createServer({ config });
    await bff.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${port(bff)}`;
  }, 120_000);
  afterAll(async () => {
    await bff?.close();
    await shop?.close();
    await sandbox?.app.close();
    await db?.close();
    if (engine === 'postgres' && url) await dropPgSchema(url, schema);
  });

  /** The call answered 200; its body. */
  async function ok(response: Promise<{ status: number; body: unknown }>) {
    const answer = await response;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Record<string, unknown>;
  }

  /** A browser with a cart (as the cart pop-up fills it) and a checkout generated from it. */
  async function checkoutOf(
    browser: StorefrontBrowser,
    productId: number,
    quantity: number,
    currency?: number,
  ) {
    await ok(
      browser.post('/api/cart/add', {
        product_id: productId,
        quantity,
        language_id: EN,
        ...(currency ? { currency_id: currency } : {}),
      }),
    );
    const generated = await ok(browser.get('/api/checkout/generate'));
    return generated.slug as string;
  }

  const fetchStep = async (browser: StorefrontBrowser, slug: string, step: 3 | 5 = 3) =>
    checkoutDataSchema.parse(
      await ok(browser.post(`/api/checkout/fetch/${slug}`, { slug, step, language_id: EN })),
    );

  /** The shopper on the provider's page presses a button; where the provider sends the browser back. */
  async function atProvider(redirectUrl: string, action: 'pay' | 'decline' | 'fail') {
    const page = new URL(redirectUrl);
    expect(page.port).toBe(String(port(sandbox.app)));
    page.hostname = '127.0.0.1';
    const response = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action, card_number: '4242424242424242' }).toString(),
      redirect: 'manual',
    });
    await response.body?.cancel();
    await sandbox.idle();
    return response.headers.get('location') ?? '';
  }

  /** §9 from the answer's own fields: the shop's final price is the formula, not a number of its own. */
  function expectFormula(data: CheckoutData) {
    const subtotal = data.products.reduce((sum, p) => sum + p.currentPrice * p.quantity, 0);
    const method =
      data.payment_methods.find((m) => m.id === data.selected_payment_method && m.id !== 4) ?? null;
    expect(data.totals?.final).toBe(
      finalPrice({
        subtotal,
        shipping: data.shipping_fee,
        localDelivery: data.local_delivery,
        shippingDiscount: data.totals?.shipping_discount ?? 0,
        promoDiscount: data.totals?.promo_discount ?? 0,
        balance: data.totals?.balance ?? 0,
        paymentFee: method,
      }),
    );
  }

  test('a guest buys by card in USD: every step, a promotion, a parcel locker, sea, the provider, paid', async () => {
    const browser = new StorefrontBrowser(origin);
    const slug = await checkoutOf(browser, cheap, 2, USD);
    expect(browser.cookies.has(CART_COOKIE)).toBe(true);
    const first = await fetchStep(browser, slug);
    expect(first.currency?.iso_code).toBe('USD');
    expect(first.is_guest).toBe(true);

    const updated = checkoutDataSchema.parse(
      await ok(
        browser.post('/api/checkout/update', {
          slug,
          language_id: EN,
          email: 'ona@example.test',
          address,
          shipping: 'sea',
          delivery: 1,
          parcel_shop: 'PL-1001',
          // Not the browser's to say: unknown fields are dropped by the contract, the shop prices from its data.
          totals: { final: 0.01 },
        }),
      ),
    );
    expect(updated.courier_info).toEqual({ parcelshop_id: 'PL-1001' });
    expect(updated.selected_shipping_method).toBe('sea');
    expect(updated.totals?.final).toBeGreaterThan(1);
    const promoted = checkoutDataSchema.parse(
      await ok(browser.post('/api/checkout/apply-promotion', { slug, language_id: EN, code: 'WELCOME10' })),
    );
    expect(promoted.totals?.promo_discount).toBeGreaterThan(0);
    const chosen = checkoutDataSchema.parse(
      await ok(browser.post('/api/checkout/payment-method', { slug, language_id: EN, payment_method_id: 1 })),
    );
    expectFormula(chosen);
    // §7: the payment step's fetch sends the shipping step's choices again.
    const paymentStep = checkoutDataSchema.parse(
      await ok(
        browser.post(`/api/checkout/fetch/${slug}`, {
          slug,
          step: 4,
          language_id: EN,
          shipping: 'sea',
          delivery: 1,
          parcel_shop: 'PL-1001',
          address,
          country: 1,
          email: 'ona@example.test',
        }),
      ),
    );
    expect(paymentStep.totals).toEqual(chosen.totals);

    const key = randomUUID();
    const confirmed = paymentRedirectResponseSchema.parse(
      await ok(browser.post('/api/checkout/confirm', { slug, language_id: EN, idempotency_key: key })),
    );
    const again = await ok(
      browser.post('/api/checkout/confirm', { slug, language_id: EN, idempotency_key: key }),
    );
    expect(again).toEqual(confirmed);
    expect(confirmed.paid).toBe(false);
    const atSandbox = [...sandbox.payments.values()].find((p) => confirmed.redirect_url?.endsWith(p.id));
    expect(atSandbox).toMatchObject({ currency: 'USD', amount: chosen.totals?.final, method: 'card' });

    const back = await atProvider(confirmed.redirect_url ?? '', 'pay');
    expect(back).toBe(`http://lt.localhost:3000/en/payment/accept?order_id=${confirmed.order_id}`);
    const order = orderPaymentResponseSchema.parse(
      await ok(browser.post('/api/payment/order', { order_id: confirmed.order_id })),
    );
    expect(order.order).toMatchObject({
      is_paid: true,
      currency: 'USD',
      outstanding: 0,
      checkout_slug: slug,
    });
    // The success step still reads the checkout: its order.
    expect((await fetchStep(browser, slug, 5)).order_id).toBe(confirmed.order_id);
    // The cart no longer holds what was bought.
    const cart = await ok(browser.post('/api/cart/fetch', { language_id: EN }));
    expect((cart.cart as { items: unknown[] }).items).toEqual([]);
  }, 30_000);

  test('a signed-in user pays with balance plus wallet, and the balance is taken once', async () => {
    const browser = new StorefrontBrowser(origin);
    await ok(browser.post('/api/auth/login', { email: 'demo@storefront.test', password: 'demo-password' }));
    const [before] = await db.query<{ balance: number }>(
      'SELECT balance::float8 AS balance FROM users WHERE id = 1',
    );
    const slug = await checkoutOf(browser, dear, 1);
    const data = await fetchStep(browser, slug);
    expect(data.email).toBe('demo@storefront.test');
    expect(data.balance?.amount).toBe(before?.balance);
    const chosen = checkoutDataSchema.parse(
      await ok(browser.post('/api/checkout/payment-method', { slug, language_id: EN, payment_method_id: 2 })),
    );
    expect(chosen.payments.map((p) => p.payment_processor_id)).toEqual([4, 2]);
    expectFormula(chosen);
    const confirmed = paymentRedirectResponseSchema.parse(
      await ok(
        browser.post('/api/checkout/confirm', { slug, language_id: EN, idempotency_key: randomUUID() }),
      ),
    );
    const [after] = await db.query<{ balance: number }>(
      'SELECT balance::float8 AS balance FROM users WHERE id = 1',
    );
    expect(after?.balance).toBe(0);
    await atProvider(confirmed.redirect_url ?? '', 'pay');
    const order = orderPaymentResponseSchema.parse(
      await ok(browser.post('/api/payment/order', { order_id: confirmed.order_id })),
    );
    expect(order.order.is_paid).toBe(true);
    expect(order.payments.map((p) => [p.payment_processor_id, p.status])).toEqual([
      [4, 'succeeded'],
      [2, 'succeeded'],
    ]);
    await db.query('UPDATE users SET balance = $1 WHERE id = 1', [before?.balance]);
  }, 30_000);

  test('removing the balance works once; leaving checkout ends it and keeps the cart', async () => {
    const browser = new StorefrontBrowser(origin);
    await ok(browser.post('/api/auth/login', { email: 'demo@storefront.test', password: 'demo-password' }));
    const slug = await checkoutOf(browser, cheap, 1);
    expect((await fetchStep(browser, slug)).balance).not.toBeNull();
    expect(await ok(browser.post('/api/checkout/remove-balance', { slug }))).toEqual({ status: true });
    expect((await browser.post('/api/checkout/remove-balance', { slug })).status).toBe(409);
    expect((await fetchStep(browser, slug)).balance_removed).toBe(true);

    for (let i = 0; i < 2; i += 1) {
      expect(await ok(browser.post(`/api/checkout/invalidate/${slug}`, { slug, language_id: EN }))).toEqual({
        status: true,
      });
    }
    expect(
      (await browser.post(`/api/checkout/fetch/${slug}`, { slug, step: 3, language_id: EN })).status,
    ).toBe(409);
    const cart = await ok(browser.post('/api/cart/fetch', { language_id: EN }));
    expect((cart.cart as { items: unknown[] }).items.length).toBeGreaterThan(0);
    await ok(browser.post('/api/cart/clear', { language_id: EN }));
  }, 30_000);

  test('a decline and a fail each come back to their page with the order unpaid and payable again', async () => {
    for (const action of ['decline', 'fail'] as const) {
      const browser = new StorefrontBrowser(origin);
      const slug = await checkoutOf(browser, cheap, 1);
      await ok(
        browser.post('/api/checkout/update', { slug, language_id: EN, email: 'ona@example.test', address }),
      );
      await ok(browser.post('/api/checkout/payment-method', { slug, language_id: EN, payment_method_id: 1 }));
      const confirmed = paymentRedirectResponseSchema.parse(
        await ok(
          browser.post('/api/checkout/confirm', { slug, language_id: EN, idempotency_key: randomUUID() }),
        ),
      );
      const back = await atProvider(confirmed.redirect_url ?? '', action);
      expect(back).toBe(`http://lt.localhost:3000/en/payment/${action}?order_id=${confirmed.order_id}`);
      const unpaid = orderPaymentResponseSchema.parse(
        await ok(browser.post('/api/payment/order', { order_id: confirmed.order_id })),
      );
      expect(unpaid.order.is_paid).toBe(false);
      expect(unpaid.payments.map((p) => p.status)).toEqual([action === 'decline' ? 'declined' : 'failed']);
      expect(unpaid.payment_methods.map((m) => m.id)).toEqual([1, 2, 3]);
      const pay = paymentRedirectResponseSchema.parse(
        await ok(
          browser.post('/api/payment/pay', {
            order_id: confirmed.order_id,
            payment_method_id: 3,
            idempotency_key: randomUUID(),
          }),
        ),
      );
      await atProvider(pay.redirect_url ?? '', 'pay');
      const paid = orderPaymentResponseSchema.parse(
        await ok(browser.post('/api/payment/order', { order_id: confirmed.order_id })),
      );
      expect(paid.order.is_paid).toBe(true);
      // Another shopper sees none of it.
      const stranger = new StorefrontBrowser(origin);
      expect((await stranger.post('/api/payment/order', { order_id: confirmed.order_id })).status).toBe(404);
      expect(
        (await stranger.post(`/api/checkout/fetch/${slug}`, { slug, step: 3, language_id: EN })).status,
      ).toBe(404);
    }
  }, 30_000);

  test('a state-changing checkout call from another site is refused before the shop is asked', async () => {
    const response = await fetch(`${origin}/api/checkout/confirm`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        host: 'lt.localhost:3000',
      },
      body: JSON.stringify({ slug: 'abc', language_id: EN, idempotency_key: randomUUID() }),
    });
    expect(response.status).toBe(403);
  }, 30_000);
});
