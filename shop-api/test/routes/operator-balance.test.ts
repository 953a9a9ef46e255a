// The operator's balance and invoice calls over HTTP: behind the token, recorded and done once per client_key,
// a deduction never below zero, an issued invoice shown to its user.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyRows, userWithBalance } from '../helpers/balance-fixtures.js';
import { createTestApp } from '../helpers/test-app.js';

const TOKEN = 'operator-token-for-the-balance-tests';
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ operatorToken: TOKEN });
});
afterAll(() => t.close());

const operator = (url: string, body: unknown, token = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'x-operator': 'ana', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('POST /operator/balance', () => {
  it('needs the token', async () => {
    const user = await userWithBalance(t.database.db);
    const res = await operator(
      '/operator/balance',
      { client_key: randomUUID(), user_id: user.id, type: 1, amount: 5 },
      'wrong',
    );
    expect(res.statusCode).toBe(401);
    expect(await historyRows(t.database.db, user.id)).toEqual([]);
  });

  it('adds once per client_key (a replay answers the first answer) and records who did it', async () => {
    const user = await userWithBalance(t.database.db, 1);
    const body = { client_key: randomUUID(), user_id: user.id, type: 1, amount: 9.5 };
    const first = await operator('/operator/balance', body);
    const replay = await operator('/operator/balance', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ type: 1, amount: 9.5, starting_balance: 1, end_balance: 10.5 });
    expect(replay.json()).toEqual(first.json());
    expect(await historyRows(t.database.db, user.id)).toHaveLength(1);
    const [action] = await t.database.db.query<{ operator: string; action: string }>(
      'SELECT operator, action FROM operator_actions WHERE client_key = $1',
      [body.client_key],
    );
    expect(action).toEqual({ operator: 'ana', action: 'balance.move' });
  });

  it('refuses a deduction below zero (409 naming amount) and keeps the key free', async () => {
    const user = await userWithBalance(t.database.db, 3);
    const key = randomUUID();
    const refused = await operator('/operator/balance', {
      client_key: key,
      user_id: user.id,
      type: 2,
      amount: 3.01,
    });
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().fields)).toEqual(['amount']);
    const corrected = await operator('/operator/balance', {
      client_key: key,
      user_id: user.id,
      type: 2,
      amount: 3,
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().end_balance).toBe(0);
  });

  it('a bad body is a 400 naming the field', async () => {
    const res = await operator('/operator/balance', {
      client_key: randomUUID(),
      user_id: 1,
      type: 1,
      amount: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['amount']);
  });
});

describe('POST /operator/invoices', () => {
  it('issues an invoice its user then sees and can pay', async () => {
    const user = await userWithBalance(t.database.db, 50);
    const [{ email } = { email: '' }] = await t.database.db.query<{ email: string }>(
      'SELECT email FROM users WHERE id = $1',
      [user.id],
    );
    const issued = await operator('/operator/invoices', {
      client_key: randomUUID(),
      email,
      lines: [{ description: 'Customs fee', quantity: 2, unit_price: 7.5 }],
      due_days: 14,
    });
    expect(issued.statusCode).toBe(200);
    const { invoice_id: id, amount } = issued.json();
    expect(amount).toBe(15);
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/invoice/get',
      headers: user.headers,
      payload: JSON.stringify({ id }),
    });
    expect(view.json()).toMatchObject({ status: 'open', amount: 15, number: `INV${id}` });
  });
});
