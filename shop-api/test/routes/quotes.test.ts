// Quotes on the shop-api (PGlite, the sandbox provider): the order form's request (once per key), My quotes, a
// quote's page (its owner only: another's is the same 404 as a missing one), answering questions, recalculating,
// paying by card through the sandbox (back on /{locale}/quotes/{slug}?payment=…) or by the balance (one rel_type 0
// row naming the quote), and create-order links.
import { randomUUID } from 'node:crypto';
import { QUOTE_MESSAGES, quoteTotals, shippingOptions, TransactionRelType } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../../src/sandbox-provider/app.js';
import { appWithSandbox, historyRows, notify, userWithBalance } from '../helpers/balance-fixtures.js';
import { shopperAtProvider } from '../helpers/checkout-fixtures.js';
import {
  askIt,
  PARCEL,
  priceIt,
  quoteAddress,
  quoteRequestBody,
  requestedQuote,
} from '../helpers/quote-fixtures.js';

let t: Awaited<ReturnType<typeof appWithSandbox>>;
let app: FastifyInstance;
let sandbox: SandboxProvider;
let db: typeof t.db;
let post: typeof t.post;

const OPERATOR_TOKEN = 'operator-token-for-the-quote-payments-1';
beforeAll(async () => {
  t = await appWithSandbox({ operatorToken: OPERATOR_TOKEN });
  ({ app, sandbox, db, post } = t);
});
afterAll(() => t.close());

const pay = (slug: string, method: number, key = randomUUID()) => ({
  slug,
  payment_method_id: method,
  language_id: 1,
  idempotency_key: key,
});

describe('quotes/request', () => {
  it('makes a requested quote with an estimate from the shipping rule, once per idempotency key', async () => {
    const shopper = await userWithBalance(db);
    const key = randomUUID();
    const made = await post('/api/quotes/request', shopper.headers, quoteRequestBody(key));
    expect(made.status).toBe(200);
    const quote = made.body;
    expect(quote).toMatchObject({
      number: `QU${quote.id}`,
      status: 'requested',
      origin: 'request',
      shipping_method: 'air',
      totals: null,
      next_action: 'wait',
      can_pay: false,
      currency: 'EUR',
      address: { ...quoteAddress, id: 0 },
      site: 'lt',
      tracking: { quoteId: `qu${quote.id}`, paymentType: '' },
    });
    expect(quote.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(quote.lines.map((l: { name: string; unit_price: null }) => [l.name, l.unit_price])).toEqual([
      ['Trail shoes', null],
      ['Rain jacket', null],
    ]);
    expect(quote.lines[1].options).toEqual({ size: 'M', colour: 'blue', notes: 'the hooded one' });
    // 3 units → a 3 kg, 30×20×30 parcel; by air 18 000 cm³ / 5000 = 3.6 kg volumetric → 4 kg × 9.50 = 38 to LT;
    // the fee 8 % of 129.90 = 10.39.
    const air = shippingOptions({ weight_kg: 3, length_cm: 30, width_cm: 20, height_cm: 30 }, 'LT').air.price;
    expect(air).toBe(38);
    expect(quote.estimate).toEqual(
      quoteTotals({
        lines: [
          { quantity: 1, unit_price: 59.9 },
          { quantity: 2, unit_price: 35 },
        ],
        shipping: air,
        delivery_fee: 0,
      }),
    );
    expect(quote.estimate.total).toBe(178.29);
    expect(quote.timeline.map((e: { status: string }) => e.status)).toEqual(['requested']);

    const replay = await post('/api/quotes/request', shopper.headers, quoteRequestBody(key));
    expect(replay.body.slug).toBe(quote.slug);
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM quotes WHERE user_id = $1',
      [shopper.id],
    );
    expect(count?.n).toBe(1);
  });

  it('takes a local courier and its fee; refuses one that does not exist, naming it', async () => {
    const shopper = await userWithBalance(db);
    const withCourier = await post('/api/quotes/request', shopper.headers, {
      ...quoteRequestBody(),
      delivery: { local_delivery_type: 'courier' },
    });
    expect(withCourier.body.delivery).toEqual({ local_delivery_type: 'courier', parcelshop_id: null });
    expect(withCourier.body.estimate.delivery_fee).toBe(4.99);
    const bad = await post('/api/quotes/request', shopper.headers, {
      ...quoteRequestBody(),
      delivery: { local_delivery_type: 'drone' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['delivery.local_delivery_type']);
    const noPoint = await post('/api/quotes/request', shopper.headers, {
      ...quoteRequestBody(),
      delivery: { local_delivery_type: 'parcel_locker' },
    });
    expect(Object.keys(noPoint.body.fields)).toEqual(['delivery.parcelshop_id']);
  });

  it('is refused signed out (401) and for a link that is not http(s) (400 naming the line’s url)', async () => {
    const anonymous = await post(
      '/api/quotes/request',
      { 'content-type': 'application/json' },
      quoteRequestBody(),
    );
    expect(anonymous.status).toBe(401);
    const shopper = await userWithBalance(db);
    const body = quoteRequestBody();
    const [first, ...rest] = body.lines;
    body.lines = [{ ...first, url: 'file:///etc/passwd' }, ...rest] as typeof body.lines;
    const bad = await post('/api/quotes/request', shopper.headers, body);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'lines.0.url': 'validation.url' });
  });
});

describe('quotes/list and quotes/get', () => {
  it('lists the user’s own quotes newest first, with what to do next; this_store only the site asked on', async () => {
    const shopper = await userWithBalance(db);
    const first = await requestedQuote(post, shopper.headers);
    const second = await requestedQuote(post, shopper.headers);
    await priceIt(db, second.id);
    const other = await userWithBalance(db);
    await requestedQuote(post, other.headers);
    const list = await post('/api/quotes/list', shopper.headers, { page: 1 });
    expect(list.body.total).toBe(2);
    expect(
      list.body.items.map((q: { slug: string; status: string; next_action: string }) => [
        q.slug,
        q.status,
        q.next_action,
      ]),
    ).toEqual([
      [second.slug, 'priced', 'pay'],
      [first.slug, 'requested', 'wait'],
    ]);
    expect(list.body.items[0]).toMatchObject({
      number: `QU${second.id}`,
      total: 187.79,
      lines_count: 2,
      site: 'lt',
    });
    const onLv = await post(
      '/api/quotes/list',
      { ...shopper.headers, host: 'lv.localhost:3000' },
      {
        page: 1,
        scope: 'this_store',
      },
    );
    expect(onLv.body).toEqual({ items: [], total: 0 });
    const allFromLv = await post(
      '/api/quotes/list',
      { ...shopper.headers, host: 'lv.localhost:3000' },
      { page: 1 },
    );
    expect(allFromLv.body.total).toBe(2);
  });

  it('shows a quote to its owner only: another user’s is the same 404 naming slug as a missing one', async () => {
    const owner = await userWithBalance(db);
    const { slug } = await requestedQuote(post, owner.headers);
    const other = await userWithBalance(db);
    const foreign = await post('/api/quotes/get', other.headers, { slug });
    const missing = await post('/api/quotes/get', other.headers, { slug: 'no-such-quote' });
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(missing.body);
    expect(Object.keys(foreign.body.fields)).toEqual(['slug']);
    for (const url of ['/api/quotes/answer', '/api/quotes/recalculate', '/api/quotes/pay']) {
      const body =
        url === '/api/quotes/answer'
          ? { slug, answers: [{ question_id: 1, answer: 'x' }] }
          : url === '/api/quotes/pay'
            ? pay(slug, 4)
            : { slug, shipping_method: 'sea', apply: true };
      expect((await post(url, other.headers, body)).status, url).toBe(404);
    }
  });
});

describe('quotes/answer', () => {
  it('answers the operator’s questions: back to requested; an unknown question is a 400 naming answers', async () => {
    const shopper = await userWithBalance(db);
    const { id, slug } = await requestedQuote(post, shopper.headers);
    const asked = await askIt(db, id, ['Which size?', 'Black or white?']);
    const waiting = await post('/api/quotes/get', shopper.headers, { slug });
    expect(waiting.body).toMatchObject({ status: 'needs_info', next_action: 'answer', can_answer: true });
    const [size, colour] = asked.questions;
    const unknown = await post('/api/quotes/answer', shopper.headers, {
      slug,
      answers: [{ question_id: 999_999, answer: '42' }],
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['answers']);
    const answered = await post('/api/quotes/answer', shopper.headers, {
      slug,
      answers: [
        { question_id: size?.id, answer: '42' },
        { question_id: colour?.id, answer: 'Black' },
      ],
    });
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe('requested');
    expect(answered.body.questions.map((q: { answer: string }) => q.answer)).toEqual(['42', 'Black']);
    expect(answered.body.timeline.map((e: { status: string }) => e.status)).toEqual([
      'requested',
      'needs_info',
      'requested',
    ]);
    const again = await post('/api/quotes/answer', shopper.headers, {
      slug,
      answers: [{ question_id: size?.id, answer: '43' }],
    });
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.fields)).toEqual(['status']);
  });
});

describe('quotes/recalculate', () => {
  it('prices air and sea from the weighed parcel; apply makes the choice the quote’s', async () => {
    const shopper = await userWithBalance(db);
    const { id, slug } = await requestedQuote(post, shopper.headers);
    await priceIt(db, id);
    const options = shippingOptions(PARCEL, 'PL');
    const look = await post('/api/quotes/recalculate', shopper.headers, {
      slug,
      shipping_method: 'sea',
      address: { ...quoteAddress, country_id: 4 },
      apply: false,
    });
    expect(look.status).toBe(200);
    expect(look.body.applied).toBe(false);
    expect(look.body.options).toEqual({ air: options.air.price, sea: options.sea.price });
    expect(look.body.totals.shipping).toBe(options.sea.price);
    expect((await post('/api/quotes/get', shopper.headers, { slug })).body.shipping_method).toBe('air');
    const applied = await post('/api/quotes/recalculate', shopper.headers, {
      slug,
      shipping_method: 'sea',
      address: { ...quoteAddress, country_id: 4 },
      apply: true,
    });
    expect(applied.body.applied).toBe(true);
    const after = await post('/api/quotes/get', shopper.headers, { slug });
    expect(after.body).toMatchObject({
      shipping_method: 'sea',
      status: 'priced',
      address: { country_id: 4 },
      totals: applied.body.totals,
    });
  });

  it('is refused while a provider payment is pending and for a quote not priced (409)', async () => {
    const shopper = await userWithBalance(db);
    const { id, slug } = await requestedQuote(post, shopper.headers);
    const early = await post('/api/quotes/recalculate', shopper.headers, {
      slug,
      shipping_method: 'sea',
      apply: true,
    });
    expect(early.status).toBe(409);
    expect(Object.keys(early.body.fields)).toEqual(['status']);
    await priceIt(db, id);
    sandbox.deliverNotifications = false;
    await post('/api/quotes/pay', shopper.headers, pay(slug, 1));
    sandbox.deliverNotifications = true;
    const pending = await post('/api/quotes/recalculate', shopper.headers, {
      slug,
      shipping_method: 'sea',
      apply: true,
    });
    expect(pending.status).toBe(409);
  });
});

describe('quotes/pay', () => {
  it('by the balance: paid at once at exactly its total, one rel_type 0 row naming the quote, never twice', async () => {
    const shopper = await userWithBalance(db, 500);
    const { id, slug } = await requestedQuote(post, shopper.headers);
    const { totals } = await priceIt(db, id);
    const key = randomUUID();
    const paid = await post('/api/quotes/pay', shopper.headers, pay(slug, 4, key));
    expect(paid.body).toEqual({ quote_id: id, transaction_id: `qu${id}`, paid: true, redirect_url: null });
    expect((await post('/api/quotes/pay', shopper.headers, pay(slug, 4, key))).body).toEqual(paid.body);
    const twice = await post('/api/quotes/pay', shopper.headers, pay(slug, 4));
    expect(twice.status).toBe(409);
    // The refusal as every other: the translation key as the message and on the field, not "key: paid → paid".
    expect(twice.body).toMatchObject({
      code: 'CONFLICT',
      message: QUOTE_MESSAGES.status,
      fields: { status: QUOTE_MESSAGES.status },
    });
    expect(await historyRows(db, shopper.id)).toEqual([
      expect.objectContaining({
        rel_type: TransactionRelType.QUOTE,
        rel_id: id,
        amount: -totals.total,
        starting_balance: 500,
        payment_processor_name: 'balance',
        payment_processor_transaction_id: `qu${id}`,
      }),
    ]);
    const history = await post('/api/balance/get-history', shopper.headers, { page: 1 });
    expect(history.body.items[0]).toMatchObject({ rel_type: 0, rel_id: id, quote_slug: slug });
    const view = await post('/api/quotes/get', shopper.headers, { slug });
    expect(view.body).toMatchObject({
      status: 'paid',
      next_action: 'wait',
      can_pay: false,
      balance_available: Math.round((500 - totals.total) * 100) / 100,
      tracking: { paymentType: 'balance' },
    });
  });

  it('by the balance when it does not cover the total: 409 naming payment_method_id, nothing written', async () => {
    const shopper = await userWithBalance(db, 20);
    const { id, slug } = await requestedQuote(post, shopper.headers);
    await priceIt(db, id);
    const refused = await post('/api/quotes/pay', shopper.headers, pay(slug, 4));
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.fields)).toEqual(['payment_method_id']);
    expect(await historyRows(db, shopper.id)).toEqual([]);
  });

  it('by card: through the sandbox, back on /en/quotes/{slug}?payment=accept, paid on the notification', async () => {
    const shopper = await userWithBalance(db, 0);
    const { id, slug } = await requestedQuote(post, shopper.headers);
    const { totals } = await priceIt(db, id);
    sandbox.deliverNotifications = false;
    const asked = await post('/api/quotes/pay', shopper.headers, pay(slug, 1));
    expect(asked.body).toMatchObject({ quote_id: id, transaction_id: `qu${id}`, paid: false });
    // The same provider again resumes the payment; another one while it is pending is refused.
    const resumed = await post('/api/quotes/pay', shopper.headers, pay(slug, 1));
    expect(resumed.body.redirect_url).toBe(asked.body.redirect_url);
    const other = await post('/api/quotes/pay', shopper.headers, pay(slug, 2));
    expect(other.status).toBe(409);
    expect(Object.keys(other.body.fields)).toEqual(['payment_method_id']);
    const back = await shopperAtProvider(sandbox, asked.body.redirect_url, 'pay');
    expect(back).toBe(`http://lt.localhost:3000/en/quotes/${slug}?payment=accept`);
    const [payment] = await db.query<{ id: number; amount: number }>(
      'SELECT id, amount::float8 AS amount FROM payments WHERE quote_id = $1',
      [id],
    );
    expect(payment?.amount).toBe(totals.total);
    expect((await notify(app, db, payment?.id ?? 0, 'succeeded')).statusCode).toBe(200);
    sandbox.deliverNotifications = true;
    const view = await post('/api/quotes/get', shopper.headers, { slug });
    expect(view.body.status).toBe('paid');
    expect(view.body.payments).toEqual([
      expect.objectContaining({ payment_processor_id: 1, status: 'succeeded' }),
    ]);
    expect(view.body.tracking.paymentType).not.toBe('');
    // The card's money passes through the balance (§3: the quote's row is QU + id): in, then out, net nothing.
    const passThrough = [
      expect.objectContaining({
        rel_type: TransactionRelType.QUOTE,
        rel_id: id,
        starting_balance: 0,
        amount: totals.total,
        payment_processor_name: expect.any(String),
        payment_processor_transaction_id: expect.any(String),
      }),
      expect.objectContaining({
        rel_type: TransactionRelType.QUOTE,
        rel_id: id,
        amount: -totals.total,
        end_balance: 0,
        payment_processor_name: null,
      }),
    ];
    expect(await historyRows(db, shopper.id)).toEqual(passThrough);
    // A replayed notification settles nothing again.
    expect((await notify(app, db, payment?.id ?? 0, 'succeeded')).statusCode).toBe(200);
    expect(await historyRows(db, shopper.id)).toEqual(passThrough);
    const history = await post('/api/balance/get-history', shopper.headers, { page: 1 });
    expect(history.body.items.map((row: { quote_slug: string | null }) => row.quote_slug)).toEqual([
      slug,
      slug,
    ]);
  });

  it('a declined card leaves it priced and payable; back on ?payment=decline', async () => {
    const shopper = await userWithBalance(db, 0);
    const { id, slug } = await requestedQuote(post, shopper.headers);
    await priceIt(db, id);
    const asked = await post('/api/quotes/pay', shopper.headers, pay(slug, 1));
    const back = await shopperAtProvider(sandbox, asked.body.redirect_url, 'decline');
    expect(back).toBe(`http://lt.localhost:3000/en/quotes/${slug}?payment=decline`);
    let view = await post('/api/quotes/get', shopper.headers, { slug });
    for (let i = 0; i < 40 && view.body.payments[0]?.status === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      view = await post('/api/quotes/get', shopper.headers, { slug });
    }
    expect(view.body).toMatchObject({ status: 'priced', can_pay: true });
    expect(view.body.payments[0].status).toBe('declined');
  });

  it('a card payment the shopper declined is asked of the provider first: the balance may then pay', async () => {
    const shopper = await userWithBalance(db, 500);
    const { id, slug } = await requestedQuote(post, shopper.headers);
    await priceIt(db, id);
    sandbox.deliverNotifications = false;
    const asked = await post('/api/quotes/pay', shopper.headers, pay(slug, 1));
    await shopperAtProvider(sandbox, asked.body.redirect_url, 'decline');
    sandbox.deliverNotifications = true;
    const paid = await post('/api/quotes/pay', shopper.headers, pay(slug, 4));
    expect(paid.body.paid).toBe(true);
    const payments = await db.query<{ provider_id: number; status: string }>(
      'SELECT provider_id, status FROM payments WHERE quote_id = $1 ORDER BY id',
      [id],
    );
    expect(payments).toEqual([
      { provider_id: 1, status: 'declined' },
      { provider_id: 4, status: 'succeeded' },
    ]);
  });

  it('cancelled by the operator while a card payment is open: that payment is cancelled at the provider', async () => {
    const shopper = await userWithBalance(db, 0);
    const { id, slug } = await requestedQuote(post, shopper.headers);
    await priceIt(db, id);
    const asked = await post('/api/quotes/pay', shopper.headers, pay(slug, 1));
    expect(asked.body.redirect_url).toMatch(/^http/);
    const cancelled = await post(
      `/operator/quotes/QU${id}/status`,
      { authorization: `Bearer ${OPERATOR_TOKEN}`, 'x-operator': 'ana', 'content-type': 'application/json' },
      { client_key: randomUUID(), status: 'cancelled' },
    );
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    const [payment] = await db.query<{ status: string }>('SELECT status FROM payments WHERE quote_id = $1', [
      id,
    ]);
    expect(payment?.status).toBe('cancelled');
    expect((await post('/api/quotes/get', shopper.headers, { slug })).body).toMatchObject({
      status: 'cancelled',
      can_pay: false,
      next_action: 'none',
    });
  });

  it('cannot be paid before it is priced nor after it expires (409 naming status)', async () => {
    const shopper = await userWithBalance(db, 500);
    const { id, slug } = await requestedQuote(post, shopper.headers);
    const early = await post('/api/quotes/pay', shopper.headers, pay(slug, 4));
    expect(early.status).toBe(409);
    expect(Object.keys(early.body.fields)).toEqual(['status']);
    await priceIt(db, id);
    await db.query("UPDATE quotes SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
    const late = await post('/api/quotes/pay', shopper.headers, pay(slug, 4));
    expect(late.status).toBe(409);
    expect(Object.keys(late.body.fields)).toEqual(['status']);
    expect((await post('/api/quotes/get', shopper.headers, { slug })).body).toMatchObject({
      can_pay: false,
      next_action: 'none',
    });
    expect(await historyRows(db, shopper.id)).toEqual([]);
  });
});

describe('create-order links', () => {
  async function offer(): Promise<string> {
    const { createOffer } = await import('../../src/services/quotes/operator-quotes.js');
    const made = await db.transaction((tx) =>
      createOffer(
        tx,
        {
          email: 'offer@example.test',
          lines: [{ url: 'https://shop.example.com/lamp', name: 'Desk lamp', quantity: 2, unit_price: 40 }],
          shipping_method: 'air',
          basis: { parcel: PARCEL },
          expiry_days: 7,
          comment: 'As we discussed in the chat',
        },
        'test-operator',
      ),
    );
    return made.slug;
  }

  it('anyone with the link sees the offer; a signed-in shopper accepts it; then it is a 404 for everyone', async () => {
    const slug = await offer();
    const view = await post('/api/create-order/get', { 'content-type': 'application/json' }, { slug });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      slug,
      can_accept: true,
      shipping_method: 'air',
      shipping_country: 'LT',
      comment: 'As we discussed in the chat',
      // PARCEL by air: 40×30×20 / 5000 = 4.8 → 5 kg × 9.50 = 47.50 to LT; 8 % of 80 = 6.40.
      totals: { value: 80, shipping: 47.5, service_fee: 6.4, total: 133.9 },
    });
    const anonymous = await post(
      '/api/create-order/accept',
      { 'content-type': 'application/json' },
      {
        slug,
        address: quoteAddress,
      },
    );
    expect(anonymous.status).toBe(401);
    const shopper = await userWithBalance(db);
    const accepted = await post('/api/create-order/accept', shopper.headers, {
      slug,
      address: { ...quoteAddress, country_id: 8 },
    });
    expect(accepted.status).toBe(200);
    // Priced again to the US (zone 1.6): 5 kg × 9.50 × 1.6 = 76.
    expect(accepted.body).toMatchObject({ slug, status: 'priced', origin: 'offer', next_action: 'pay' });
    expect(accepted.body.totals).toMatchObject({ shipping: 76, total: 162.4 });
    expect((await post('/api/quotes/list', shopper.headers, { page: 1 })).body.items[0].slug).toBe(slug);
    const gone = await post('/api/create-order/get', { 'content-type': 'application/json' }, { slug });
    expect(gone.status).toBe(404);
    const second = await userWithBalance(db);
    expect(
      (await post('/api/create-order/accept', second.headers, { slug, address: quoteAddress })).status,
    ).toBe(404);
    expect((await post('/api/quotes/get', second.headers, { slug })).status).toBe(404);
  });

  it('an expired offer can be seen, not accepted', async () => {
    const slug = await offer();
    await db.query("UPDATE quotes SET expires_at = now() - interval '1 minute' WHERE slug = $1", [slug]);
    const view = await post('/api/create-order/get', { 'content-type': 'application/json' }, { slug });
    expect(view.body.can_accept).toBe(false);
    const shopper = await userWithBalance(db);
    const refused = await post('/api/create-order/accept', shopper.headers, { slug, address: quoteAddress });
    expect(refused.status).toBe(409);
  });
});

describe('forwarding/calculate', () => {
  it('prices a parcel by air and sea with the shipping rule', async () => {
    const parcel = { weight_kg: 2.2, length_cm: 50, width_cm: 40, height_cm: 30 };
    const answer = await post(
      '/api/forwarding/calculate',
      { 'content-type': 'application/json' },
      {
        ...parcel,
        country: 'GB',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.options).toEqual(shippingOptions(parcel, 'GB'));
    // 50×40×30 / 5000 = 12 kg volumetric by air: 12 × 9.50 × 1.3 = 148.20.
    expect(answer.body.options.air.price).toBe(148.2);
    expect(answer.body.rates.sea.minimum).toBe(25);
  });
});
