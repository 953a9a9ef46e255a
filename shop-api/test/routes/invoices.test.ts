// Invoices on the shop-api (PGlite): only the owner sees one (another user's is the same 404 as a missing one),
// paid by the balance (one rel_type 4 history row, once) or by a provider (paid on its signed notification).

import { randomUUID } from 'node:crypto';
import { INVOICE_MESSAGES, payAgainAmount, TransactionRelType } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../../src/sandbox-provider/app.js';
import { INVOICE_SELLER } from '../../src/services/invoices/invoice-seller.js';
import { createOrderInvoice } from '../../src/services/invoices/order-invoice.js';
import {
  appWithSandbox,
  historyRows,
  miscInvoice,
  notify,
  userWithBalance,
} from '../helpers/balance-fixtures.js';
import { shopperAtProvider } from '../helpers/checkout-fixtures.js';

let t: Awaited<ReturnType<typeof appWithSandbox>>;
let app: FastifyInstance;
let sandbox: SandboxProvider;
let db: typeof t.db;
let post: typeof t.post;

beforeAll(async () => {
  t = await appWithSandbox();
  ({ app, sandbox, db, post } = t);
});
afterAll(() => t.close());

const pay = (id: number, method: number, key = randomUUID()) => ({
  id,
  payment_method_id: method,
  language_id: 1,
  idempotency_key: key,
});

describe('invoice/get', () => {
  it('shows the owner their invoice; another user’s is a 404 naming id, like a missing one', async () => {
    const owner = await userWithBalance(db, 30);
    const id = await miscInvoice(db, owner.id, 12.5);
    const own = await post('/api/invoice/get', owner.headers, { id });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id,
      number: `INV${id}`,
      status: 'open',
      amount: 12.5,
      currency: 'EUR',
      order_number: null,
      balance_available: 30,
      paid_at: null,
      lines: [{ description: 'Customs fee', quantity: 1, unit_price: 12.5, amount: 12.5 }],
    });
    expect(own.body.payment_methods.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
    // Who issues it and where a bank transfer goes, and whom it bills (the account's e-mail).
    expect(own.body.seller).toEqual(INVOICE_SELLER);
    // Nothing records a transfer for a miscellaneous invoice: it is paid by a provider or the balance.
    expect(own.body.bank_transfer).toBe(false);
    const [account] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [owner.id]);
    expect(own.body.buyer.email).toBe(account?.email);
    const other = await userWithBalance(db);
    const foreign = await post('/api/invoice/get', other.headers, { id });
    const missing = await post('/api/invoice/get', other.headers, { id: 2_000_000 });
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(missing.body);
    expect(Object.keys(foreign.body.fields)).toEqual(['id']);
  });

  it('reads an order’s invoice through its order', async () => {
    const owner = await userWithBalance(db);
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO orders (user_id, email, site_id, status, total, currency_id) VALUES ($1, 'o@example.test', 1,
         'paid', 40, (SELECT id FROM currencies WHERE iso_code = 'EUR')) RETURNING id`,
      [owner.id],
    );
    await createOrderInvoice(db, order!.id);
    const [invoice] = await db.query<{ id: number }>('SELECT id FROM invoices WHERE order_id = $1', [
      order!.id,
    ]);
    const view = await post('/api/invoice/get', owner.headers, { id: invoice!.id });
    expect(view.body).toMatchObject({ status: 'paid', amount: 40, order_number: `OR${order!.id}` });
  });
});

describe('invoice/pay', () => {
  it('by the balance: paid at once, one rel_type 4 row, once per key and never twice', async () => {
    const owner = await userWithBalance(db, 30);
    const id = await miscInvoice(db, owner.id, 12.5);
    const key = randomUUID();
    const paid = await post('/api/invoice/pay', owner.headers, pay(id, 4, key));
    expect(paid.body).toEqual({ paid: true, redirect_url: null });
    const replay = await post('/api/invoice/pay', owner.headers, pay(id, 4, key));
    expect(replay.body).toEqual(paid.body);
    const again = await post('/api/invoice/pay', owner.headers, pay(id, 4));
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.fields)).toEqual(['id']);
    const rows = await historyRows(db, owner.id);
    expect(rows).toEqual([
      expect.objectContaining({
        rel_type: TransactionRelType.MISC_INVOICE,
        rel_id: id,
        starting_balance: 30,
        end_balance: 17.5,
        amount: -12.5,
      }),
    ]);
    const view = await post('/api/invoice/get', owner.headers, { id });
    expect(view.body).toMatchObject({ status: 'paid', balance_used: 12.5, balance_available: 17.5 });
  });

  it('by the balance when it does not cover the amount: 409 naming payment_method_id, nothing written', async () => {
    const owner = await userWithBalance(db, 10);
    const id = await miscInvoice(db, owner.id, 12.5);
    const refused = await post('/api/invoice/pay', owner.headers, pay(id, 4));
    expect(refused.status).toBe(409);
    // The method the shopper chose is what cannot be honoured, as for orders, quotes and forward requests.
    expect(refused.body.fields).toEqual({ payment_method_id: INVOICE_MESSAGES.balanceInsufficient });
    expect(await historyRows(db, owner.id)).toEqual([]);
    expect((await post('/api/invoice/get', owner.headers, { id })).body.status).toBe('open');
  });

  it('by a provider: paid only on the signed notification; back on /invoice/accept', async () => {
    const owner = await userWithBalance(db, 0);
    const id = await miscInvoice(db, owner.id, 20);
    sandbox.deliverNotifications = false;
    const asked = await post('/api/invoice/pay', owner.headers, pay(id, 2));
    expect(asked.body.paid).toBe(false);
    const back = await shopperAtProvider(sandbox, asked.body.redirect_url, 'pay');
    expect(back).toBe(`http://lt.localhost:3000/en/invoice/accept?invoice_id=${id}`);
    expect((await post('/api/invoice/get', owner.headers, { id })).body.status).toBe('open');
    const [payment] = await db.query<{ id: number; amount: number }>(
      'SELECT id, amount::float8 AS amount FROM payments WHERE invoice_id = $1',
      [id],
    );
    // A miscellaneous invoice is paid at its amount, no fee (what its page shows).
    expect(payment?.amount).toBe(20);
    expect((await notify(app, db, payment!.id, 'succeeded')).statusCode).toBe(200);
    sandbox.deliverNotifications = true;
    expect((await post('/api/invoice/get', owner.headers, { id })).body.status).toBe('paid');
    expect(await historyRows(db, owner.id)).toEqual([]);
  });

  it('by the balance after a provider payment was opened: that payment is cancelled first, paid once', async () => {
    const owner = await userWithBalance(db, 40);
    const id = await miscInvoice(db, owner.id, 15);
    const asked = await post('/api/invoice/pay', owner.headers, pay(id, 1));
    expect(asked.body.redirect_url).toMatch(/^http/);
    const paid = await post('/api/invoice/pay', owner.headers, pay(id, 4));
    expect(paid.body).toEqual({ paid: true, redirect_url: null });
    const payments = await db.query<{ provider_id: number; status: string }>(
      'SELECT provider_id, status FROM payments WHERE invoice_id = $1 ORDER BY id',
      [id],
    );
    expect(payments).toEqual([
      { provider_id: 1, status: 'cancelled' },
      { provider_id: 4, status: 'succeeded' },
    ]);
    expect((await historyRows(db, owner.id)).map((r) => r.amount)).toEqual([-15]);
  });

  it('an order’s invoice is paid as its order is: by a provider (not the balance), paid with the order', async () => {
    const owner = await userWithBalance(db, 500);
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO orders (user_id, email, site_id, status, total, currency_id) VALUES ($1, 'o@example.test', 1,
         'unpaid', 40, (SELECT id FROM currencies WHERE iso_code = 'EUR')) RETURNING id`,
      [owner.id],
    );
    await createOrderInvoice(db, order!.id);
    const [invoice] = await db.query<{ id: number }>('SELECT id FROM invoices WHERE order_id = $1', [
      order!.id,
    ]);
    const byBalance = await post('/api/invoice/pay', owner.headers, pay(invoice!.id, 4));
    expect(byBalance.status).toBe(400);
    expect(Object.keys(byBalance.body.fields)).toEqual(['payment_method_id']);
    // What the invoice page shows on its button for the card (from the invoice's answer) is what the provider is
    // asked for: the order's amount with the card's fee.
    const view = await post('/api/invoice/get', owner.headers, { id: invoice!.id });
    const card = view.body.payment_methods.find((m: { id: number }) => m.id === 1);
    const shown = payAgainAmount(view.body.amount - view.body.balance_used, view.body.payment_fee, card);
    expect(shown.amount).toBeGreaterThan(40);
    const asked = await post('/api/invoice/pay', owner.headers, pay(invoice!.id, 1));
    expect(asked.body.paid).toBe(false);
    const opened = await db.query<{ amount: number }>(
      "SELECT amount::float8 AS amount FROM payments WHERE order_id = $1 AND status = 'pending'",
      [order!.id],
    );
    expect(opened).toEqual([{ amount: shown.amount }]);
    const back = await shopperAtProvider(sandbox, asked.body.redirect_url, 'pay');
    expect(back).toContain(`/payment/accept?order_id=${order!.id}`);
    let status = '';
    for (let i = 0; i < 40 && status !== 'paid'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await post('/api/invoice/get', owner.headers, { id: invoice!.id })).body.status;
    }
    expect(status).toBe('paid');
    expect(await historyRows(db, owner.id)).toEqual([]);
  });

  it('another user’s invoice is a 404; a bad method is a 400 naming payment_method_id', async () => {
    const owner = await userWithBalance(db, 50);
    const id = await miscInvoice(db, owner.id, 5);
    const other = await userWithBalance(db, 50);
    const foreign = await post('/api/invoice/pay', other.headers, pay(id, 4));
    expect(foreign.status).toBe(404);
    const bad = await post('/api/invoice/pay', owner.headers, pay(id, 7));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['payment_method_id']);
  });
});
