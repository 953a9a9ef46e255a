// Forward requests on the shop-api (PGlite): the shopper's warehouse address, declaring a parcel (once per key),
// the list and the detail (the owner's only: another user's is the same 404 as a missing one), choosing air or sea
// (the one shipping rule + the door courier), paying by balance (one rel_type 1 row, once) or by a provider (paid
// on its signed notification), the operator's moves (every allowed and refused transition of the one table),
// the mails, and the public tracking lookup of a shipped parcel.
import { randomUUID } from 'node:crypto';
import {
  balanceOrderNumber,
  FORWARD_REQUEST_MESSAGES,
  FORWARD_REQUEST_STATUSES,
  type ForwardRequestStatus,
  TransactionRelType,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import type { SandboxProvider } from '../../src/sandbox-provider/app.js';
import { FORWARD_REQUEST_TRANSITIONS } from '../../src/services/forwarding/forward-request-transitions.js';
import { historyRows, notify, userWithBalance } from '../helpers/balance-fixtures.js';
import { shopperAtProvider, startSandbox } from '../helpers/checkout-fixtures.js';
import { forwardRequestIn, LT_ADDRESS } from '../helpers/forward-request-fixtures.js';
import { captureMailer, createTestApp } from '../helpers/test-app.js';

const TOKEN = 'operator-token-for-the-forwarding-tests';
let app: FastifyInstance;
let db: Database;
let sandbox: SandboxProvider;
let close: () => Promise<void>;
const mailer = captureMailer();

beforeAll(async () => {
  const started = await startSandbox();
  sandbox = started.sandbox;
  const test = await createTestApp({
    operatorToken: TOKEN,
    mailer,
    payments: { providers: started.providers, reconcileOnListen: false },
  });
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  app = test.app;
  db = test.database.db;
  close = async () => {
    await test.close();
    await sandbox.app.close();
  };
});
afterAll(() => close());

const post = async (url: string, headers: Record<string, string>, body: unknown) => {
  const response = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
  return { status: response.statusCode, body: response.json() };
};
const operate = (number: string, body: object) =>
  post(
    `/operator/forward-requests/${number}/status`,
    { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}`, 'x-operator': 'wes' },
    { client_key: randomUUID(), ...body },
  );
const declare = (key = randomUUID(), overrides: object = {}) => ({
  shop_name: 'Maple Books',
  inbound_tracking: '1z999aa10123456784',
  contents: 'Three paperback novels',
  declared_value: 45.5,
  language_id: 2,
  idempotency_key: key,
  ...overrides,
});
const pay = (slug: string, method: number, key = randomUUID()) => ({
  slug,
  payment_method_id: method,
  language_id: 1,
  idempotency_key: key,
});
const choose = (slug: string, method: 'air' | 'sea', apply: boolean, address: object = LT_ADDRESS) => ({
  slug,
  shipping_method: method,
  address,
  apply,
});
const PARCEL = { weight_kg: 2.2, length_cm: 30, width_cm: 20, height_cm: 10 };

describe('warehouse address', () => {
  it('is the warehouse with the shopper’s suite code (SF + padded id) on it; a 401 signed out', async () => {
    const user = await userWithBalance(db);
    const suite = `SF${String(user.id).padStart(6, '0')}`;
    const answer = await post('/api/forwarding/warehouse-address', user.headers, {});
    expect(answer.body).toMatchObject({
      suite_code: suite,
      recipient: `Bal Ance ${suite}`,
      line1: '500 Terminal Avenue',
      line2: `Unit ${suite}`,
      city: 'New Castle',
      state: 'DE',
      zip: '19720',
      country: 'US',
    });
    const signedOut = await post(
      '/api/forwarding/warehouse-address',
      { 'content-type': 'application/json' },
      {},
    );
    expect(signedOut.status).toBe(401);
  });
});

describe('declare, list, detail', () => {
  it('declares once per key (the declared mail once), lists newest first, shows only the owner', async () => {
    const owner = await userWithBalance(db);
    const key = randomUUID();
    const first = await post('/api/forward-requests/declare', owner.headers, declare(key));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      number: `FR${first.body.id}`,
      status: 'declared',
      inbound_tracking: '1Z999AA10123456784',
      parcel: null,
      totals: null,
      can_pay: false,
      can_choose_shipping: false,
      timeline: [{ status: 'declared' }],
    });
    const replay = await post('/api/forward-requests/declare', owner.headers, declare(key));
    expect(replay.body.slug).toBe(first.body.slug);
    const reused = await post(
      '/api/forward-requests/declare',
      owner.headers,
      declare(key, { contents: 'Other' }),
    );
    expect(reused.status).toBe(409);
    expect(Object.keys(reused.body.fields)).toEqual(['idempotency_key']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const mails = mailer.sent.filter((m) => m.to.startsWith('balance-') && m.link.includes(first.body.slug));
    expect(mails.map((m) => m.kind)).toEqual(['forward-request-declared']);
    // Declared on the lt storefront in Lithuanian: the mail is in Lithuanian and links the request's page.
    expect(mails[0]?.subject).toBe(`Laukiame jūsų siuntos FR${first.body.id}`);
    expect(mails[0]?.link).toBe(`http://lt.localhost:3000/lt/forwarding/${first.body.slug}`);

    const second = await post('/api/forward-requests/declare', owner.headers, declare());
    const list = await post('/api/forward-requests/list', owner.headers, { page: 1 });
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((i: { slug: string }) => i.slug)).toEqual([second.body.slug, first.body.slug]);
    expect(list.body.items[0]).toMatchObject({ status: 'declared', next_action: 'wait', total: null });

    const other = await userWithBalance(db);
    expect((await post('/api/forward-requests/list', other.headers, { page: 1 })).body).toEqual({
      items: [],
      total: 0,
    });
    const foreign = await post('/api/forward-requests/get', other.headers, { slug: first.body.slug });
    const missing = await post('/api/forward-requests/get', other.headers, { slug: 'no-such-request' });
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(missing.body);
    expect(Object.keys(foreign.body.fields)).toEqual(['slug']);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const owner = await userWithBalance(db);
    const cases: Array<[object, string]> = [
      [{ contents: 'x'.repeat(501) }, 'contents'],
      [{ shop_name: '' }, 'shop_name'],
      [{ inbound_tracking: '<script>' }, 'inbound_tracking'],
      [{ declared_value: 0 }, 'declared_value'],
      [{ declared_value: 100_001 }, 'declared_value'],
    ];
    for (const [override, field] of cases) {
      const refused = await post(
        '/api/forward-requests/declare',
        owner.headers,
        declare(randomUUID(), override),
      );
      expect(refused.status, field).toBe(400);
      expect(Object.keys(refused.body.fields ?? {}), field).toContain(field);
    }
    expect((await post('/api/forward-requests/list', owner.headers, { page: 1 })).body.total).toBe(0);
  });
});

describe('choosing shipping', () => {
  it('prices air and sea by the shipping rule plus the door courier; only apply keeps it', async () => {
    const owner = await userWithBalance(db);
    const { slug } = await forwardRequestIn(db, owner.id, 'arrived');
    // 2.2 kg, 30×20×10 cm → chargeable 2.5 kg both ways: air 2.5 × 9.50 = 23.75; sea 2.5 × 3.20 = 8 → minimum 25.
    const preview = await post('/api/forward-requests/shipping', owner.headers, choose(slug, 'sea', false));
    expect(preview.body).toMatchObject({
      applied: false,
      options: {
        air: { price: 23.75, chargeable_weight_kg: 2.5 },
        sea: { price: 25, chargeable_weight_kg: 2.5 },
      },
      totals: { shipping: 25, delivery_fee: 4.99, total: 29.99 },
    });
    expect((await post('/api/forward-requests/get', owner.headers, { slug })).body.totals).toBeNull();
    // To the US (zone × 1.6): air 2.5 × 9.50 × 1.6 = 38.
    const us = { ...LT_ADDRESS, country_id: 8 };
    const applied = await post(
      '/api/forward-requests/shipping',
      owner.headers,
      choose(slug, 'air', true, us),
    );
    expect(applied.body).toMatchObject({
      applied: true,
      totals: { shipping: 38, delivery_fee: 4.99, total: 42.99 },
    });
    const detail = await post('/api/forward-requests/get', owner.headers, { slug });
    expect(detail.body).toMatchObject({
      shipping_method: 'air',
      address: { country_id: 8, city: 'Vilnius' },
      totals: { total: 42.99 },
      can_pay: true,
      can_choose_shipping: true,
      parcel: { ...PARCEL, photo_notes: null },
    });
    expect(detail.body.shipping_options.air.price).toBe(38);
  });

  it('refuses a country forwarding does not serve, another user’s saved address, a request not arrived', async () => {
    const owner = await userWithBalance(db);
    const arrived = await forwardRequestIn(db, owner.id, 'arrived');
    const far = await post(
      '/api/forward-requests/shipping',
      owner.headers,
      choose(arrived.slug, 'air', true, { ...LT_ADDRESS, country_id: 99 }),
    );
    expect(far.status).toBe(400);
    expect(Object.keys(far.body.fields)).toEqual(['address.country_id']);
    const [saved] = await db.query<{ id: number }>(
      `INSERT INTO delivery_addresses (user_id, first_name, last_name, first_address, city, zip, phone_number, country_id)
       VALUES (1, 'A', 'B', 'C', 'D', 'E', '+370 600 00000', 1) RETURNING id`,
    );
    const foreign = await post(
      '/api/forward-requests/shipping',
      owner.headers,
      choose(arrived.slug, 'air', true, { ...LT_ADDRESS, id: saved!.id }),
    );
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.fields)).toEqual(['address.id']);
    for (const status of ['declared', 'paid', 'cancelled'] as const) {
      const request = await forwardRequestIn(db, owner.id, status);
      const refused = await post(
        '/api/forward-requests/shipping',
        owner.headers,
        choose(request.slug, 'air', true),
      );
      expect(refused.status, status).toBe(409);
      expect(Object.keys(refused.body.fields), status).toEqual(['status']);
    }
  });
});

describe('paying', () => {
  it('by the balance: paid at once, one rel_type 1 row FR + id, once per key and never twice', async () => {
    const owner = await userWithBalance(db, 50);
    const { id, slug } = await forwardRequestIn(db, owner.id, 'arrived');
    const early = await post('/api/forward-requests/pay', owner.headers, pay(slug, 4));
    expect(early.status).toBe(409);
    expect(Object.keys(early.body.fields)).toEqual(['shipping_method']);
    await post('/api/forward-requests/shipping', owner.headers, choose(slug, 'air', true));
    const key = randomUUID();
    const paid = await post('/api/forward-requests/pay', owner.headers, pay(slug, 4, key));
    expect(paid.body).toEqual({ forward_request_id: id, paid: true, redirect_url: null });
    expect((await post('/api/forward-requests/pay', owner.headers, pay(slug, 4, key))).body).toEqual(
      paid.body,
    );
    const again = await post('/api/forward-requests/pay', owner.headers, pay(slug, 4));
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.fields)).toEqual(['status']);
    expect(await historyRows(db, owner.id)).toEqual([
      expect.objectContaining({
        rel_type: TransactionRelType.FORWARD_REQUEST,
        rel_id: id,
        starting_balance: 50,
        end_balance: 21.26,
        amount: -28.74,
        payment_processor_transaction_id: `FR${id}`,
      }),
    ]);
    const detail = await post('/api/forward-requests/get', owner.headers, { slug });
    expect(detail.body).toMatchObject({
      status: 'paid',
      can_pay: false,
      can_choose_shipping: false,
      balance_available: 21.26,
    });
    expect(detail.body.timeline.map((e: { status: string }) => e.status)).toEqual(['paid']);
    const history = await post('/api/balance/get-history', owner.headers, { page: 1 });
    expect(balanceOrderNumber(history.body.items[0])).toBe(`FR${id}`);
    // The row names the request's page, which the history links its number to.
    expect(history.body.items[0].forward_request_slug).toBe(slug);
  });

  it('by the balance when it does not cover the total: 409 naming payment_method_id, nothing written', async () => {
    const owner = await userWithBalance(db, 10);
    const { slug } = await forwardRequestIn(db, owner.id, 'arrived');
    await post('/api/forward-requests/shipping', owner.headers, choose(slug, 'air', true));
    const refused = await post('/api/forward-requests/pay', owner.headers, pay(slug, 4));
    expect(refused.status).toBe(409);
    // The method the shopper chose is what cannot be honoured, as for orders, quotes and invoices.
    expect(refused.body.fields).toEqual({ payment_method_id: FORWARD_REQUEST_MESSAGES.balanceInsufficient });
    expect(await historyRows(db, owner.id)).toEqual([]);
    expect((await post('/api/forward-requests/get', owner.headers, { slug })).body.status).toBe('arrived');
  });

  it('by a provider: paid only on the signed notification, back on the request’s page; one open payment', async () => {
    const owner = await userWithBalance(db, 0);
    const { id, slug } = await forwardRequestIn(db, owner.id, 'arrived');
    await post('/api/forward-requests/shipping', owner.headers, choose(slug, 'air', true));
    sandbox.deliverNotifications = false;
    const asked = await post('/api/forward-requests/pay', owner.headers, pay(slug, 1));
    expect(asked.body).toMatchObject({ forward_request_id: id, paid: false });
    // The same provider again resumes the open payment; another one while it is open is refused.
    expect((await post('/api/forward-requests/pay', owner.headers, pay(slug, 1))).body.redirect_url).toBe(
      asked.body.redirect_url,
    );
    const other = await post('/api/forward-requests/pay', owner.headers, pay(slug, 2));
    expect(other.status).toBe(409);
    expect(Object.keys(other.body.fields)).toEqual(['payment_method_id']);
    // The page learns which method is open, so it can offer to continue that payment.
    const open = await post('/api/forward-requests/get', owner.headers, { slug });
    expect(open.body.open_payment_method_id).toBe(1);
    const change = await post('/api/forward-requests/shipping', owner.headers, choose(slug, 'sea', true));
    expect(change.status).toBe(409);
    expect(Object.keys(change.body.fields)).toEqual(['status']);
    const back = await shopperAtProvider(sandbox, asked.body.redirect_url, 'pay');
    expect(back).toBe(`http://lt.localhost:3000/en/forwarding/${slug}?payment=accept`);
    const [payment] = await db.query<{ id: number; amount: number }>(
      'SELECT id, amount::float8 AS amount FROM payments WHERE forward_request_id = $1',
      [id],
    );
    expect(payment?.amount).toBe(28.74);
    const [before] = await db.query<{ status: string }>('SELECT status FROM forward_requests WHERE id = $1', [
      id,
    ]);
    expect(before?.status).toBe('arrived');
    expect((await notify(app, db, payment!.id, 'succeeded')).statusCode).toBe(200);
    sandbox.deliverNotifications = true;
    const settled = await post('/api/forward-requests/get', owner.headers, { slug });
    expect(settled.body).toMatchObject({ status: 'paid', open_payment_method_id: null });
    // The provider's money passes through the balance under FR + id: in with the provider's name, then out.
    expect(await historyRows(db, owner.id)).toEqual([
      expect.objectContaining({ rel_type: 1, rel_id: id, starting_balance: 0, amount: 28.74 }),
      expect.objectContaining({ rel_type: 1, rel_id: id, amount: -28.74, end_balance: 0 }),
    ]);
    const history = await post('/api/balance/get-history', owner.headers, { page: 1 });
    expect(history.body.items.map(balanceOrderNumber)).toEqual([`FR${id}`, `FR${id}`]);
    expect(
      history.body.items.map((row: { forward_request_slug: string | null }) => row.forward_request_slug),
    ).toEqual([slug, slug]);
  });
});

describe('the transition table, through the operator API and paying', () => {
  const moves = ['arrived', 'shipped', 'delivered', 'cancelled'] as const;
  const cases = FORWARD_REQUEST_STATUSES.flatMap((from) => moves.map((to) => [from, to] as const));
  it.each(cases)('%s → %s', async (from, to) => {
    const owner = await userWithBalance(db);
    const { id, number } = await forwardRequestIn(db, owner.id, from);
    const body =
      to === 'arrived'
        ? { status: to, parcel: PARCEL, photo_notes: 'Box dented on one corner' }
        : { status: to };
    const answer = await operate(number, body);
    const allowed = FORWARD_REQUEST_TRANSITIONS[from as ForwardRequestStatus].includes(to);
    const [row] = await db.query<{ status: string }>('SELECT status FROM forward_requests WHERE id = $1', [
      id,
    ]);
    if (allowed) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ number, status: to });
      expect(row?.status).toBe(to);
    } else {
      expect(answer.status).toBe(409);
      expect(Object.keys(answer.body.fields)).toEqual(['status']);
      expect(row?.status).toBe(from);
    }
  });

  it.each(FORWARD_REQUEST_STATUSES)('%s → paid (the shopper pays)', async (from) => {
    const owner = await userWithBalance(db, 100);
    const { slug } = await forwardRequestIn(db, owner.id, from);
    // A price on the request, so only its status decides.
    await db.query(
      'UPDATE forward_requests SET shipping = 21, delivery_fee = 4.99, total = 25.99 WHERE slug = $1',
      [slug],
    );
    const answer = await post('/api/forward-requests/pay', owner.headers, pay(slug, 4));
    if (from === 'arrived') expect(answer.body.paid).toBe(true);
    else {
      expect(answer.status).toBe(409);
      expect(Object.keys(answer.body.fields)).toEqual(['status']);
    }
  });

  it('the table is the design’s: declared → arrived|cancelled, arrived → paid|cancelled, paid → shipped → delivered', () => {
    expect(FORWARD_REQUEST_TRANSITIONS).toEqual({
      declared: ['arrived', 'cancelled'],
      arrived: ['paid', 'cancelled'],
      paid: ['shipped'],
      shipped: ['delivered'],
      delivered: [],
      cancelled: [],
    });
  });
});

describe('the operator’s moves', () => {
  it('arrived keeps the parcel and mails; shipped gives a tracking number, mails once, and is tracked publicly', async () => {
    const owner = await userWithBalance(db, 100);
    const declared = await post('/api/forward-requests/declare', owner.headers, declare());
    const number = declared.body.number as string;
    const slug = declared.body.slug as string;
    const noParcel = await operate(number, { status: 'arrived' });
    expect(noParcel.status).toBe(400);
    const arrived = await operate(number, {
      status: 'arrived',
      parcel: PARCEL,
      photo_notes: 'Two boxes taped together',
    });
    expect(arrived.body).toEqual({ number, status: 'arrived', tracking_number: null });
    const detail = await post('/api/forward-requests/get', owner.headers, { slug });
    expect(detail.body).toMatchObject({
      status: 'arrived',
      parcel: { ...PARCEL, photo_notes: 'Two boxes taped together' },
      can_choose_shipping: true,
    });
    await post('/api/forward-requests/shipping', owner.headers, choose(slug, 'sea', true));
    await post('/api/forward-requests/pay', owner.headers, pay(slug, 4));
    const key = randomUUID();
    const ship = () =>
      post(
        `/operator/forward-requests/${number.toLowerCase()}/status`,
        { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}`, 'x-operator': 'wes' },
        { client_key: key, status: 'shipped' },
      );
    const shipped = await ship();
    expect(shipped.body.tracking_number).toMatch(/^TRK[A-Z2-9]{12}$/);
    expect(await ship()).toEqual(shipped);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const kinds = mailer.sent.filter((m) => m.text.includes(number)).map((m) => m.kind);
    expect(kinds).toEqual(['forward-request-declared', 'forward-request-arrived', 'forward-request-shipped']);
    const shippedMail = mailer.sent.find(
      (m) => m.kind === 'forward-request-shipped' && m.text.includes(number),
    );
    expect(shippedMail?.link).toBe(`http://lt.localhost:3000/lt/tracking/${shipped.body.tracking_number}`);
    const tracked = await post(
      '/api/tracking/get',
      { 'content-type': 'application/json' },
      { number: shipped.body.tracking_number },
    );
    expect(tracked.body).toMatchObject({ tracking_number: shipped.body.tracking_number, status: 'shipped' });
    const events = await db.query<{ status: string; actor: string | null }>(
      'SELECT status, actor FROM forward_request_events WHERE forward_request_id = $1 ORDER BY id',
      [declared.body.id],
    );
    expect(events).toEqual([
      { status: 'declared', actor: null },
      { status: 'arrived', actor: 'wes' },
      { status: 'paid', actor: null },
      { status: 'shipped', actor: 'wes' },
    ]);
    expect((await operate('FR2000000000', { status: 'delivered' })).status).toBe(404);
  });
});
