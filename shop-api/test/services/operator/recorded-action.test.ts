// recordedAction on PGlite (one transaction at a time) and, with TEST_DATABASE_URL, on PostgreSQL under 20
// concurrent replays of one client_key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import { recordedAction } from '../../../src/services/operator/recorded-action.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../helpers/test-database.js';

/** An action whose work is visible: it appends a row to shop_secrets and answers a fresh number. */
function bump(db: Database, clientKey: string, target = 'x') {
  return recordedAction(
    db,
    { clientKey, operator: 'ana', action: 'test.bump', target, request: { target } },
    async (tx) => {
      const [row] = await tx.query<{ n: number }>(
        "INSERT INTO shop_secrets (name, value) VALUES ('bump-' || gen_random_uuid(), 'x') RETURNING (SELECT count(*)::int + 1 FROM shop_secrets WHERE name LIKE 'bump-%') AS n",
      );
      return { n: row?.n ?? 0, key: clientKey };
    },
  );
}

async function counts(db: Database, clientKey: string) {
  const [row] = await db.query<{ actions: number; bumps: number }>(
    `SELECT (SELECT count(*)::int FROM operator_actions WHERE client_key = $1) AS actions,
            (SELECT count(*)::int FROM shop_secrets WHERE name LIKE 'bump-%') AS bumps`,
    [clientKey],
  );
  return row;
}

describe('recordedAction (PGlite)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
  });
  afterAll(() => database?.cleanup());

  it('does the work once per client_key and answers a replay with the first answer', async () => {
    const first = await bump(database.db, 'key-one');
    const replay = await bump(database.db, 'key-one');
    expect(first.fresh).toBe(true);
    expect(replay).toEqual({ answer: first.answer, fresh: false });
    expect(await counts(database.db, 'key-one')).toEqual({ actions: 1, bumps: 1 });
    const [row] = await database.db.query<{ operator: string; action: string }>(
      "SELECT operator, action FROM operator_actions WHERE client_key = 'key-one'",
    );
    expect(row).toEqual({ operator: 'ana', action: 'test.bump' });
  });

  it('refuses the key reused for another request (409 naming client_key)', async () => {
    await expect(bump(database.db, 'key-one', 'y')).rejects.toMatchObject({
      statusCode: 409,
      fields: { client_key: expect.any(String) },
    });
  });

  it('keeps nothing when the work fails: the key is free for a retry', async () => {
    const failing = recordedAction(
      database.db,
      { clientKey: 'key-two', operator: 'ana', action: 'test.fail', target: null, request: {} },
      async () => {
        throw Object.assign(new Error('refused'), { statusCode: 409 });
      },
    );
    await expect(failing).rejects.toThrow('refused');
    expect((await counts(database.db, 'key-two'))?.actions).toBe(0);
    expect((await bump(database.db, 'key-two')).fresh).toBe(true);
  });
});

describe.runIf(TEST_DATABASE_URL)('recordedAction (PostgreSQL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres', seeded: false });
  }, 120_000);
  afterAll(() => database?.cleanup());

  it('20 parallel replays of one client_key record one action and all answer the same', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => bump(database.db, 'parallel-key')));
    expect(answers.filter((a) => a.fresh)).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.answer))).size).toBe(1);
    expect(await counts(database.db, 'parallel-key')).toEqual({ actions: 1, bumps: 1 });
  });
});
