// My orders, an order's page and the parcel lookup on the shop-api (PGlite): pages and filters, 400 naming the
// field, another's order the same 404 as a missing one, the signed link signed out, tracking by number.
import { ORDER_STATUSES } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import { createSession } from '../../../src/services/auth/sessions.js';
import { orderLinkPath } from '../../../src/services/orders/order-link.js';
import { userWithOrders } from '../../helpers/order-fixtures.js';
import { createTestApp, json } from '../../helpers/test-app.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  const test = await createTestApp();
  app = test.app;
  db = test.database.db;
  close = test.close;
});
afterAll(() => close());

const post = async (url: string, body: unknown, token?: string) => {
  const res = await app.inject({
    method: 'POST',
    url,
    ...json(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
};
const page = (n: number, filter: string | null = 'all_orders') => ({
  language_id: 1,
  page: n,
  type_for_filter: filter,
});

describe('POST /api/my-orders/get-my-orders', () => {
  it('pages the user’s orders newest first, 10 a page, with the total', async () => {
    const statuses = [...ORDER_STATUSES, ...ORDER_STATUSES]; // 14 orders
    const { userId, orderIds } = await userWithOrders(db, statuses);
    const token = await createSession(db, userId);
    const first = await post('/api/my-orders/get-my-orders', page(1), token);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(14);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toMatchObject({ number: `OR${orderIds.at(-1)}`, status: 'expired' });
    const second = await post('/api/my-orders/get-my-orders', page(2), token);
    expect(second.body.items.map((o: { id: number }) => o.id)).toEqual(orderIds.slice(0, 4).reverse());
    // The tp variant sends no filter: all of them.
    expect((await post('/api/my-orders/get-my-orders', page(1, null), token)).body.total).toBe(14);
  });

  it('filters: unpaid can be paid, cancelled holds the expired too', async () => {
    const { userId } = await userWithOrders(db, ['unpaid', 'paid', 'processing', 'cancelled', 'expired']);
    const token = await createSession(db, userId);
    const unpaid = await post('/api/my-orders/get-my-orders', page(1, 'unpaid'), token);
    expect(unpaid.body.items).toEqual([
      expect.objectContaining({ status: 'unpaid', can_pay: true, is_paid: false }),
    ]);
    expect((await post('/api/my-orders/get-my-orders', page(1, 'in_progress'), token)).body.total).toBe(2);
    expect((await post('/api/my-orders/get-my-orders', page(1, 'cancelled'), token)).body.total).toBe(2);
  });

  it('refuses a bad page or filter with 400 naming the field, and a signed-out caller with 401', async () => {
    const { userId } = await userWithOrders(db, []);
    const token = await createSession(db, userId);
    const badPage = await post('/api/my-orders/get-my-orders', page(0), token);
    expect(badPage.status).toBe(400);
    expect(badPage.body.fields).toHaveProperty('page');
    const badFilter = await post('/api/my-orders/get-my-orders', page(1, 'everything'), token);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.fields).toHaveProperty('type_for_filter');
    expect((await post('/api/my-orders/get-my-orders', page(1))).status).toBe(401);
  });
});

describe('POST /api/my-orders/get', () => {
  it('answers the owner, and the same 404 for another user’s order and a missing one', async () => {
    const owner = await userWithOrders(db, ['paid']);
    const other = await userWithOrders(db, []);
    const number = `OR${owner.orderIds[0]}`;
    const mine = await post('/api/my-orders/get', { number }, await createSession(db, owner.userId));
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ number, status: 'paid', can_pay: false });
    expect(mine.body.link_path).toMatch(new RegExp(`^/my-orders/${number}\\?token=[A-Za-z0-9_-]{43}$`));
    const theirs = await post('/api/my-orders/get', { number }, await createSession(db, other.userId));
    const missing = await post(
      '/api/my-orders/get',
      { number: 'OR999999' },
      await createSession(db, other.userId),
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
  });

  it('opens with the signed link’s token signed out; an altered or another order’s token is a 404', async () => {
    const owner = await userWithOrders(db, ['unpaid', 'paid']);
    const [first, second] = owner.orderIds as [number, number];
    const token = new URL(await orderLinkPath(db, first), 'http://x').searchParams.get('token') ?? '';
    const signedOut = await post('/api/my-orders/get', { number: `OR${first}`, token });
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toMatchObject({ id: first, can_pay: true, timeline: [] });
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await post('/api/my-orders/get', { number: `OR${first}`, token: altered })).status).toBe(404);
    expect((await post('/api/my-orders/get', { number: `OR${second}`, token })).status).toBe(404);
    expect((await post('/api/my-orders/get', { number: `OR${first}` })).status).toBe(404);
  });

  it('refuses what is not an order number with 400 naming number', async () => {
    const res = await post('/api/my-orders/get', { number: 'QU1' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('number');
  });
});

describe('POST /api/tracking/get', () => {
  it('finds a parcel by tracking number signed out; an order number only for its owner; else the same 404', async () => {
    const owner = await userWithOrders(db, ['shipped']);
    const orderId = owner.orderIds[0];
    await db.query(
      "UPDATE orders SET tracking_number = 'TRKTEST0001', expected_delivery = '2026-12-01' WHERE id = $1",
      [orderId],
    );
    await db.query(
      `INSERT INTO tracking_events (order_id, at, place, status, description) VALUES
        ($1, '2026-11-20T08:00:00Z', 'Vilnius', 'accepted', 'Parcel accepted'),
        ($1, '2026-11-21T09:30:00Z', 'Kaunas', 'in_transit', 'On its way')`,
      [orderId],
    );
    const byTracking = await post('/api/tracking/get', { number: 'trktest0001' });
    expect(byTracking.status).toBe(200);
    expect(byTracking.body).toEqual({
      tracking_number: 'TRKTEST0001',
      status: 'shipped',
      expected_delivery: '2026-12-01',
      events: [
        { at: '2026-11-21T09:30:00Z', place: 'Kaunas', status: 'in_transit', description: 'On its way' },
        { at: '2026-11-20T08:00:00Z', place: 'Vilnius', status: 'accepted', description: 'Parcel accepted' },
      ],
    });
    const byNumber = await post(
      '/api/tracking/get',
      { number: `OR${orderId}` },
      await createSession(db, owner.userId),
    );
    expect(byNumber.body.tracking_number).toBe('TRKTEST0001');
    const stranger = await post('/api/tracking/get', { number: `OR${orderId}` });
    const unknown = await post('/api/tracking/get', { number: 'TRKNOSUCH' });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(unknown.body);
  });
});
