// `npm run bench:balance` (issue #26's figure): the p95 of POST /api/balance/get-history through the bff for a
// signed-in user with 1,000 history rows, among 100,000 rows of other users, on PostgreSQL. The shop-api (its
// own schema, seeded small: the catalogue plays no part) and the bff run in processes of their own.
//   DATABASE_URL (default postgres://127.0.0.1:5432/test), BALANCE_BENCH_SCHEMA (default shop_api_balance_bench),
//   BENCH_REQUESTS (default 500)
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { BALANCE_HISTORY_PAGE_SIZE } from '@storefront/shared-types';
import { createDatabase } from '@storefront/shop-api';
import { start, stopAll } from './spawn-server.js';

const URL_ = process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
const SCHEMA = process.env.BALANCE_BENCH_SCHEMA ?? 'shop_api_balance_bench';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const USER_ROWS = 1_000;
const OTHER_USERS = 1_000;
const OTHER_ROWS_EACH = 100;

/** The browser's calls through the bff: the headers its client sends and the session cookie it keeps. */
function browser(bffUrl: string) {
  let cookie = '';
  // A bff just started may shed load while it warms up on a busy machine (503, retryable): asked again shortly.
  const call = async (path: string, body: unknown, attempt = 0): Promise<Record<string, unknown>> => {
    const response = await fetch(`${bffUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'storefront',
        origin: bffUrl,
        cookie,
      },
      body: JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    const json = (await response.json()) as Record<string, unknown>;
    if (response.status === 503 && attempt < 20) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      return call(path, body, attempt + 1);
    }
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  return call;
}

/** History rows that chain (0 → +1 € a row), for one user or for many, written by SQL in one statement each. */
async function fillHistory(userEmail: string) {
  const db = await createDatabase({ databaseUrl: URL_, schema: SCHEMA, poolSize: 2 });
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT 'bench-other-' || n || '@example.test', 'x', 'Other', 'User' FROM generate_series(1, $1) n
     ON CONFLICT (email) DO NOTHING`,
    [OTHER_USERS],
  );
  const [others] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM balance_transactions t JOIN users u ON u.id = t.user_id WHERE u.email LIKE 'bench-other-%'",
  );
  if ((others?.n ?? 0) < OTHER_USERS * OTHER_ROWS_EACH) {
    await db.query(
      `INSERT INTO balance_transactions (user_id, type, rel_type, starting_balance, end_balance, amount)
       SELECT u.id, 1, 2, k - 1, k, 1 FROM users u, generate_series(1, $1) k WHERE u.email LIKE 'bench-other-%'`,
      [OTHER_ROWS_EACH],
    );
  }
  await db.query(
    `WITH u AS (SELECT id FROM users WHERE email = $1)
     INSERT INTO balance_transactions (user_id, type, rel_type, starting_balance, end_balance, amount, created_at)
     SELECT u.id, 1, 2, k - 1, k, 1, now() - make_interval(mins => $2 - k) FROM u, generate_series(1, $2) k`,
    [userEmail, USER_ROWS],
  );
  await db.query('UPDATE users SET balance = $2 WHERE email = $1', [userEmail, USER_ROWS]);
  await db.exec('ANALYZE balance_transactions, users');
  await db.close();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

async function main() {
  console.log(`starting the shop-api on PostgreSQL schema ${SCHEMA} and the bff in front of it …`);
  const shop = await start('shop-pg-schema', SCHEMA);
  const bff = await start('bff', shop.url);
  const call = browser(bff.url);
  const email = `bench-${randomUUID()}@example.test`;
  await call('/api/auth/register', {
    email,
    password: 'bench-password',
    password_confirmation: 'bench-password',
    first_name: 'Bench',
    last_name: 'User',
  });
  await fillHistory(email);
  const pages = Math.ceil(USER_ROWS / BALANCE_HISTORY_PAGE_SIZE);
  console.log(
    `${shop.note}; the user has ${USER_ROWS} rows (${pages} pages), ${OTHER_USERS * OTHER_ROWS_EACH} rows of others; ` +
      `machine: ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)}`,
  );
  const first = await call('/api/balance/get-history', { page: 1 });
  if (first.total !== USER_ROWS) throw new Error(`expected ${USER_ROWS} rows, got ${String(first.total)}`);
  for (let i = 0; i < 30; i++) await call('/api/balance/get-history', { page: 1 + (i % pages) });
  const times: Record<'first' | 'any', number[]> = { first: [], any: [] };
  for (let i = 0; i < REQUESTS; i++) {
    const page = i % 2 === 0 ? 1 : 1 + Math.floor(Math.random() * pages);
    const started = performance.now();
    await call('/api/balance/get-history', { page });
    times[page === 1 ? 'first' : 'any'].push(performance.now() - started);
  }
  console.log(`\nPOST /api/balance/get-history through the bff, ${REQUESTS} calls one after another:`);
  for (const [name, list] of Object.entries(times)) {
    const sorted = list.sort((a, b) => a - b);
    console.log(
      `  ${(name === 'first' ? 'page 1' : 'a random page').padEnd(16)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms`,
    );
  }
}

try {
  await main();
} finally {
  stopAll();
}
