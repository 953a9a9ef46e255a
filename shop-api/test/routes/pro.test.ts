// Pro buyers on the shop-api (PGlite, the sandbox provider): applying from /pro and the operator's decision (is_pro
// set, a mail, recorded once per client_key), the pro catalogue's volume tiers, a pro order priced by them (worked
// by hand), its declaration required before any payment (409 naming declaration), paying by card through the
// sandbox or by the balance, and another buyer's pro order as the same 404 as a missing one.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../../src/sandbox-provider/app.js';
import { appWithSandbox, userWithBalance } from '../helpers/balance-fixtures.js';
import { shopperAtProvider } from '../helpers/checkout-fixtures.js';
import { captureMailer } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof appWithSandbox>>;
let app: FastifyInstance;
let sandbox: SandboxProvider;
let db: typeof t.db;
let post: typeof t.post;
const mailer = captureMailer();

const OPERATOR_TOKEN = 'operator-token-for-the-pro-buyers-1';
const operator = {
  authorization: `Bearer ${OPERATOR_TOKEN}`,
  'x-operator': 'ana',
  'content-type': 'application/json',
};

beforeAll(async () => {
  t = await appWithSandbox({ operatorToken: OPERATOR_TOKEN, mailer });
  ({ app, sandbox, db, post } = t);
});
afterAll(() => t.close());

const company = {
  company_name: 'Bulk Buyers UAB',
  registration_number: '305000111',
  vat_number: 'LT100000111',
  address: 'Konstitucijos pr. 7, Vilnius',
  language_id: 1,
};

/** A new customer made a pro buyer the way the operator does it. */
async function proBuyer(balance = 0) {
  const buyer = await userWithBalance(db, balance);
  await db.query('UPDATE users SET is_pro = true WHERE id = $1', [buyer.id]);
  return buyer;
}

/** A product with the stock and price the tiers are worked against: 12.34 €, 200 units. */
async function tierProduct(): Promise<number> {
  const [product] = await db.query<{ id: number }>(
    "UPDATE products SET current_price = 12.34, original_price = 12.34, discount_percentage = 1, stock = 200 WHERE id = (SELECT min(id) FROM products WHERE kind = 'p') RETURNING id",
  );
  if (!product) throw new Error('no product');
  return product.id;
}

const place = (lines: Array<{ product_id: number; quantity: number }>, key = randomUUID()) => ({
  lines,
  language_id: 1,
  idempotency_key: key,
});
const declaration = {
  consignee: 'Jonas Jonaitis',
  company: 'Bulk Buyers UAB',
  purpose: 'Resale in our shop',
  customs_details: 'HS 6403; EU goods, no export',
};
const pay = (id: number, method: number, key = randomUUID()) => ({
  id,
  payment_method_id: method,
  language_id: 1,
  idempotency_key: key,
});

describe('becoming a pro buyer', () => {
  it('applies with company details; the operator approves: is_pro, the mail, and a replay changes nothing', async () => {
    const customer = await userWithBalance(db);
    const before = await post('/api/pro/application', customer.headers, {});
    expect(before.body).toEqual({ is_pro: false, application: null });
    // Not a pro buyer yet: the pro calls are refused (403 naming is_pro).
    const refused = await post('/api/pro/catalogue', customer.headers, { page: 1 });
    expect(refused.status).toBe(403);
    expect(Object.keys(refused.body.fields)).toEqual(['is_pro']);

    const applied = await post('/api/pro/apply', customer.headers, company);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      is_pro: false,
      application: { status: 'pending', company_name: 'Bulk Buyers UAB', vat_number: 'LT100000111' },
    });
    // A second application while one is pending: 409 naming status.
    const again = await post('/api/pro/apply', customer.headers, company);
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.fields)).toEqual(['status']);

    const queue = await app.inject({
      method: 'GET',
      url: '/operator/pro-applications?status=pending',
      headers: operator,
    });
    const id = applied.body.application.id;
    expect(queue.json().applications.map((a: { id: number }) => a.id)).toContain(id);

    const key = randomUUID();
    const approve = () =>
      app.inject({
        method: 'POST',
        url: `/operator/pro-applications/${id}/approve`,
        headers: operator,
        payload: JSON.stringify({ client_key: key }),
      });
    const approved = await approve();
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'approved', decided_by: 'ana' });
    const replay = await approve();
    expect(replay.json()).toEqual(approved.json());
    // The mail goes after the commit, in the background; the replay sends none.
    await expect.poll(() => mailer.sent.some((m) => m.kind === 'pro-approved')).toBe(true);
    const mails = mailer.sent.filter((m) => m.kind === 'pro-approved');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Bulk Buyers UAB');
    expect(mails[0]?.text).toMatch(/\/en\/site-pro/);
    const [record] = await db.query<{ operator: string; action: string }>(
      'SELECT operator, action FROM operator_actions WHERE client_key = $1',
      [key],
    );
    expect(record).toEqual({ operator: 'ana', action: 'pro_application.approve' });

    const after = await post('/api/pro/application', customer.headers, {});
    expect(after.body).toMatchObject({ is_pro: true, application: { status: 'approved' } });
    expect((await post('/api/pro/catalogue', customer.headers, { page: 1 })).status).toBe(200);
    // Deciding a decided application: 409 naming status.
    const late = await app.inject({
      method: 'POST',
      url: `/operator/pro-applications/${id}/reject`,
      headers: operator,
      payload: JSON.stringify({ client_key: randomUUID() }),
    });
    expect(late.statusCode).toBe(409);
  });

  it('a rejected customer sees the note and may apply again; bad input names the field', async () => {
    const customer = await userWithBalance(db);
    const blank = await post('/api/pro/apply', customer.headers, { ...company, vat_number: '  ' });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.fields)).toEqual(['vat_number']);
    // Something that can never be a VAT number (the walkthrough's "xx") is refused with its own message.
    const silly = await post('/api/pro/apply', customer.headers, { ...company, vat_number: 'xx' });
    expect(silly.status).toBe(400);
    expect(silly.body.fields).toEqual({ vat_number: 'pro.errors.vat_number' });
    const applied = await post('/api/pro/apply', customer.headers, company);
    const rejected = await app.inject({
      method: 'POST',
      url: `/operator/pro-applications/${applied.body.application.id}/reject`,
      headers: operator,
      payload: JSON.stringify({ client_key: randomUUID(), note: 'The VAT number is not valid.' }),
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'The VAT number is not valid.' });
    // The mail goes after the commit, in the background.
    await expect.poll(() => mailer.sent.some((m) => m.kind === 'pro-rejected')).toBe(true);
    const mail = mailer.sent.find((m) => m.kind === 'pro-rejected');
    expect(mail?.text).toContain('The VAT number is not valid.');
    expect(mail?.link).toMatch(/\/en\/pro$/);
    const seen = await post('/api/pro/application', customer.headers, {});
    expect(seen.body).toMatchObject({ is_pro: false, application: { status: 'rejected' } });
    expect((await post('/api/pro/apply', customer.headers, company)).status).toBe(200);
  });

  it('a signed-out visitor is a 401; the seeded pro buyer is approved', async () => {
    const anonymous = await post(
      '/api/pro/apply',
      { 'content-type': 'application/json', host: 'lt.localhost:3000' },
      company,
    );
    expect(anonymous.status).toBe(401);
    const [seeded] = await db.query<{ is_pro: boolean; status: string }>(
      `SELECT u.is_pro, a.status FROM users u JOIN pro_applications a ON a.user_id = u.id
       WHERE u.email = 'pro@storefront.test'`,
    );
    expect(seeded).toEqual({ is_pro: true, status: 'approved' });
  });
});

describe('pro prices and pro orders', () => {
  it('the catalogue shows each product’s tiers: 1–9 list, 10–49 −5 %, 50+ −10 %', async () => {
    const buyer = await proBuyer();
    const productId = await tierProduct();
    const page = await post('/api/pro/catalogue', buyer.headers, { page: 1 });
    const product = page.body.products.find((p: { id: number }) => p.id === productId);
    // 12.34 × 0.95 = 11.723; 12.34 × 0.90 = 11.106.
    expect(product.tiers).toEqual([
      { min: 1, discount_percent: 0, unit_price: 12.34 },
      { min: 10, discount_percent: 5, unit_price: 11.723 },
      { min: 50, discount_percent: 10, unit_price: 11.106 },
    ]);
    expect(page.body.currency).toBe('EUR');
  });

  it('places a pro order at tier prices, once per key, taking the units off stock', async () => {
    const buyer = await proBuyer();
    const productId = await tierProduct();
    const [other] = await db.query<{ id: number; price: number }>(
      "UPDATE products SET current_price = 2, original_price = 2, discount_percentage = 1, stock = 100 WHERE id = (SELECT min(id) + 1 FROM products WHERE kind = 'p') RETURNING id, current_price::float8 AS price",
    );
    if (!other) throw new Error('no product');
    const key = randomUUID();
    const body = place(
      [
        { product_id: productId, quantity: 60 },
        { product_id: other.id, quantity: 10 },
      ],
      key,
    );
    const placed = await post('/api/pro/orders/place', buyer.headers, body);
    expect(placed.status).toBe(200);
    // 60 × 11.106 = 666.36; 10 × 1.90 = 19.00; total 685.36 EUR.
    expect(placed.body).toMatchObject({
      status: 'unpaid',
      currency: 'EUR',
      total: 685.36,
      declaration: null,
      lines: [
        { product_id: productId, quantity: 60, unit_price: 11.106, amount: 666.36 },
        { product_id: other.id, quantity: 10, unit_price: 1.9, amount: 19 },
      ],
    });
    expect(placed.body.invoice_id).toBeGreaterThan(0);
    // Its invoice takes a bank transfer (the pro buyer's way), with the seller's account on it.
    const invoice = await post('/api/invoice/get', buyer.headers, { id: placed.body.invoice_id });
    expect(invoice.body).toMatchObject({ status: 'open', bank_transfer: true });
    const replay = await post('/api/pro/orders/place', buyer.headers, body);
    expect(replay.body.id).toBe(placed.body.id);
    const [stock] = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      productId,
    ]);
    expect(stock?.stock).toBe(140);
    const list = await post('/api/pro/orders/list', buyer.headers, {});
    expect(list.body.orders.map((o: { id: number }) => o.id)).toEqual([placed.body.id]);
    // More than the stock: 409 naming the line's quantity, nothing written.
    const tooMany = await post(
      '/api/pro/orders/place',
      buyer.headers,
      place([{ product_id: productId, quantity: 999 }]),
    );
    expect(tooMany.status).toBe(409);
    expect(Object.keys(tooMany.body.fields)).toEqual(['lines.0.quantity']);
    expect((await post('/api/pro/orders/list', buyer.headers, {})).body.orders).toHaveLength(1);
  });

  it('cannot be paid before its declaration (409 naming declaration), by any way of paying', async () => {
    const buyer = await proBuyer(1000);
    const productId = await tierProduct();
    const { body: order } = await post(
      '/api/pro/orders/place',
      buyer.headers,
      place([{ product_id: productId, quantity: 10 }]),
    );
    for (const method of [1, 4]) {
      const refused = await post('/api/pro/orders/pay', buyer.headers, pay(order.id, method));
      expect(refused.status).toBe(409);
      expect(Object.keys(refused.body.fields)).toEqual(['declaration']);
    }
    // Nor through the order's own pay page or its invoice.
    const payPage = await post('/api/payment/pay', buyer.headers, {
      order_id: order.id,
      payment_method_id: 1,
      idempotency_key: randomUUID(),
    });
    expect(payPage.status).toBe(409);
    expect(Object.keys(payPage.body.fields)).toEqual(['declaration']);
    // Nor by the operator marking a bank transfer paid.
    const marked = await app.inject({
      method: 'POST',
      url: `/operator/orders/${order.number}/status`,
      headers: operator,
      payload: JSON.stringify({ client_key: randomUUID(), status: 'paid' }),
    });
    expect(marked.statusCode).toBe(409);
    expect(Object.keys(marked.json().fields)).toEqual(['declaration']);
    const detail = await post('/api/my-orders/get', buyer.headers, { number: order.number });
    expect(detail.body.can_pay).toBe(false);
    const [balance] = await db.query<{ balance: number }>(
      'SELECT balance::float8 AS balance FROM users WHERE id = $1',
      [buyer.id],
    );
    expect(balance?.balance).toBe(1000);
  });

  it('declared, it is paid by the balance at once (the whole total), or by card through the sandbox', async () => {
    const buyer = await proBuyer(200);
    const productId = await tierProduct();
    const { body: order } = await post(
      '/api/pro/orders/place',
      buyer.headers,
      place([{ product_id: productId, quantity: 10 }]),
    );
    // 10 × 11.723 = 117.23.
    expect(order.total).toBe(117.23);
    const blank = await post('/api/pro/orders/declare', buyer.headers, {
      id: order.id,
      ...declaration,
      purpose: '',
    });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.fields)).toEqual(['purpose']);
    const declared = await post('/api/pro/orders/declare', buyer.headers, { id: order.id, ...declaration });
    expect(declared.body.declaration).toMatchObject(declaration);
    // A card attempt first (its 1.5 % fee goes on the order row), abandoned: the balance then pays the order
    // without that fee, and the card payment is cancelled.
    const card0 = await post('/api/pro/orders/pay', buyer.headers, pay(order.id, 1));
    expect(card0.body.redirect_url).toMatch(/^http/);
    const paid = await post('/api/pro/orders/pay', buyer.headers, pay(order.id, 4));
    expect(paid.body).toEqual({ paid: true, redirect_url: null });
    const [after] = await db.query<{ balance: number; status: string }>(
      `SELECT u.balance::float8 AS balance, o.status FROM users u JOIN orders o ON o.user_id = u.id
       WHERE o.id = $1`,
      [order.id],
    );
    expect(after).toEqual({ balance: 82.77, status: 'paid' });
    const payments = await db.query<{ provider_id: number; status: string }>(
      'SELECT provider_id, status FROM payments WHERE order_id = $1 ORDER BY id',
      [order.id],
    );
    expect(payments).toEqual([
      { provider_id: 1, status: 'cancelled' },
      { provider_id: 4, status: 'succeeded' },
    ]);
    // Paid: no second payment, no new declaration (409 naming status).
    expect((await post('/api/pro/orders/pay', buyer.headers, pay(order.id, 4))).status).toBe(409);
    expect(
      (await post('/api/pro/orders/declare', buyer.headers, { id: order.id, ...declaration })).status,
    ).toBe(409);

    const { body: second } = await post(
      '/api/pro/orders/place',
      buyer.headers,
      place([{ product_id: productId, quantity: 1 }]),
    );
    const short = await post('/api/pro/orders/declare', buyer.headers, { id: second.id, ...declaration });
    expect(short.status).toBe(200);
    const card = await post('/api/pro/orders/pay', buyer.headers, pay(second.id, 1));
    expect(card.status).toBe(200);
    expect(card.body.paid).toBe(false);
    const back = await shopperAtProvider(sandbox, card.body.redirect_url, 'pay');
    expect(back).toContain(`order_id=${second.id}`);
    await expect
      .poll(async () => (await post('/api/pro/orders/get', buyer.headers, { id: second.id })).body.status)
      .toBe('paid');
  });

  it('another buyer’s pro order, or an ordinary order, is the same 404 as a missing one', async () => {
    const owner = await proBuyer();
    const stranger = await proBuyer(500);
    const productId = await tierProduct();
    const { body: order } = await post(
      '/api/pro/orders/place',
      owner.headers,
      place([{ product_id: productId, quantity: 2 }]),
    );
    for (const [url, body] of [
      ['/api/pro/orders/get', { id: order.id }],
      ['/api/pro/orders/declare', { id: order.id, ...declaration }],
      ['/api/pro/orders/pay', pay(order.id, 4)],
    ] as const) {
      const answer = await post(url, stranger.headers, body);
      expect(answer.status).toBe(404);
      expect(Object.keys(answer.body.fields)).toEqual(['id']);
    }
    const missing = await post('/api/pro/orders/get', stranger.headers, { id: 2_000_000_000 });
    expect(missing.status).toBe(404);
  });
});
