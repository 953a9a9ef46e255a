// Pro buyers under real concurrency, on PostgreSQL (a pool of connections and row locks, #28): 20 parallel
// applications make one, 20 parallel pro orders of 10 units of a product with 50 in stock make five (never below
// nothing), and 20 parallel balance payments of one declared pro order debit once. Skipped without
// TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { userWithBalance } from '../../helpers/balance-fixtures.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../helpers/test-database.js';

const PARALLEL = 20;

describe.runIf(TEST_DATABASE_URL)('pro buyers under concurrency (PostgreSQL)', () => {
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
  async function proBuyer(balance = 0) {
    const buyer = await userWithBalance(database.db, balance);
    await database.db.query('UPDATE users SET is_pro = true WHERE id = $1', [buyer.id]);
    return buyer;
  }
  const place = (productId: number, quantity: number) => ({
    lines: [{ product_id: productId, quantity }],
    language_id: 1,
    idempotency_key: randomUUID(),
  });

  it(`${PARALLEL} parallel applications of one customer make one`, async () => {
    const customer = await userWithBalance(database.db);
    const company = {
      company_name: 'Race UAB',
      registration_number: '1',
      vat_number: 'LT100000001',
      address: 'Vilnius',
    };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => post('/api/pro/apply', customer.headers, company)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(PARALLEL - 1);
    const [rows] = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pro_applications WHERE user_id = $1',
      [customer.id],
    );
    expect(rows?.n).toBe(1);
  });

  it(`${PARALLEL} parallel pro orders of 10 units of a product with 50 in stock: five are placed`, async () => {
    const [product] = await database.db.query<{ id: number }>(
      "UPDATE products SET stock = 50 WHERE id = (SELECT min(id) FROM products WHERE kind = 'p') RETURNING id",
    );
    if (!product) throw new Error('no product');
    const buyers = await Promise.all(Array.from({ length: PARALLEL }, () => proBuyer()));
    const answers = await Promise.all(
      buyers.map((buyer) => post('/api/pro/orders/place', buyer.headers, place(product.id, 10))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(PARALLEL - 5);
    for (const answer of refused) expect(Object.keys(answer.json().fields)).toEqual(['lines.0.quantity']);
    const [stock] = await database.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      product.id,
    ]);
    expect(stock?.stock).toBe(0);
  });

  it(`${PARALLEL} parallel balance payments of one declared pro order debit once`, async () => {
    const buyer = await proBuyer(5000);
    const [product] = await database.db.query<{ id: number }>(
      "UPDATE products SET stock = 50 WHERE id = (SELECT min(id) + 1 FROM products WHERE kind = 'p') RETURNING id",
    );
    if (!product) throw new Error('no product');
    const placed = await post('/api/pro/orders/place', buyer.headers, place(product.id, 1));
    const order = placed.json();
    const declaration = { consignee: 'A', company: 'B', purpose: 'C', customs_details: 'D' };
    expect(
      (await post('/api/pro/orders/declare', buyer.headers, { id: order.id, ...declaration })).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post('/api/pro/orders/pay', buyer.headers, {
          id: order.id,
          payment_method_id: 4,
          language_id: 1,
          idempotency_key: randomUUID(),
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(Object.keys(answer.json().fields)).toEqual(['status']);
    }
    const [after] = await database.db.query<{ balance: number; debits: number }>(
      `SELECT u.balance::float8 AS balance,
         (SELECT count(*)::int FROM balance_transactions WHERE user_id = u.id) AS debits
       FROM users u WHERE u.id = $1`,
      [buyer.id],
    );
    expect(after).toEqual({ balance: 5000 - order.total, debits: 1 });
  });
});
