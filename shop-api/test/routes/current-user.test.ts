import { currentUserResponseSchema } from '@storefront/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/users.js';
import { createSession } from '../../src/services/auth/sessions.js';
import { createTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (headers: Record<string, string> = {}, body: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/getCurrentUser',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

describe('POST /api/auth/getCurrentUser', () => {
  it('answers the user behind the bearer token, in the contract shape', async () => {
    const pro = demoUsers.find((u) => u.is_pro);
    if (!pro) throw new Error('the seed has no pro user');
    const token = await createSession(t.database.db, pro.id);
    const res = await ask({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(currentUserResponseSchema.parse(res.json())).toEqual({
      id: pro.id,
      email: pro.email,
      first_name: pro.first_name,
      last_name: pro.last_name,
      is_pro: true,
      phone_number: null,
      unpaid_orders_count: 0,
      balance: 0,
      open_orders_count: 0,
      delivery_addresses: [],
    });
  });

  it('counts the unpaid orders and lists the saved delivery addresses from the database', async () => {
    const byEmail = (email: string) => demoUsers.find((u) => u.email === email);
    const unpaid = byEmail('unpaid@storefront.test');
    const demo = byEmail('demo@storefront.test');
    if (!unpaid || !demo) throw new Error('the seed lacks its demo users');
    const unpaidUser = (
      await ask({ authorization: `Bearer ${await createSession(t.database.db, unpaid.id)}` })
    ).json();
    expect(unpaidUser.unpaid_orders_count).toBe(2);
    const demoUser = (
      await ask({ authorization: `Bearer ${await createSession(t.database.db, demo.id)}` })
    ).json();
    // The demo user has orders in every status (db/seed/orders.ts): four unpaid, twelve open in all.
    expect(demoUser.unpaid_orders_count).toBe(4);
    expect(demoUser.open_orders_count).toBe(16);
    expect(demoUser.delivery_addresses).toEqual([{ id: expect.any(Number), ...demo.delivery_addresses[0] }]);
    // A new unpaid order counts at once: the number is the orders table's, not a stored counter.
    await t.database.db.query(
      `INSERT INTO orders (user_id, email, status, total) VALUES ($1, $2, 'unpaid', 10)`,
      [demo.id, demo.email],
    );
    const again = (
      await ask({ authorization: `Bearer ${await createSession(t.database.db, demo.id)}` })
    ).json();
    expect(again.unpaid_orders_count).toBe(5);
  });

  it('answers null for a session revoked by logout', async () => {
    const token = await createSession(t.database.db, 1);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{}',
    });
    expect(logout.json()).toEqual({ status: true });
    expect((await ask({ authorization: `Bearer ${token}` })).json()).toBeNull();
  });

  it('answers null once the session has expired, and a call that needs the user is refused', async () => {
    const token = await createSession(t.database.db, 1);
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refreshCurrentUser',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: '{}',
      });
    expect((await ask({ authorization: `Bearer ${token}` })).json()).toMatchObject({ id: 1 });
    expect((await refresh()).json()).toMatchObject({ id: 1 });
    await t.database.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = 1",
    );
    expect((await ask({ authorization: `Bearer ${token}` })).json()).toBeNull();
    expect((await refresh()).statusCode).toBe(401);
  });

  it('answers null, not an error, without a token or for an unknown one', async () => {
    const guests: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-real-session-token-at-all' },
    ];
    for (const headers of guests) {
      const res = await ask(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBeNull();
    }
  });

  it('refuses a body with fields the contract does not declare', async () => {
    const res = await ask({}, { userId: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
