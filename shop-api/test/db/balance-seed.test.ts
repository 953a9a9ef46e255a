// The demo user's seeded balance history and invoices (README's demo table): a row of every §3 rel_type,
// chaining from 0 to the balance the user holds, and an open and a paid miscellaneous invoice.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/users.js';
import { chains, historyRows } from '../helpers/balance-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

const demo = demoUsers[0];

it('gives the demo user a chained history of every rel_type ending at their balance', async () => {
  const rows = await historyRows(database.db, demo.id);
  expect(new Set(rows.map((r) => r.rel_type))).toEqual(new Set([0, 1, 2, 3, 4]));
  expect(rows[0]?.starting_balance).toBe(0);
  expect(chains(rows)).toBe(true);
  const [user] = await database.db.query<{ balance: number }>(
    'SELECT balance::float8 AS balance FROM users WHERE id = $1',
    [demo.id],
  );
  expect(rows.at(-1)?.end_balance).toBe(user?.balance);
  expect(rows.filter((r) => r.rel_type === 2).map((r) => r.type)).toEqual(expect.arrayContaining([1, 2]));
  const topUp = rows.find((r) => r.rel_type === 3);
  expect(topUp?.payment_processor_name).toBe('Card');
  expect(topUp?.payment_processor_transaction_id).toMatch(/^sbx_/);
});

it('gives the demo user an open and a paid miscellaneous invoice, the paid one being the rel_type 4 row', async () => {
  const invoices = await database.db.query<{ id: number; status: string }>(
    'SELECT id, status FROM invoices WHERE user_id = $1 AND order_id IS NULL ORDER BY id',
    [demo.id],
  );
  expect(invoices.map((i) => i.status).sort()).toEqual(['open', 'paid']);
  const rows = await historyRows(database.db, demo.id);
  const paid = invoices.find((i) => i.status === 'paid');
  expect(rows.find((r) => r.rel_type === 4)?.rel_id).toBe(paid?.id);
});
