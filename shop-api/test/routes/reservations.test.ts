// Phone-model reservations on the shop-api (PGlite, the sandbox provider): the site's models, reserving signed in
// or as a guest (the policy accepted, once per idempotency key), the per-customer and stock limits, the owner or
// the signed link only (anyone else: the 404 of a missing one), lapsing in the expiry sweep, paying the deposit
// from the balance or through the sandbox (settled once), the mails, and the operator's calls.
import { randomUUID } from 'node:crypto';
import { RESERVATION_PAYMENT_WINDOW_MIN, TransactionRelType } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxProvider } from '../../src/sandbox-provider/app.js';
import { appWithSandbox, historyRows, notify, userWithBalance } from '../helpers/balance-fixtures.js';
import { shopperAtProvider } from '../helpers/checkout-fixtures.js';
import { captureMailer } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof appWithSandbox>>;
let app: FastifyInstance;
let sandbox: SandboxProvider;
let db: typeof t.db;
let post: typeof t.post;
const mailer = captureMailer();

const OPERATOR_TOKEN = 'operator-token-for-the-reservations-1';
const operator = {
  authorization: `Bearer ${OPERATOR_TOKEN}`,
  'x-operator': 'ieva',
  'content-type': 'application/json',
};
const guest = { 'content-type': 'application/json', host: 'lt.localhost:3000' };

beforeAll(async () => {
  t = await appWithSandbox({ operatorToken: OPERATOR_TOKEN, mailer });
  ({ app, sandbox, db, post } = t);
});
afterAll(() => t.close());

/** A fresh model of site 1 with `stock` units, so each test counts from zero. */
async function model(stock: number, deposit = 100): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO reservation_models (site_id, name, colour, storage, price, deposit, expected_date, stock)
     VALUES (1, 'iPhone Test', 'Black', '128 GB', 999, $2, '2027-01-01', $1) RETURNING id`,
    [stock, deposit],
  );
  return row?.id ?? 0;
}

const reserve = (modelId: number, extra: Record<string, unknown> = {}) => ({
  model_id: modelId,
  name: 'Ona',
  email: `ona-${randomUUID()}@example.test`,
  accept_policy: true,
  language_id: 1,
  idempotency_key: randomUUID(),
  ...extra,
});
const payBody = (id: number, method: number, extra: Record<string, unknown> = {}) => ({
  id,
  payment_method_id: method,
  language_id: 1,
  idempotency_key: randomUUID(),
  ...extra,
});

describe('reservations/models', () => {
  it('lists the seeded models of the site with the units left', async () => {
    const answer = await post('/api/reservations/models', guest, {});
    expect(answer.status).toBe(200);
    expect(answer.body.per_customer).toBe(2);
    expect(answer.body.payment_window_min).toBe(RESERVATION_PAYMENT_WINDOW_MIN);
    expect(answer.body.models.slice(0, 3)).toEqual([
      expect.objectContaining({
        id: 11,
        name: 'iPhone 17 Pro',
        colour: 'Cosmic Orange',
        deposit: 100,
        available: 25,
      }),
      expect.objectContaining({ id: 12, name: 'iPhone 17 Pro Max', storage: '512 GB' }),
      expect.objectContaining({ id: 13, name: 'iPhone 17', expected_date: '2027-02-20', currency: 'EUR' }),
    ]);
    // Seeded for every site.
    const [bySite] = await db.query<{ sites: number; without: number }>(
      `SELECT count(*)::int AS sites,
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM reservation_models m WHERE m.site_id = s.id))::int AS without
       FROM sites s`,
    );
    expect(bySite).toEqual({ sites: 8, without: 0 });
  });
});

describe('reservations/create', () => {
  it('a guest reserves with an e-mail: awaiting its deposit, with its signed link mailed', async () => {
    const id = await model(5);
    const body = reserve(id);
    const made = await post('/api/reservations/create', guest, body);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      number: `RS${made.body.id}`,
      status: 'awaiting_deposit',
      email: body.email,
      deposit: 100,
      own: false,
      payment_pending: false,
      model: { id, name: 'iPhone Test', storage: '128 GB' },
    });
    const minutes = (Date.parse(made.body.expires_at) - Date.parse(made.body.created_at)) / 60_000;
    expect(minutes).toBe(RESERVATION_PAYMENT_WINDOW_MIN);
    const mail = await vi.waitFor(() => {
      const found = mailer.sent.find((m) => m.to === body.email);
      if (!found) throw new Error('not mailed yet');
      return found;
    });
    expect(mail.kind).toBe('reservation-created');
    expect(mail?.link).toBe(
      `http://lt.localhost:3000/en/iphone-reservation/confirm/${made.body.id}?token=${made.body.token}`,
    );
    const models = await post('/api/reservations/models', guest, {});
    expect(models.body.models.find((m: { id: number }) => m.id === id).available).toBe(4);
  });

  it('a double submit (the same key) makes one reservation', async () => {
    const id = await model(5);
    const body = reserve(id);
    const [a, b] = await Promise.all([
      post('/api/reservations/create', guest, body),
      post('/api/reservations/create', guest, body),
    ]);
    expect(a.body.id).toBe(b.body.id);
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reservations WHERE model_id = $1',
      [id],
    );
    expect(count?.n).toBe(1);
  });

  it('needs the policy accepted (400) and, signed out, an e-mail (422: the contract lets a signed-in body omit it)', async () => {
    const id = await model(5);
    const noPolicy = await post('/api/reservations/create', guest, reserve(id, { accept_policy: false }));
    expect(noPolicy.status).toBe(400);
    expect(Object.keys(noPolicy.body.fields)).toEqual(['accept_policy']);
    const { email: _email, ...noEmail } = reserve(id);
    const answer = await post('/api/reservations/create', guest, noEmail);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.fields)).toEqual(['email']);
  });

  it('signed in, it is the account’s (its e-mail), and its owner sees it without a token', async () => {
    const shopper = await userWithBalance(db, 0);
    const id = await model(5);
    const made = await post('/api/reservations/create', shopper.headers, reserve(id, { email: undefined }));
    expect(made.body.own).toBe(true);
    expect(made.body.email).toMatch(/^balance-/);
    const seen = await post('/api/reservations/get', shopper.headers, { id: made.body.id });
    expect(seen.status).toBe(200);
  });

  it('at most 2 open reservations of a model per e-mail (409 naming email)', async () => {
    const id = await model(10);
    const email = `many-${randomUUID()}@example.test`;
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/api/reservations/create', guest, reserve(id, { email }))).status).toBe(200);
    }
    const third = await post('/api/reservations/create', guest, reserve(id, { email: email.toUpperCase() }));
    expect(third.status).toBe(409);
    expect(Object.keys(third.body.fields)).toEqual(['email']);
    // Another model is another count.
    expect((await post('/api/reservations/create', guest, reserve(await model(1), { email }))).status).toBe(
      200,
    );
  });

  it('never past the stock (409 naming model_id), nor on a closed model', async () => {
    const id = await model(1);
    expect((await post('/api/reservations/create', guest, reserve(id))).status).toBe(200);
    const over = await post('/api/reservations/create', guest, reserve(id));
    expect(over.status).toBe(409);
    expect(over.body.fields).toEqual({ model_id: 'reservations.errors.sold_out' });
    const closed = await model(5);
    const shut = await app.inject({
      method: 'POST',
      url: `/operator/reservation-models/${closed}/open`,
      headers: operator,
      payload: JSON.stringify({ client_key: randomUUID(), open: false }),
    });
    expect(shut.json()).toEqual({ id: closed, open: false });
    const refused = await post('/api/reservations/create', guest, reserve(closed));
    expect(refused.status).toBe(409);
    expect(refused.body.fields).toEqual({ model_id: 'reservations.errors.model_closed' });
    const listed = await post('/api/reservations/models', guest, {});
    expect(listed.body.models.some((m: { id: number }) => m.id === closed)).toBe(false);
  });
});

describe('reservations/get', () => {
  it('another customer, a wrong token or none: the same 404 as a missing one', async () => {
    const owner = await userWithBalance(db, 0);
    const other = await userWithBalance(db, 0);
    const made = await post('/api/reservations/create', owner.headers, reserve(await model(3)));
    const id = made.body.id;
    const missing = await post('/api/reservations/get', other.headers, { id: 99_999_999 });
    expect(missing.status).toBe(404);
    for (const [headers, token] of [
      [other.headers, undefined],
      [guest, undefined],
      [guest, 'A'.repeat(43)],
    ] as const) {
      const answer = await post('/api/reservations/get', headers, { id, token });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(missing.body);
    }
    const linked = await post('/api/reservations/get', guest, { id, token: made.body.token });
    expect(linked.status).toBe(200);
    expect(linked.body.own).toBe(false);
    // Nor can anyone else pay it.
    expect((await post('/api/reservations/pay', other.headers, payBody(id, 1))).status).toBe(404);
  });
});

describe('lapsing', () => {
  it('an unpaid reservation past its time lapses in the expiry sweep and frees its unit', async () => {
    const id = await model(1);
    const made = await post('/api/reservations/create', guest, reserve(id));
    expect((await post('/api/reservations/create', guest, reserve(id))).status).toBe(409);
    await db.query("UPDATE reservations SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      made.body.id,
    ]);
    const payLate = await post(
      '/api/reservations/pay',
      guest,
      payBody(made.body.id, 1, { token: made.body.token }),
    );
    expect(payLate.status).toBe(409);
    const sweep = await app.inject({
      method: 'POST',
      url: '/operator/orders/expire',
      headers: operator,
      payload: JSON.stringify({ client_key: randomUUID() }),
    });
    expect(sweep.json().lapsed_reservations).toContain(`RS${made.body.id}`);
    const view = await post('/api/reservations/get', guest, { id: made.body.id, token: made.body.token });
    expect(view.body.status).toBe('lapsed');
    expect((await post('/api/reservations/create', guest, reserve(id))).status).toBe(200);
  });
});

describe('an abandoned card page', () => {
  const sweep = () =>
    app.inject({
      method: 'POST',
      url: '/operator/orders/expire',
      headers: operator,
      payload: JSON.stringify({ client_key: randomUUID() }),
    });

  it('holds the unit a while past the time, then is closed at the provider and the reservation lapses', async () => {
    const made = await post('/api/reservations/create', guest, reserve(await model(5)));
    const { id, token } = made.body;
    const asked = await post('/api/reservations/pay', guest, payBody(id, 1, { token }));
    expect(asked.body.redirect_url).toMatch(/^http/);
    // Just past its time: the shopper may still be paying on the provider's page.
    await db.query("UPDATE reservations SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
    expect((await sweep()).json().lapsed_reservations).not.toContain(`RS${id}`);
    // Long past it: the open payment is cancelled at the provider and the unit is free again.
    await db.query("UPDATE reservations SET expires_at = now() - interval '20 minutes' WHERE id = $1", [id]);
    expect((await sweep()).json().lapsed_reservations).toContain(`RS${id}`);
    const [payment] = await db.query<{ status: string }>(
      'SELECT status FROM payments WHERE reservation_id = $1',
      [id],
    );
    expect(payment?.status).toBe('cancelled');
  });
});

describe('reservations/pay', () => {
  it('by balance: signed-in owner, covering the deposit, paid at once (one rel_type 4 row), mailed', async () => {
    const poor = await userWithBalance(db, 10);
    const id = await model(5);
    const unpaid = await post('/api/reservations/create', poor.headers, reserve(id));
    const refused = await post('/api/reservations/pay', poor.headers, payBody(unpaid.body.id, 4));
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.fields)).toEqual(['payment_method_id']);

    const shopper = await userWithBalance(db, 250);
    const made = await post('/api/reservations/create', shopper.headers, reserve(id));
    // A guest with the link may not pay from someone's balance, nor may another account from theirs: the
    // balance is not a way to pay someone else's reservation (not "too little balance").
    const linked = await post(
      '/api/reservations/pay',
      guest,
      payBody(made.body.id, 4, { token: made.body.token }),
    );
    expect(linked.status).toBe(400);
    expect(linked.body.fields).toEqual({ payment_method_id: 'checkout.errors.payment_method_invalid' });
    const rich = await userWithBalance(db, 900);
    const other = await post(
      '/api/reservations/pay',
      rich.headers,
      payBody(made.body.id, 4, { token: made.body.token }),
    );
    expect(other.body.fields).toEqual({ payment_method_id: 'checkout.errors.payment_method_invalid' });
    const paid = await post('/api/reservations/pay', shopper.headers, payBody(made.body.id, 4));
    expect(paid.body).toEqual({ id: made.body.id, paid: true, redirect_url: null });
    // The deposit is a paid miscellaneous invoice of the owner, which the history row names (INV…).
    const [invoice] = await db.query<{ id: number; status: string; amount: number; description: string }>(
      `SELECT id, status, amount::float8 AS amount, lines->0->>'description' AS description FROM invoices
       WHERE user_id = $1`,
      [shopper.id],
    );
    expect(invoice).toMatchObject({
      status: 'paid',
      amount: 100,
      description: `Deposit RS${made.body.id}: iPhone Test, 128 GB, Black`,
    });
    const document = await post('/api/invoice/get', shopper.headers, { id: invoice?.id });
    expect(document.body).toMatchObject({ status: 'paid', amount: 100, balance_used: 100 });
    const rows = await historyRows(db, shopper.id);
    expect(rows).toEqual([
      expect.objectContaining({
        rel_type: TransactionRelType.MISC_INVOICE,
        rel_id: invoice?.id,
        amount: -100,
        end_balance: 150,
        payment_processor_transaction_id: `RS${made.body.id}`,
      }),
    ]);
    const view = await post('/api/reservations/get', shopper.headers, { id: made.body.id });
    expect(view.body.status).toBe('paid');
    const again = await post('/api/reservations/pay', shopper.headers, payBody(made.body.id, 4));
    expect(again.status).toBe(409);
    await vi.waitFor(() =>
      expect(
        mailer.sent.filter((m) => m.kind === 'reservation-paid' && m.to === view.body.email),
      ).toHaveLength(1),
    );
  });

  it('by card through the sandbox: back on /reservation/success, settled once however often told', async () => {
    const id = await model(5);
    const made = await post('/api/reservations/create', guest, reserve(id));
    const { token } = made.body;
    sandbox.deliverNotifications = false;
    const asked = await post('/api/reservations/pay', guest, payBody(made.body.id, 1, { token }));
    expect(asked.body).toMatchObject({ id: made.body.id, paid: false });
    const back = await shopperAtProvider(sandbox, asked.body.redirect_url, 'pay');
    expect(back).toBe(
      `http://lt.localhost:3000/en/reservation/success?reservation_id=${made.body.id}&token=${token}`,
    );
    const [payment] = await db.query<{ id: number; amount: number }>(
      'SELECT id, amount::float8 AS amount FROM payments WHERE reservation_id = $1',
      [made.body.id],
    );
    expect(payment?.amount).toBe(100);
    const event = `evt_${randomUUID()}`;
    expect((await notify(app, db, payment?.id ?? 0, 'succeeded', event)).statusCode).toBe(200);
    expect((await notify(app, db, payment?.id ?? 0, 'succeeded', event)).statusCode).toBe(200);
    expect((await notify(app, db, payment?.id ?? 0, 'succeeded')).statusCode).toBe(200);
    sandbox.deliverNotifications = true;
    const view = await post('/api/reservations/get', guest, { id: made.body.id, token });
    expect(view.body.status).toBe('paid');
    await vi.waitFor(() =>
      expect(
        mailer.sent.filter((m) => m.kind === 'reservation-paid' && m.to === made.body.email),
      ).toHaveLength(1),
    );

    // The operator: ready to buy, once per client key, mailed once.
    const key = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const ready = await app.inject({
        method: 'POST',
        url: `/operator/reservations/RS${made.body.id}/ready`,
        headers: operator,
        payload: JSON.stringify({ client_key: key }),
      });
      expect(ready.json()).toEqual({ number: `RS${made.body.id}`, status: 'ready' });
    }
    await vi.waitFor(() =>
      expect(
        mailer.sent.filter((m) => m.kind === 'reservation-ready' && m.to === made.body.email),
      ).toHaveLength(1),
    );
    // Once: a replay mailed nothing more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      mailer.sent.filter((m) => m.kind === 'reservation-ready' && m.to === made.body.email),
    ).toHaveLength(1);
  });

  it('a declined card leaves it awaiting its deposit; back on its confirm page', async () => {
    const made = await post('/api/reservations/create', guest, reserve(await model(5)));
    const { token } = made.body;
    const asked = await post('/api/reservations/pay', guest, payBody(made.body.id, 2, { token }));
    const back = await shopperAtProvider(sandbox, asked.body.redirect_url, 'decline');
    expect(back).toBe(
      `http://lt.localhost:3000/en/iphone-reservation/confirm/${made.body.id}?token=${token}&payment=decline`,
    );
    const view = await post('/api/reservations/get', guest, { id: made.body.id, token });
    expect(view.body.status).toBe('awaiting_deposit');
    expect(view.body.payment_pending).toBe(false);
  });
});

describe('the payments table', () => {
  it('a payment pays exactly one payable: a reservation and anything else at once is refused', async () => {
    const made = await post('/api/reservations/create', guest, reserve(await model(5)));
    const [order] = await db.query<{ id: number }>('SELECT id FROM orders ORDER BY id LIMIT 1');
    const insert = (columns: string, values: string) =>
      db.query(
        `INSERT INTO payments (${columns}, provider_id, status, amount, currency_id)
         VALUES (${values}, 1, 'pending', 100, (SELECT id FROM currencies WHERE iso_code = 'EUR'))`,
      );
    await expect(insert('reservation_id, order_id', `${made.body.id}, ${order?.id}`)).rejects.toThrow(
      /payments_one_payable/,
    );
    await expect(insert('reservation_id, forward_request_id', `${made.body.id}, 1`)).rejects.toThrow();
    // And one pending provider payment per reservation.
    await insert('reservation_id', String(made.body.id));
    await expect(insert('reservation_id', String(made.body.id))).rejects.toThrow(
      /payments_reservation_one_pending/,
    );
  });
});
