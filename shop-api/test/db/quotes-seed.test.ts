// The demo user's seeded quotes (#27; README's demo table): one in every status a shopper's quote takes, at
// readable slugs, each page readable through the shop with totals that are the shipping rule's; the open ones
// payable until 2030; an open create-order link anyone can view; the balance history untouched.
import { QUOTE_STATUSES } from '@storefront/shared-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_OFFER_SLUG, DEMO_QUOTES } from '../../src/db/seed/quotes.js';
import { demoUsers } from '../../src/db/seed/users.js';
import { createSession } from '../../src/services/auth/sessions.js';
import { chains, historyRows } from '../helpers/balance-fixtures.js';
import { createTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
const demo = demoUsers[0];
beforeAll(async () => {
  t = await createTestApp();
  const token = await createSession(t.database.db, demo.id);
  headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    host: 'lt.localhost:3000',
  };
});
afterAll(() => t.close());

const post = async (url: string, body: object, as = headers) => {
  const res = await t.app.inject({ method: 'POST', url, headers: as, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json() };
};

it('gives the demo user a quote in every status but offered (an offer has no owner until accepted)', async () => {
  const list = await post('/api/quotes/list', { page: 1 });
  expect(list.body.total).toBe(DEMO_QUOTES.length);
  const statuses = new Set(DEMO_QUOTES.map((q) => q.status));
  expect(statuses).toEqual(new Set(QUOTE_STATUSES.filter((s) => s !== 'offered')));
  expect(list.body.items[0]).toMatchObject({
    slug: 'demo-quote-priced-02',
    status: 'priced',
    next_action: 'pay',
  });
});

it.each(DEMO_QUOTES.map((q) => [q.slug, q.status] as const))(
  '%s reads as %s with a timeline ending there',
  async (slug, status) => {
    const quote = await post('/api/quotes/get', { slug });
    expect(quote.status).toBe(200);
    expect(quote.body.status).toBe(status);
    expect(quote.body.timeline.at(-1).status).toBe(status);
    if (quote.body.totals) {
      const { value, service_fee, shipping, delivery_fee, total } = quote.body.totals;
      expect(Math.round((value + service_fee + shipping + delivery_fee) * 100) / 100).toBe(total);
    }
  },
);

it('keeps the priced ones payable (until 2030), one needing an answer, the shipped one tracked', async () => {
  const priced = await post('/api/quotes/get', { slug: 'demo-quote-priced-01' });
  expect(priced.body).toMatchObject({
    can_pay: true,
    can_recalculate: true,
    expires_at: '2030-12-31T21:59:59Z',
  });
  const asking = await post('/api/quotes/get', { slug: 'demo-quote-needs-info-01' });
  expect(asking.body).toMatchObject({ can_answer: true, next_action: 'answer' });
  expect(asking.body.questions).toHaveLength(1);
  const shipped = await post('/api/quotes/get', { slug: 'demo-quote-shipped-01' });
  expect(shipped.body).toMatchObject({ next_action: 'track', tracking_number: 'TRKDEMOQU0000001' });
  expect(shipped.body.payments).toEqual([
    expect.objectContaining({ status: 'succeeded', payment_processor_id: 1 }),
  ]);
  // The quote page links its number to the public tracking page: found there, signed out, in any case.
  const tracked = await post(
    '/api/tracking/get',
    { number: 'trkdemoqu0000001' },
    { 'content-type': 'application/json' },
  );
  expect(tracked).toEqual({
    status: 200,
    body: { tracking_number: 'TRKDEMOQU0000001', status: 'shipped', expected_delivery: null, events: [] },
  });
});

it('has an open create-order link anyone can view', async () => {
  const offer = await post(
    '/api/create-order/get',
    { slug: DEMO_OFFER_SLUG },
    { 'content-type': 'application/json' },
  );
  expect(offer.status).toBe(200);
  expect(offer.body).toMatchObject({ can_accept: true, expires_at: '2030-12-31T21:59:59Z' });
  expect(offer.body.lines).toHaveLength(2);
});

it('leaves the seeded balance history as it was: chained, ending at the demo balance', async () => {
  const rows = await historyRows(t.database.db, demo.id);
  expect(chains(rows)).toBe(true);
  expect(rows.at(-1)?.end_balance).toBe(demo.balance);
});
