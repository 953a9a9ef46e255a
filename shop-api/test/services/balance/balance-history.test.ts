// The balance history as a service: a forward request's row names the request's page (its slug) when the request
// is the user's own; a row naming a request that does not exist (the seed's historical FR rows) or another user's
// names none, and no other kind of row carries one.
import { balanceOrderNumber, TransactionRelType } from '@storefront/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../../src/db/seed/users.js';
import { balanceHistory } from '../../../src/services/balance/balance-history.js';
import { moveBalance } from '../../../src/services/balance/move-balance.js';
import { userWithBalance } from '../../helpers/balance-fixtures.js';
import { forwardRequestIn } from '../../helpers/forward-request-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

const forwardRow = (relId: number) => ({
  rel_type: TransactionRelType.FORWARD_REQUEST,
  rel_id: relId,
  payment_processor_name: 'balance',
});

describe('a forward request’s balance rows', () => {
  it('name the user’s own request’s slug; another user’s request or a missing one, none', async () => {
    const db = database.db;
    const owner = await userWithBalance(db, 100);
    const other = await userWithBalance(db);
    const own = await forwardRequestIn(db, owner.id, 'paid');
    const theirs = await forwardRequestIn(db, other.id, 'paid');
    const [missing] = await db.query<{ id: number }>(
      'SELECT coalesce(max(id), 0) + 1000 AS id FROM forward_requests',
    );
    await db.transaction(async (tx) => {
      await moveBalance(tx, owner.id, -25.99, forwardRow(own.id));
      await moveBalance(tx, owner.id, -10, forwardRow(theirs.id));
      await moveBalance(tx, owner.id, -5, forwardRow(missing?.id ?? 0));
      // A quote's row with the same rel_id as the request: not the request's page.
      await moveBalance(tx, owner.id, -1, { rel_type: TransactionRelType.QUOTE, rel_id: own.id });
    });
    const { items } = await balanceHistory(db, owner.id, 1);
    expect(items.map((row) => [balanceOrderNumber(row), row.forward_request_slug])).toEqual([
      [`QU${own.id}`, null],
      [`FR${missing?.id}`, null],
      [theirs.number, null],
      [own.number, own.slug],
    ]);
  });

  it('the demo user’s historical forward request (FR310, no such request) stays unlinked; the others carry none', async () => {
    const demo = demoUsers[0];
    const { items } = await balanceHistory(database.db, demo.id, 1);
    const historical = items.find((row) => row.rel_type === TransactionRelType.FORWARD_REQUEST);
    expect(historical).toMatchObject({ rel_id: 310, forward_request_slug: null });
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((row) => row.forward_request_slug === null)).toBe(true);
  });
});
