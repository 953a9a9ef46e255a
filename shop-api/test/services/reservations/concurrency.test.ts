// Reserving one phone model under real concurrency, on PostgreSQL (a pool of connections and row locks, #28):
// 20 parallel reservations of a model with 7 units, each from its own guest e-mail: exactly 7 succeed and the
// other 13 are refused with a 409 naming model_id; the open reservations never outnumber the stock. And 20
// parallel submits of one form (one idempotency key) make one reservation. Skipped without TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../helpers/test-database.js';

const PARALLEL = 20;
const STOCK = 7;
const headers = { 'content-type': 'application/json', host: 'lt.localhost:3000' };

describe.runIf(TEST_DATABASE_URL)('reserving a phone model under concurrency (PostgreSQL)', () => {
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

  const reserve = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/reservations/create', headers, payload: JSON.stringify(body) });
  const bodyFor = (modelId: number, key = randomUUID()) => ({
    model_id: modelId,
    name: 'Ona',
    email: `ona-${randomUUID()}@example.test`,
    accept_policy: true,
    language_id: 1,
    idempotency_key: key,
  });

  async function model(stock: number): Promise<number> {
    const [row] = await database.db.query<{ id: number }>(
      `INSERT INTO reservation_models (site_id, name, colour, storage, price, deposit, expected_date, stock)
       VALUES (1, 'iPhone Race', 'Black', '128 GB', 999, 100, '2027-01-01', $1) RETURNING id`,
      [stock],
    );
    return row?.id ?? 0;
  }

  it(`${PARALLEL} parallel reservations of a model with ${STOCK} units: exactly ${STOCK} succeed`, async () => {
    const id = await model(STOCK);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => reserve(bodyFor(id))));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(STOCK);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(PARALLEL - STOCK);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().fields).toEqual({ model_id: 'reservations.errors.sold_out' });
    }
    const [held] = await database.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM reservations WHERE model_id = $1 AND status = 'awaiting_deposit'",
      [id],
    );
    expect(held?.n).toBe(STOCK);
  });

  it(`${PARALLEL} parallel submits of one form make one reservation`, async () => {
    const id = await model(STOCK);
    const body = bodyFor(id);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => reserve(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const [held] = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reservations WHERE model_id = $1',
      [id],
    );
    expect(held?.n).toBe(1);
  });
});
