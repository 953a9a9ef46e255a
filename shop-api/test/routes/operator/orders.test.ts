// The operator's order calls: allowed moves only (409 naming status), shipping gives a tracking number, parcel
// events show in the public lookup, every change recorded once per client_key.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import { userWithOrders } from '../../helpers/order-fixtures.js';
import { captureMailer, createTestApp, json } from '../../helpers/test-app.js';

const TOKEN = 'operator-token-for-the-tests-0001';
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

describe('operator order calls', () => {
  it('moves an order along allowed statuses only; a refused move is a 409 naming status', async () => {
    const { orderIds } = await userWithOrders(db, ['paid']);
    const number = `OR${orderIds[0]}`;
    const refused = await operate(`/operator/orders/${number}/status`, {
      client_key: randomUUID(),
      status: 'unpaid',
    });
    expect(refused.status).toBe(409);
    // The translation key as the message and on the field, as every other refusal: not "key: paid → unpaid".
    expect(refused.body).toMatchObject({
      message: 'orders.errors.status_not_allowed',
      fields: { status: 'orders.errors.status_not_allowed' },
    });
    const processing = await operate(`/operator/orders/${number}/status`, {
      client_key: randomUUID(),
      status: 'processing',
    });
    expect(processing.body).toEqual({ number, status: 'processing', tracking_number: null });
    const key = randomUUID();
    const shipped = await operate(`/operator/orders/${number}/status`, {
      client_key: key,
      status: 'shipped',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.tracking_number).toMatch(/^TRK[A-Z2-9]{12}$/);
    // A replay answers the first answer and moves nothing again.
    expect(
      await operate(`/operator/orders/${number}/status`, { client_key: key, status: 'shipped' }),
    ).toEqual(shipped);
    const events = await db.query<{ status: string; actor: string | null }>(
      'SELECT status, actor FROM order_events WHERE order_id = $1 ORDER BY id',
      [orderIds[0]],
    );
    expect(events).toEqual([
      { status: 'processing', actor: 'ana' },
      { status: 'shipped', actor: 'ana' },
    ]);
    const [recorded] = await db.query<{ operator: string; action: string; target: string }>(
      'SELECT operator, action, target FROM operator_actions WHERE client_key = $1',
      [key],
    );
    expect(recorded).toEqual({ operator: 'ana', action: 'order.status', target: number });
  });

  it('adds parcel events the public lookup shows, and 404s an unknown order', async () => {
    const { orderIds } = await userWithOrders(db, ['paid']);
    const number = `OR${orderIds[0]}`;
    await operate(`/operator/orders/${number}/status`, {
      client_key: randomUUID(),
      status: 'shipped',
      tracking_number: 'trkop0001',
      expected_delivery: '2026-12-24',
    });
    const added = await operate(`/operator/orders/${number}/tracking-events`, {
      client_key: randomUUID(),
      at: '2026-11-26T10:00:00Z',
      place: 'Rīga',
      status: 'in_transit',
      description: 'Left the sorting centre',
    });
    expect(added.status).toBe(200);
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/tracking/get',
      ...json({ number: 'TRKOP0001' }),
    });
    expect(lookup.json()).toMatchObject({
      tracking_number: 'TRKOP0001',
      expected_delivery: '2026-12-24',
      events: [{ place: 'Rīga', status: 'in_transit' }],
    });
    const missing = await operate('/operator/orders/OR999999/tracking-events', {
      client_key: randomUUID(),
      at: '2026-11-26T10:00:00Z',
      place: 'x',
      status: 'x',
      description: 'x',
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const res = await operate('/operator/orders/OR1/status', { client_key: 'short', status: 'paid' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('client_key');
  });
});
