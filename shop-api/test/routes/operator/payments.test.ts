// Refunds due (#refunds): a payment that succeeds at its provider for something no longer payable at it (an order
// paid meanwhile, an invoice paid by the balance, a reservation lapsed) is marked refund due in the settlement's
// transaction and listed for the operator, who marks it refunded once (per client_key) after doing it at the
// provider by hand. The payable itself is left as it was. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../../../src/sandbox-provider/app.js';
import { appWithSandbox, miscInvoice, notify, userWithBalance } from '../../helpers/balance-fixtures.js';
import {
  guestCart,
  LT_DELIVERY_ADDRESS,
  shopperAtProvider,
  someProducts,
} from '../../helpers/checkout-fixtures.js';
import { forwardRequestIn, LT_ADDRESS } from '../../helpers/forward-request-fixtures.js';
import { priceIt, requestedQuote } from '../../helpers/quote-fixtures.js';
import { TEST_DATABASE_URL } from '../../helpers/test-database.js';

const OPERATOR_TOKEN = 'operator-token-for-the-refunds-0001';
const operator = {
  authorization: `Bearer ${OPERATOR_TOKEN}`,
  'x-operator': 'ieva',
  'content-type': 'application/json',
};

const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('on %s', (engine) => {
  let t: Awaited<ReturnType<typeof appWithSandbox>>;
  let app: FastifyInstance;
  let sandbox: SandboxProvider;
  let db: typeof t.db;
  let post: typeof t.post;

  beforeAll(async () => {
    t = await appWithSandbox(
      { operatorToken: OPERATOR_TOKEN },
      engine === 'postgres' ? { engine, products: 200 } : {},
    );
    ({ app, sandbox, db, post } = t);
  }, 180_000);
  afterAll(() => t?.close());

  const refundsDue = async () => {
    const res = await app.inject({ method: 'GET', url: '/operator/payments/refunds-due', headers: operator });
    expect(res.statusCode).toBe(200);
    return res.json().refunds_due as Array<Record<string, unknown>>;
  };
  const markRefunded = async (paymentId: number, body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: `/operator/payments/${paymentId}/refunded`,
      headers: operator,
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const paymentsOf = (
    column: 'order_id' | 'invoice_id' | 'quote_id' | 'forward_request_id' | 'reservation_id',
    id: number,
  ) =>
    db.query<{ id: number; status: string; amount: number }>(
      `SELECT id, status, amount::float8 AS amount FROM payments WHERE ${column} = $1 ORDER BY id`,
      [id],
    );

  /** The one row a query must find. */
  const first = <T>(rows: T[]): T => {
    const [row] = rows;
    if (row === undefined) throw new Error('no row');
    return row;
  };

  /** The open refund of one payment, then marked refunded: gone from the list, once per key, 409 after. */
  async function refundOnce(paymentId: number) {
    const key = `refund-${randomUUID()}`;
    const done = await markRefunded(paymentId, {
      client_key: key,
      note: 'Refunded in the provider dashboard',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      payment_id: paymentId,
      status: 'refunded',
      refunded_by: 'ieva',
      note: 'Refunded in the provider dashboard',
    });
    expect((await refundsDue()).map((r) => r.payment_id)).not.toContain(paymentId);
    const replay = await markRefunded(paymentId, {
      client_key: key,
      note: 'Refunded in the provider dashboard',
    });
    expect(replay).toEqual(done);
    const again = await markRefunded(paymentId, { client_key: `refund-${randomUUID()}` });
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.fields)).toEqual(['status']);
    const [row] = await db.query<{ refunded: boolean; actions: number }>(
      `SELECT refunded_at IS NOT NULL AS refunded,
         (SELECT count(*)::int FROM operator_actions WHERE action = 'payment.refunded' AND target = $2) AS actions
       FROM payments WHERE id = $1`,
      [paymentId, String(paymentId)],
    );
    expect(row).toEqual({ refunded: true, actions: 1 });
  }

  /**
   * The shopper had paid on the card page just before the operator's cancel reached the provider: its late success
   * leaves what it paid for as it was (`readRow`), and is listed refund due to the shopper (a balance fixture's
   * e-mail), then refunded once.
   */
  async function lateSuccessIsRefundDue(
    card: { id: number; amount: number },
    readRow: () => Promise<unknown>,
    paidFor: { type: string; number: string },
    reason: string,
  ) {
    const before = await readRow();
    expect((await notify(app, db, card.id, 'succeeded')).statusCode).toBe(200);
    expect(await readRow()).toEqual(before);
    const listed = (await refundsDue()).find((r) => r.payment_id === card.id);
    expect(listed).toMatchObject({
      amount: card.amount,
      paid_for: paidFor,
      email: expect.stringMatching(/^balance-.+@example\.test$/),
      reason,
    });
    await refundOnce(card.id);
  }

  describe('a payment that succeeds for something no longer payable', () => {
    it('an order the operator marked paid meanwhile: its card payment is listed as order_not_unpaid', async () => {
      const product = first(await someProducts(db, 1));
      const { token } = await guestCart(db, [{ productId: product.id, quantity: 1 }]);
      const shopper = {
        'x-cart-token': token,
        host: 'lt.localhost:3000',
        'content-type': 'application/json',
      };
      const generated = await app.inject({ method: 'GET', url: '/api/checkout/generate', headers: shopper });
      const slug = generated.json().slug as string;
      const email = `refund-${randomUUID()}@example.test`;
      const address = LT_DELIVERY_ADDRESS;
      expect(
        (await post('/api/checkout/update', shopper, { slug, language_id: 1, email, address })).status,
      ).toBe(200);
      expect(
        (await post('/api/checkout/payment-method', shopper, { slug, language_id: 1, payment_method_id: 1 }))
          .status,
      ).toBe(200);
      const confirmed = await post('/api/checkout/confirm', shopper, {
        slug,
        language_id: 1,
        idempotency_key: randomUUID(),
      });
      expect(confirmed.body.redirect_url).toMatch(/^http/);
      const orderId = confirmed.body.order_id as number;
      // The shopper paid by bank transfer too; the operator records it while the card page is still open.
      const paid = await post(`/operator/orders/OR${orderId}/status`, operator, {
        client_key: randomUUID(),
        status: 'paid',
      });
      expect(paid.status).toBe(200);
      const orderRow = () =>
        db.query('SELECT status, total, paid_at, payment_method_id FROM orders WHERE id = $1', [orderId]);
      const before = await orderRow();
      const events = () => db.query('SELECT * FROM order_events WHERE order_id = $1 ORDER BY id', [orderId]);
      const eventsBefore = await events();

      // Then pays the card page as well: the provider took the money a second time.
      await shopperAtProvider(sandbox, confirmed.body.redirect_url, 'pay');
      await sandbox.idle();
      const payment = first(await paymentsOf('order_id', orderId));
      expect(payment.status).toBe('succeeded');
      expect(await orderRow()).toEqual(before);
      expect(await events()).toEqual(eventsBefore);

      const listed = (await refundsDue()).find((r) => r.payment_id === payment.id);
      expect(listed).toEqual({
        payment_id: payment.id,
        amount: payment.amount,
        currency: 'EUR',
        provider_id: 1,
        provider_payment_id: expect.stringMatching(/^sbx_/),
        paid_for: { type: 'order', number: `OR${orderId}` },
        email,
        reason: 'order_not_unpaid',
        refund_due_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      });
      await refundOnce(payment.id);
      expect(await orderRow()).toEqual(before);
    });

    it('an invoice the balance paid after a card payment was opened: the card’s late success is invoice_paid', async () => {
      const owner = await userWithBalance(db, 40);
      const id = await miscInvoice(db, owner.id, 15);
      const pay = (method: number) => ({
        id,
        payment_method_id: method,
        language_id: 1,
        idempotency_key: randomUUID(),
      });
      expect((await post('/api/invoice/pay', owner.headers, pay(1))).body.redirect_url).toMatch(/^http/);
      expect((await post('/api/invoice/pay', owner.headers, pay(4))).body).toEqual({
        paid: true,
        redirect_url: null,
      });
      const card = first(await paymentsOf('invoice_id', id));
      expect(card.status).toBe('cancelled');
      const invoiceRow = () => db.query('SELECT status, paid_at, amount FROM invoices WHERE id = $1', [id]);
      const before = await invoiceRow();
      const [{ balance: balanceBefore } = { balance: 0 }] = await db.query<{ balance: number }>(
        'SELECT balance::float8 AS balance FROM users WHERE id = $1',
        [owner.id],
      );
      // The shopper had paid on the card page just before it was cancelled: the provider says so afterwards.
      expect((await notify(app, db, card.id, 'succeeded')).statusCode).toBe(200);
      expect((await paymentsOf('invoice_id', id))[0]?.status).toBe('succeeded');
      expect(await invoiceRow()).toEqual(before);

      const listed = (await refundsDue()).find((r) => r.payment_id === card.id);
      expect(listed).toMatchObject({
        amount: 15,
        currency: 'EUR',
        paid_for: { type: 'invoice', number: `INV${id}` },
        email: expect.stringMatching(/^balance-.+@example\.test$/),
        reason: 'invoice_paid',
      });
      await refundOnce(card.id);
      expect(await invoiceRow()).toEqual(before);
      const [{ balance } = { balance: -1 }] = await db.query<{ balance: number }>(
        'SELECT balance::float8 AS balance FROM users WHERE id = $1',
        [owner.id],
      );
      expect(balance).toBe(balanceBefore);
    });

    it('a quote the operator cancelled with its card page closed: the card’s late success is quote_not_payable', async () => {
      const shopper = await userWithBalance(db, 0);
      const { id, slug } = await requestedQuote(post, shopper.headers);
      await priceIt(db, id);
      const asked = await post('/api/quotes/pay', shopper.headers, {
        slug,
        payment_method_id: 1,
        language_id: 1,
        idempotency_key: randomUUID(),
      });
      expect(asked.body.redirect_url).toMatch(/^http/);
      const cancelled = await post(`/operator/quotes/QU${id}/status`, operator, {
        client_key: randomUUID(),
        status: 'cancelled',
      });
      expect(cancelled.body).toMatchObject({ status: 'cancelled' });
      const card = first(await paymentsOf('quote_id', id));
      expect(card.status).toBe('cancelled');
      await lateSuccessIsRefundDue(
        card,
        () => db.query('SELECT status, total, updated_at FROM quotes WHERE id = $1', [id]),
        { type: 'quote', number: `QU${id}` },
        'quote_not_payable',
      );
    });

    it('a forward request the operator cancelled with its card page closed: forward_request_not_payable', async () => {
      const owner = await userWithBalance(db, 0);
      const { id, slug } = await forwardRequestIn(db, owner.id, 'arrived');
      const shipping = await post('/api/forward-requests/shipping', owner.headers, {
        slug,
        shipping_method: 'air',
        address: LT_ADDRESS,
        apply: true,
      });
      expect(shipping.status).toBe(200);
      const asked = await post('/api/forward-requests/pay', owner.headers, {
        slug,
        payment_method_id: 1,
        language_id: 1,
        idempotency_key: randomUUID(),
      });
      expect(asked.body.redirect_url).toMatch(/^http/);
      const cancelled = await post(`/operator/forward-requests/FR${id}/status`, operator, {
        client_key: randomUUID(),
        status: 'cancelled',
      });
      expect(cancelled.body).toMatchObject({ status: 'cancelled' });
      const card = first(await paymentsOf('forward_request_id', id));
      await lateSuccessIsRefundDue(
        card,
        () => db.query('SELECT status, total, paid_at FROM forward_requests WHERE id = $1', [id]),
        { type: 'forward_request', number: `FR${id}` },
        'forward_request_not_payable',
      );
    });

    it('a reservation lapsed with its card page closed: the card’s late success is reservation_not_awaiting', async () => {
      const model = first(
        await db.query<{ id: number }>(
          `INSERT INTO reservation_models (site_id, name, colour, storage, price, deposit, expected_date, stock)
         VALUES (1, 'iPhone Test', 'Black', '128 GB', 999, 100, '2027-01-01', 5) RETURNING id`,
        ),
      );
      const email = `ona-${randomUUID()}@example.test`;
      const guest = { 'content-type': 'application/json', host: 'lt.localhost:3000' };
      const made = await post('/api/reservations/create', guest, {
        model_id: model.id,
        name: 'Ona',
        email,
        accept_policy: true,
        language_id: 1,
        idempotency_key: randomUUID(),
      });
      const { id, token } = made.body;
      const asked = await post('/api/reservations/pay', guest, {
        id,
        token,
        payment_method_id: 1,
        language_id: 1,
        idempotency_key: randomUUID(),
      });
      expect(asked.body.redirect_url).toMatch(/^http/);
      // Long past its time: the sweep cancels the card payment at the provider and the reservation lapses.
      await db.query("UPDATE reservations SET expires_at = now() - interval '20 minutes' WHERE id = $1", [
        id,
      ]);
      const sweep = await post('/operator/orders/expire', operator, { client_key: randomUUID() });
      expect(sweep.body.lapsed_reservations).toContain(`RS${id}`);
      const card = first(await paymentsOf('reservation_id', id));
      expect(card.status).toBe('cancelled');
      // The shopper had paid just before the cancel reached the provider.
      expect((await notify(app, db, card.id, 'succeeded')).statusCode).toBe(200);
      const [row] = await db.query<{ status: string }>('SELECT status FROM reservations WHERE id = $1', [id]);
      expect(row?.status).toBe('lapsed');

      const listed = (await refundsDue()).find((r) => r.payment_id === card.id);
      expect(listed).toMatchObject({
        amount: 100,
        paid_for: { type: 'reservation', number: `RS${id}` },
        email,
        reason: 'reservation_not_awaiting',
      });
      await refundOnce(card.id);
    });
  });

  describe('POST /operator/payments/{id}/refunded', () => {
    it('needs the token; is a 404 for an unknown payment and a 409 naming status for one not refund due', async () => {
      const anonymous = await app.inject({ method: 'GET', url: '/operator/payments/refunds-due' });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await markRefunded(2_000_000_000, { client_key: `refund-${randomUUID()}` });
      expect(unknown.status).toBe(404);
      const owner = await userWithBalance(db, 40);
      const id = await miscInvoice(db, owner.id, 10);
      await post('/api/invoice/pay', owner.headers, {
        id,
        payment_method_id: 4,
        language_id: 1,
        idempotency_key: randomUUID(),
      });
      const paid = first(await paymentsOf('invoice_id', id));
      const refused = await markRefunded(paid.id, { client_key: `refund-${randomUUID()}` });
      expect(refused.status).toBe(409);
      expect(Object.keys(refused.body.fields)).toEqual(['status']);
      expect((await refundsDue()).map((r) => r.payment_id)).not.toContain(paid.id);
    });
  });
});
