// The operator's balance moves and invoices as services (the routes add the token and the recorded action): a
// deduction never below zero, rows of rel_type 2 with type 1 or 2, a user by e-mail or id, bodies checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustBalance, issueInvoice } from '../../../src/services/balance/operator-balance.js';
import {
  operatorBalanceBodySchema,
  operatorInvoiceBodySchema,
} from '../../../src/services/balance/operator-requests.js';
import { chains, historyRows, userWithBalance } from '../../helpers/balance-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

const emailOf = async (id: number) =>
  (await database.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id]))[0]?.email ?? '';

describe('operator balance moves', () => {
  it('adds (type 1) and deducts (type 2) as rel_type 2 rows; never below zero (409 naming amount)', async () => {
    const user = await userWithBalance(database.db, 10);
    const add = operatorBalanceBodySchema.parse({
      client_key: 'k-add-0001',
      user_id: user.id,
      type: 1,
      amount: 5,
    });
    const added = await database.db.transaction((tx) => adjustBalance(tx, add));
    expect(added).toMatchObject({
      user_id: user.id,
      type: 1,
      amount: 5,
      starting_balance: 10,
      end_balance: 15,
    });
    const email = (await emailOf(user.id)).toUpperCase();
    const take = operatorBalanceBodySchema.parse({
      client_key: 'k-take-0001',
      email,
      type: 2,
      amount: 15.01,
    });
    await expect(database.db.transaction((tx) => adjustBalance(tx, take))).rejects.toMatchObject({
      statusCode: 409,
      fields: { amount: expect.any(String) },
    });
    const exact = operatorBalanceBodySchema.parse({ client_key: 'k-take-0002', email, type: 2, amount: 15 });
    expect((await database.db.transaction((tx) => adjustBalance(tx, exact))).end_balance).toBe(0);
    const rows = await historyRows(database.db, user.id);
    expect(rows.map((r) => [r.rel_type, r.type, r.amount])).toEqual([
      [2, 1, 5],
      [2, 2, -15],
    ]);
    expect(chains(rows)).toBe(true);
  });

  it('an unknown user is a 404 naming the field used', async () => {
    const body = operatorBalanceBodySchema.parse({
      client_key: 'k-none-0001',
      user_id: 999_999,
      type: 1,
      amount: 1,
    });
    await expect(database.db.transaction((tx) => adjustBalance(tx, body))).rejects.toMatchObject({
      statusCode: 404,
      fields: { user_id: expect.any(String) },
    });
  });

  it('refuses a body naming both or neither user, a bad type or amount, naming the field', () => {
    const base = { client_key: 'k-bad-0001', type: 1, amount: 5 };
    const path = (body: unknown) => operatorBalanceBodySchema.safeParse(body).error?.issues[0]?.path;
    expect(path({ ...base })).toEqual(['email']);
    expect(path({ ...base, user_id: 1, email: 'a@b.test' })).toEqual(['email']);
    expect(path({ ...base, user_id: 1, type: 3 })).toEqual(['type']);
    expect(path({ ...base, user_id: 1, amount: 0 })).toEqual(['amount']);
    expect(path({ ...base, user_id: 1, amount: 1.005 })).toEqual(['amount']);
  });
});

describe('operator invoices', () => {
  it('issues a miscellaneous invoice in euros: its lines, their sum, INV + id, due in due_days', async () => {
    const user = await userWithBalance(database.db);
    const body = operatorInvoiceBodySchema.parse({
      client_key: 'k-inv-0001',
      email: await emailOf(user.id),
      lines: [
        { description: 'Storage', quantity: 3, unit_price: 2.5 },
        { description: 'Repacking', quantity: 1, unit_price: 4.99 },
      ],
      due_days: 10,
    });
    const issued = await database.db.transaction((tx) => issueInvoice(tx, body));
    expect(issued).toMatchObject({
      user_id: user.id,
      amount: 12.49,
      currency: 'EUR',
      number: `INV${issued.invoice_id}`,
    });
    const days = (Date.parse(issued.due_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThan(10.1);
    const [row] = await database.db.query<{ status: string; lines: unknown[] }>(
      'SELECT status, lines FROM invoices WHERE id = $1',
      [issued.invoice_id],
    );
    expect(row?.status).toBe('open');
    expect(row?.lines).toHaveLength(2);
  });

  it('refuses an empty invoice or a bad due_days, naming the field', () => {
    const base = {
      client_key: 'k-inv-0002',
      user_id: 1,
      due_days: 7,
      lines: [{ description: 'x', quantity: 1, unit_price: 1 }],
    };
    const path = (body: unknown) => operatorInvoiceBodySchema.safeParse(body).error?.issues[0]?.path;
    expect(path({ ...base, lines: [] })).toEqual(['lines']);
    expect(path({ ...base, due_days: 0 })).toEqual(['due_days']);
    expect(path({ ...base, lines: [{ description: '', quantity: 1, unit_price: 1 }] })).toEqual([
      'lines',
      0,
      'description',
    ]);
  });
});
