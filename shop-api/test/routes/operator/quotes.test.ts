// The operator's quote calls (#27): price (the shipping rule on the weighed parcel, or a flat amount), questions,
// the purchase and shipping steps (a refused move is a 409 naming status), create-order offers; each recorded
// with the operator's name, once per client_key, and mailed to the shopper in the quote's language after it
// committed (a replay mails nothing). Also: the expiry sweep expires priced quotes past their time.
import { randomUUID } from 'node:crypto';
import { shippingOption } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import { userWithBalance } from '../../helpers/balance-fixtures.js';
import { PARCEL, quoteRequestBody } from '../../helpers/quote-fixtures.js';
import { captureMailer, createTestApp, json } from '../../helpers/test-app.js';

const TOKEN = 'operator-token-for-the-quote-tests-01';
let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const mailer = captureMailer();
beforeAll(async () => {
  const test = await createTestApp({ operatorToken: TOKEN, mailer });
  app = test.app;
  db = test.database.db;
  close = test.close;
});
afterAll(() => close());

const operate = async (url: string, body: object) => {
  const res = await app.inject({
    method: 'POST',
    url,
    ...json(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}`, 'x-operator': 'ana' },
  });
  return { status: res.statusCode, body: res.json() };
};
const shop = async (url: string, headers: Record<string, string>, body: object) => {
  const res = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json() };
};
const mailsAbout = (text: string) =>
  mailer.sent.filter((m) => m.text.includes(text) || m.link.includes(text));

async function requested(languageId = 1) {
  const shopper = await userWithBalance(db, 1000);
  const made = await shop('/api/quotes/request', shopper.headers, {
    ...quoteRequestBody(),
    language_id: languageId,
  });
  expect(made.status).toBe(200);
  return { shopper, id: made.body.id as number, slug: made.body.slug as string, lines: made.body.lines };
}

describe('operator quote calls', () => {
  it('prices a quote with the shipping rule; a replay answers the same and mails once', async () => {
    const { shopper, id, slug, lines } = await requested(2);
    await vi.waitFor(() => expect(mailsAbout(`/lt/quotes/${slug}`)).toHaveLength(1));
    expect(mailsAbout(`/lt/quotes/${slug}`)[0]?.kind).toBe('quote-requested');
    const key = randomUUID();
    const body = {
      client_key: key,
      lines: lines.map((l: { id: number }) => ({ id: l.id, unit_price: 50 })),
      parcel: PARCEL,
      expiry_days: 3,
      note: 'Jacket price went down',
    };
    const priced = await operate(`/operator/quotes/QU${id}/price`, body);
    expect(priced.status).toBe(200);
    const shipping = shippingOption(PARCEL, 'air', 'LT').price;
    // 3 × 50 = 150 of goods, 8 % fee = 12.
    expect(priced.body).toMatchObject({
      number: `QU${id}`,
      status: 'priced',
      totals: { value: 150, service_fee: 12, shipping, delivery_fee: 0, total: 162 + shipping },
    });
    const days = (Date.parse(priced.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.1);
    expect(await operate(`/operator/quotes/QU${id}/price`, body)).toEqual(priced);
    await vi.waitFor(() =>
      expect(mailer.sent.filter((m) => m.kind === 'quote-priced' && m.link.includes(slug))).toHaveLength(1),
    );
    const mail = mailer.sent.find((m) => m.kind === 'quote-priced' && m.link.includes(slug));
    expect(mail?.subject).toBe(`Jūsų užklausa QU${id} paruošta apmokėti`);
    const view = await shop('/api/quotes/get', shopper.headers, { slug });
    expect(view.body).toMatchObject({ status: 'priced', note: 'Jacket price went down', parcel: PARCEL });
    expect(view.body.lines.map((l: { unit_price: number }) => l.unit_price)).toEqual([50, 50]);
    const [action] = await db.query<{ operator: string; action: string; target: string }>(
      'SELECT operator, action, target FROM operator_actions WHERE client_key = $1',
      [key],
    );
    expect(action).toEqual({ operator: 'ana', action: 'quote.price', target: `QU${id}` });
  });

  it('refuses a price that leaves a line out (400 naming lines) or gives both parcel and amount', async () => {
    const { id, lines } = await requested();
    const partial = await operate(`/operator/quotes/QU${id}/price`, {
      client_key: randomUUID(),
      lines: [{ id: lines[0].id, unit_price: 10 }],
      shipping_amount: 20,
    });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.fields)).toEqual(['lines']);
    const both = await operate(`/operator/quotes/QU${id}/price`, {
      client_key: randomUUID(),
      lines: lines.map((l: { id: number }) => ({ id: l.id, unit_price: 10 })),
      parcel: PARCEL,
      shipping_amount: 20,
    });
    expect(both.status).toBe(400);
  });

  it('asks questions (needs_info, a mail linking the answers page), then the shopper answers', async () => {
    const { shopper, id, slug } = await requested();
    const asked = await operate(`/operator/quotes/QU${id}/questions`, {
      client_key: randomUUID(),
      questions: ['Which size?'],
    });
    expect(asked.body).toMatchObject({ number: `QU${id}`, status: 'needs_info' });
    await vi.waitFor(() => expect(mailsAbout(`/en/order-additional-info-needed/${slug}`)).toHaveLength(1));
    const answered = await shop('/api/quotes/answer', shopper.headers, {
      slug,
      answers: [{ question_id: asked.body.questions[0].id, answer: '42' }],
    });
    expect(answered.body.status).toBe('requested');
  });

  it('moves a paid quote through purchased, at_warehouse, shipped (tracking, mail) and delivered only', async () => {
    const { shopper, id, slug, lines } = await requested();
    await operate(`/operator/quotes/QU${id}/price`, {
      client_key: randomUUID(),
      lines: lines.map((l: { id: number }) => ({ id: l.id, unit_price: 10 })),
      shipping_amount: 15,
    });
    const early = await operate(`/operator/quotes/QU${id}/status`, {
      client_key: randomUUID(),
      status: 'purchased',
    });
    expect(early.status).toBe(409);
    expect(Object.keys(early.body.fields)).toEqual(['status']);
    const paid = await shop('/api/quotes/pay', shopper.headers, {
      slug,
      payment_method_id: 4,
      language_id: 1,
      idempotency_key: randomUUID(),
    });
    expect(paid.body.paid).toBe(true);
    for (const status of ['purchased', 'at_warehouse']) {
      expect(
        (await operate(`/operator/quotes/QU${id}/status`, { client_key: randomUUID(), status })).status,
      ).toBe(200);
    }
    const shipped = await operate(`/operator/quotes/QU${id}/status`, {
      client_key: randomUUID(),
      status: 'shipped',
      tracking_number: 'LP123456789LT',
    });
    expect(shipped.body).toEqual({ number: `QU${id}`, status: 'shipped', tracking_number: 'LP123456789LT' });
    await vi.waitFor(() =>
      expect(mailer.sent.some((m) => m.kind === 'quote-shipped' && m.text.includes('LP123456789LT'))).toBe(
        true,
      ),
    );
    expect(mailer.sent.some((m) => m.kind === 'quote-paid' && m.link.includes(slug))).toBe(true);
    const cancel = await operate(`/operator/quotes/QU${id}/status`, {
      client_key: randomUUID(),
      status: 'cancelled',
    });
    expect(cancel.status).toBe(409);
    await operate(`/operator/quotes/QU${id}/status`, { client_key: randomUUID(), status: 'delivered' });
    const view = await shop('/api/quotes/get', shopper.headers, { slug });
    expect(view.body).toMatchObject({
      status: 'delivered',
      tracking_number: 'LP123456789LT',
      next_action: 'none',
    });
    expect(view.body.timeline.map((e: { status: string }) => e.status)).toEqual([
      'requested',
      'priced',
      'paid',
      'purchased',
      'at_warehouse',
      'shipped',
      'delivered',
    ]);
  });

  it('makes a create-order offer: a link on the site’s host in its language, mailed to the e-mail given', async () => {
    const offered = await operate('/operator/quote-offers', {
      client_key: randomUUID(),
      email: 'buyer@example.test',
      locale: 'lv',
      lines: [{ url: 'https://shop.example.com/lamp', name: 'Desk lamp', quantity: 1, unit_price: 30 }],
      shipping_method: 'sea',
      shipping_amount: 25,
    });
    expect(offered.status).toBe(200);
    expect(offered.body.link).toMatch(new RegExp(`/lv/create-order/${offered.body.slug}$`));
    // 30 of goods, fee at least 3, 25 shipping.
    expect(offered.body.totals).toEqual({
      value: 30,
      service_fee: 3,
      shipping: 25,
      delivery_fee: 0,
      total: 58,
    });
    await vi.waitFor(() => expect(mailer.sent.some((m) => m.to === 'buyer@example.test')).toBe(true));
    const mail = mailer.sent.find((m) => m.to === 'buyer@example.test');
    expect(mail).toMatchObject({ kind: 'quote-offered', link: offered.body.link });
    const view = await shop(
      '/api/create-order/get',
      { 'content-type': 'application/json' },
      { slug: offered.body.slug },
    );
    expect(view.body).toMatchObject({
      shipping_method: 'sea',
      can_accept: true,
      totals: offered.body.totals,
    });
  });

  it('the expiry sweep expires priced quotes past their time and answers them as expired_quotes', async () => {
    const { shopper, id, slug, lines } = await requested();
    await operate(`/operator/quotes/QU${id}/price`, {
      client_key: randomUUID(),
      lines: lines.map((l: { id: number }) => ({ id: l.id, unit_price: 10 })),
      shipping_amount: 15,
    });
    await db.query("UPDATE quotes SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
    const swept = await operate('/operator/orders/expire', { client_key: randomUUID() });
    expect(swept.body.expired_quotes).toContain(`QU${id}`);
    const view = await shop('/api/quotes/get', shopper.headers, { slug });
    expect(view.body).toMatchObject({ status: 'expired', next_action: 'none', can_pay: false });
  });

  it('is not there without the token', async () => {
    const res = await app.inject({ method: 'POST', url: '/operator/quotes/QU1/price', ...json({}) });
    expect(res.statusCode).toBe(401);
  });
});
