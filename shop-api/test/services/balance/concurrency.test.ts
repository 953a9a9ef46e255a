// Money under real concurrency, on PostgreSQL (a pool of connections and row locks): 20 parallel top-up
// notifications credit once, 20 parallel invoice payments by balance debit once, parallel spending never takes a
// balance below zero, and the history rows always chain. Skipped when TEST_DATABASE_URL is unset.
import { randomUUID } from 'node:crypto';
import { TransactionRelType } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import type { SandboxProvider } from '../../../src/sandbox-provider/app.js';
import { chains, historyRows, miscInvoice, notify, userWithBalance } from '../../helpers/balance-fixtures.js';
import { shopperAtProvider, startSandbox } from '../../helpers/checkout-fixtures.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../helpers/test-database.js';

const PARALLEL = 20;
const OPERATOR_TOKEN = 'operator-token-for-the-balance-races';

describe.runIf(TEST_DATABASE_URL)('balance and invoices under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sandbox: SandboxProvider;

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres', products: 50 });
    const started = await startSandbox({ notifyRetryDelayMs: 20 });
    sandbox = started.sandbox;
    app = await buildApp({
      db: database.db,
      operatorToken: OPERATOR_TOKEN,
      payments: { providers: started.providers, reconcileOnListen: false },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await sandbox?.app.close();
    await database?.cleanup();
  });

  const post = (url: string, headers: Record<string, string>, body: unknown) =>
    app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
  const balanceOf = async (userId: number) =>
    (
      await database.db.query<{ balance: number }>(
        'SELECT balance::float8 AS balance FROM users WHERE id = $1',
        [userId],
      )
    )[0]?.balance;

  it(`${PARALLEL} parallel notifications of one paid top-up credit it once`, async () => {
    const user = await userWithBalance(database.db, 3);
    sandbox.deliverNotifications = false;
    const asked = await post('/api/balance/top-up', user.headers, {
      amount: 40,
      payment_method_id: 1,
      language_id: 1,
      idempotency_key: randomUUID(),
    });
    expect(asked.statusCode).toBe(200);
    const { top_up_id: topUpId, redirect_url: redirect } = asked.json();
    await shopperAtProvider(sandbox, redirect, 'pay');
    const [payment] = await database.db.query<{ id: number }>(
      'SELECT id FROM payments WHERE top_up_id = $1',
      [topUpId],
    );
    // Half replay one event id, half are distinct events about the same payment.
    const shared = `evt_${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        notify(app, database.db, payment!.id, 'succeeded', i % 2 ? shared : undefined),
      ),
    );
    sandbox.deliverNotifications = true;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(await balanceOf(user.id)).toBe(43);
    const rows = await historyRows(database.db, user.id);
    expect(rows.filter((r) => r.rel_type === TransactionRelType.BALANCE_TOP_UP)).toHaveLength(1);
    expect(chains(rows)).toBe(true);
  });

  it(`${PARALLEL} parallel payments of one invoice by balance debit it once`, async () => {
    const user = await userWithBalance(database.db, 100);
    const id = await miscInvoice(database.db, user.id, 30);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post('/api/invoice/pay', user.headers, {
          id,
          payment_method_id: 4,
          language_id: 1,
          idempotency_key: randomUUID(),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    expect(await balanceOf(user.id)).toBe(70);
    const rows = await historyRows(database.db, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rel_type: TransactionRelType.MISC_INVOICE, rel_id: id, amount: -30 });
  });

  it(`${PARALLEL} invoices racing for one balance never take it below zero, and the rows chain`, async () => {
    // 50 € and twenty invoices of 7 €: seven can be paid (49 €), the other thirteen are refused naming the method.
    const user = await userWithBalance(database.db, 50);
    const ids = [];
    for (let i = 0; i < PARALLEL; i += 1) ids.push(await miscInvoice(database.db, user.id, 7));
    const answers = await Promise.all(
      ids.map((id) =>
        post('/api/invoice/pay', user.headers, {
          id,
          payment_method_id: 4,
          language_id: 1,
          idempotency_key: randomUUID(),
        }),
      ),
    );
    const paid = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(paid).toHaveLength(7);
    expect(refused).toHaveLength(PARALLEL - 7);
    for (const answer of refused) expect(Object.keys(answer.json().fields)).toEqual(['payment_method_id']);
    expect(await balanceOf(user.id)).toBe(1);
    const rows = await historyRows(database.db, user.id);
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.end_balance >= 0)).toBe(true);
    expect(chains(rows)).toBe(true);
    const open = await database.db.query("SELECT 1 FROM invoices WHERE user_id = $1 AND status = 'open'", [
      user.id,
    ]);
    expect(open).toHaveLength(PARALLEL - 7);
  });

  it(`${PARALLEL} parallel operator deductions never take a balance below zero`, async () => {
    const user = await userWithBalance(database.db, 50);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.inject({
          method: 'POST',
          url: '/operator/balance',
          headers: {
            authorization: `Bearer ${OPERATOR_TOKEN}`,
            'x-operator': 'race',
            'content-type': 'application/json',
          },
          payload: JSON.stringify({ client_key: randomUUID(), user_id: user.id, type: 2, amount: 7 }),
        }),
      ),
    );
    expect(
      answers.map((a) => a.statusCode).filter((c) => c !== 200 && c !== 409),
      answers[0]?.body,
    ).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(7);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(PARALLEL - 7);
    expect(await balanceOf(user.id)).toBe(1);
    const rows = await historyRows(database.db, user.id);
    expect(rows).toHaveLength(7);
    expect(chains(rows)).toBe(true);
  });
});
