// A guest's card order end to end on the shop-api with the sandbox provider (#26): back on the host and language
// they checked out on (never a host taken blindly from the header), the order page through the signed link, the
// order in My orders once they register from the same browser, and expiry giving the stock back.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import type { SandboxProvider } from '../../../src/sandbox-provider/app.js';
import {
  guestCart,
  LT_DELIVERY_ADDRESS,
  shopperAtProvider,
  someProducts,
  startSandbox,
} from '../../helpers/checkout-fixtures.js';
import { captureMailer, createTestApp, json } from '../../helpers/test-app.js';

let app: FastifyInstance;
let db: Database;
let sandbox: SandboxProvider;
let close: () => Promise<void>;
let productId: number;
const mailer = captureMailer();
const OPERATOR = { authorization: 'Bearer operator-token-for-the-tests-0001', 'x-operator': 'tests' };

beforeAll(async () => {
  const started = await startSandbox();
  sandbox = started.sandbox;
  const test = await createTestApp({
    payments: { providers: started.providers, reconcileOnListen: false },
    operatorToken: 'operator-token-for-the-tests-0001',
    mailer,
  });
  app = test.app;
  db = test.database.db;
  await app.listen({ host: '127.0.0.1', port: 0 });
  close = async () => {
    await test.close();
    await sandbox.app.close();
  };
  productId = (await someProducts(db, 1))[0]?.id ?? 0;
});
afterAll(() => close());

const post = async (url: string, headers: Record<string, string>, body: unknown) => {
  const res = await app.inject({
    method: 'POST',
    url,
    ...json(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: res.statusCode, body: res.json() };
};

/** A guest's card order confirmed on `storefrontHost` in English (language 1); lt site's upstream host. */
async function guestOrder(storefrontHost: string, email = `guest-${randomUUID()}@example.test`) {
  const { token } = await guestCart(db, [{ productId, quantity: 1 }]);
  const headers = { 'x-cart-token': token, host: 'lt.localhost', 'x-storefront-host': storefrontHost };
  const slug = (await app.inject({ method: 'GET', url: '/api/checkout/generate', headers })).json().slug;
  const step = (url: string, body: object) => post(url, headers, { slug, language_id: 1, ...body });
  const address = LT_DELIVERY_ADDRESS;
  expect((await step('/api/checkout/update', { email, address, delivery: 0 })).status).toBe(200);
  expect((await step('/api/checkout/payment-method', { payment_method_id: 1 })).status).toBe(200);
  const confirmed = await step('/api/checkout/confirm', { idempotency_key: randomUUID() });
  expect(confirmed.status).toBe(200);
  return {
    headers,
    email,
    orderId: confirmed.body.order_id as number,
    redirect: confirmed.body.redirect_url as string,
  };
}

describe('a guest’s order', () => {
  it('comes back to the host and language the guest checked out on', async () => {
    const { orderId, redirect } = await guestOrder('localhost:3000');
    const back = await shopperAtProvider(sandbox, redirect, 'pay');
    expect(back).toBe(`http://localhost:3000/en/payment/accept?order_id=${orderId}`);
    // The confirmation (once, whatever repeats), then the payment once the signed notification paid it, in English,
    // both with the order's signed link on the host the guest used.
    await sandbox.idle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = mailer.sent.filter((m) => m.text.includes(`OR${orderId}`));
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'payment-received']);
    expect(mails[0]?.subject).toContain(`OR${orderId}`);
    expect(mails[0]?.link).toMatch(new RegExp(`^http://localhost:3000/en/my-orders/OR${orderId}\\?token=`));
  });

  it('never comes back to a host that is not the site’s (nor on another port)', async () => {
    for (const claimed of ['evil.test:3000', 'localhost:4999', 'lv.localhost:3000']) {
      const { orderId, redirect } = await guestOrder(claimed);
      const back = await shopperAtProvider(sandbox, redirect, 'decline');
      expect(back).toBe(`http://localhost:3000/en/payment/decline?order_id=${orderId}`);
    }
  });

  it('opens from the payment page’s signed link on any host, signed out', async () => {
    const { headers, orderId } = await guestOrder('lt.localhost:3000');
    const payment = await post('/api/payment/order', headers, { order_id: orderId });
    const link = new URL(payment.body.order.link_path, 'http://x');
    const number = link.pathname.split('/').at(-1);
    const page = await post(
      '/api/my-orders/get',
      { host: 'localhost' },
      { number, token: link.searchParams.get('token') },
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: orderId,
      status: 'unpaid',
      can_pay: true,
      timeline: [{ status: 'unpaid' }],
    });
  });

  it('shows in My orders once the guest registers from the same browser (not from another one)', async () => {
    const mine = await guestOrder('localhost:3000');
    const theirs = await guestOrder('localhost:3000');
    const register = (headers: Record<string, string>, email: string) =>
      post('/api/auth/register', headers, {
        email,
        password: 'a-long-password',
        password_confirmation: 'a-long-password',
        first_name: 'Ona',
        last_name: 'Test',
        subscribed: false,
      });
    const me = await register(mine.headers, mine.email);
    expect(me.status).toBe(200);
    const list = await post(
      '/api/my-orders/get-my-orders',
      { authorization: `Bearer ${me.body.token}` },
      { language_id: 1, page: 1, type_for_filter: null },
    );
    expect(list.body.items.map((o: { id: number }) => o.id)).toEqual([mine.orderId]);
    // Someone registering with the other guest's e-mail from elsewhere gets nothing of theirs.
    const impostor = await register({ host: 'lt.localhost' }, theirs.email);
    const none = await post(
      '/api/my-orders/get-my-orders',
      { authorization: `Bearer ${impostor.body.token}` },
      { language_id: 1, page: 1, type_for_filter: null },
    );
    expect(none.body.total).toBe(0);
  });

  it('expires after its window: stock back in the same step, and it cannot be paid (409)', async () => {
    const [before] = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      productId,
    ]);
    const { headers, orderId } = await guestOrder('localhost:3000');
    await db.query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [orderId]);
    const swept = await post('/operator/orders/expire', OPERATOR, { client_key: randomUUID() });
    expect(swept.status).toBe(200);
    expect(swept.body.expired).toContain(`OR${orderId}`);
    const [after] = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      productId,
    ]);
    expect(after?.stock).toBe(before?.stock);
    const pay = await post('/api/payment/pay', headers, {
      order_id: orderId,
      payment_method_id: 2,
      idempotency_key: randomUUID(),
    });
    expect(pay.status).toBe(409);
    expect(pay.body.fields).toHaveProperty('order_id');
  });
});
