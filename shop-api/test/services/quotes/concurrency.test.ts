// Paying one quote under real concurrency, on PostgreSQL (a pool of connections and row locks, #27): 20 parallel
// card payments open one provider payment (all answered with its page), 20 parallel balance payments debit once
// (the rest refused with a 409 naming status), and a notification settles it once. Skipped without
// TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import type { SandboxProvider } from '../../../src/sandbox-provider/app.js';
import { chains, historyRows, userWithBalance } from '../../helpers/balance-fixtures.js';
import { shopperAtProvider, startSandbox } from '../../helpers/checkout-fixtures.js';
import { priceIt, quoteRequestBody } from '../../helpers/quote-fixtures.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../helpers/test-database.js';

const PARALLEL = 20;

describe.runIf(TEST_DATABASE_URL)('paying a quote under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sandbox: SandboxProvider;

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres', products: 50 });
    const started = await startSandbox({ notifyRetryDelayMs: 20 });
    sandbox = started.sandbox;
    app = await buildApp({
      db: database.db,
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

  async function pricedQuote(balance: number) {
    const user = await userWithBalance(database.db, balance);
    const made = await post('/api/quotes/request', user.headers, quoteRequestBody());
    expect(made.statusCode).toBe(200);
    const { id, slug } = made.json();
    const { totals } = await priceIt(database.db, id);
    return { user, id: id as number, slug: slug as string, total: totals.total };
  }
  const pay = (slug: string, method: number) => ({
    slug,
    payment_method_id: method,
    language_id: 1,
    idempotency_key: randomUUID(),
  });

  it(`${PARALLEL} parallel card payments of one quote make one provider payment`, async () => {
    const { user, id, slug, total } = await pricedQuote(0);
    sandbox.deliverNotifications = false;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => post('/api/quotes/pay', user.headers, pay(slug, 1))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const pages = new Set(answers.map((a) => a.json().redirect_url));
    expect(pages.size).toBe(1);
    const payments = await database.db.query<{ status: string; amount: number }>(
      'SELECT status, amount::float8 AS amount FROM payments WHERE quote_id = $1',
      [id],
    );
    expect(payments).toEqual([{ status: 'pending', amount: total }]);
    sandbox.deliverNotifications = true;
    await shopperAtProvider(sandbox, [...pages][0] as string, 'pay');
    let status = '';
    for (let i = 0; i < 60 && status !== 'paid'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await post('/api/quotes/get', user.headers, { slug })).json().status;
    }
    expect(status).toBe('paid');
  });

  it(`${PARALLEL} parallel balance payments of one quote debit it once`, async () => {
    const { user, id, slug, total } = await pricedQuote(1000);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => post('/api/quotes/pay', user.headers, pay(slug, 4))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(PARALLEL - 1);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(Object.keys(refused.json().fields)).toEqual(['status']);
    }
    const rows = await historyRows(database.db, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rel_type: 0, rel_id: id, amount: -total });
    expect(chains(rows)).toBe(true);
    const [after] = await database.db.query<{ balance: number }>(
      'SELECT balance::float8 AS balance FROM users WHERE id = $1',
      [user.id],
    );
    expect(after?.balance).toBe(Math.round((1000 - total) * 100) / 100);
  });
});
