// Paying one forward request twenty times at once, on PostgreSQL (a pool of connections and row locks): one
// payment, one balance debit (a rel_type 1 row), the rest refused (409 naming status) or answered the first answer
// (same key). Skipped when TEST_DATABASE_URL is unset.
import { randomUUID } from 'node:crypto';
import { TransactionRelType } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { chains, historyRows, userWithBalance } from '../../helpers/balance-fixtures.js';
import { forwardRequestIn, LT_ADDRESS } from '../../helpers/forward-request-fixtures.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../helpers/test-database.js';

const PARALLEL = 20;

describe.runIf(TEST_DATABASE_URL)('forward requests under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres', products: 50 });
    app = await buildApp({ db: database.db });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const post = (url: string, headers: Record<string, string>, body: unknown) =>
    app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });

  async function pricedRequest(balance: number) {
    const user = await userWithBalance(database.db, balance);
    const request = await forwardRequestIn(database.db, user.id, 'arrived');
    const chosen = await post('/api/forward-requests/shipping', user.headers, {
      slug: request.slug,
      shipping_method: 'air',
      address: LT_ADDRESS,
      apply: true,
    });
    expect(chosen.statusCode).toBe(200);
    return { user, request, total: chosen.json().totals.total as number };
  }

  it(`${PARALLEL} parallel pays by balance with different keys: one payment, one debit`, async () => {
    const { user, request, total } = await pricedRequest(500);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post('/api/forward-requests/pay', user.headers, {
          slug: request.slug,
          payment_method_id: 4,
          language_id: 1,
          idempotency_key: randomUUID(),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(Object.keys(refused.json().fields)).toEqual(['status']);
    }
    const payments = await database.db.query('SELECT 1 FROM payments WHERE forward_request_id = $1', [
      request.id,
    ]);
    expect(payments).toHaveLength(1);
    const rows = await historyRows(database.db, user.id);
    expect(rows.filter((r) => r.rel_type === TransactionRelType.FORWARD_REQUEST)).toHaveLength(1);
    expect(rows.at(-1)?.end_balance).toBe(Math.round((500 - total) * 100) / 100);
    expect(chains(rows)).toBe(true);
  });

  it(`${PARALLEL} parallel pays with one key: one payment, every answer the first one`, async () => {
    const { user, request } = await pricedRequest(500);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post('/api/forward-requests/pay', user.headers, {
          slug: request.slug,
          payment_method_id: 4,
          language_id: 1,
          idempotency_key: key,
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    expect(ok.length).toBeGreaterThan(0);
    for (const answer of ok)
      expect(answer).toEqual({ forward_request_id: request.id, paid: true, redirect_url: null });
    const payments = await database.db.query('SELECT 1 FROM payments WHERE forward_request_id = $1', [
      request.id,
    ]);
    expect(payments).toHaveLength(1);
    expect((await historyRows(database.db, user.id)).filter((r) => r.rel_type === 1)).toHaveLength(1);
  });
});
