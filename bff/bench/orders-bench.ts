// `npm run bench:orders` (issue #26's figures): My orders and the balance history through the bff on PostgreSQL,
// with 100,000 orders in the shop and 1,000 of them (and 1,000 balance rows) belonging to the shopper measured.
// The shop-api (the 100,000-product bench schema) and the bff run in processes of their own; requests are
// sequential and keep-alive, signed in with the bff's session cookie as a browser is. Target: p95 ≤ 30 ms each.
//   DATABASE_URL (default postgres://127.0.0.1:5432/test), BENCH_REQUESTS (default 300 per call)
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { BENCH_DATABASE_URL, BENCH_SCHEMA, openBenchDatabase } from '../../shop-api/bench/bench-database.js';
import { start, stopAll } from './spawn-server.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const TARGET_P95_MS = 30;
const ORDERS = 100_000;
const USER_ORDERS = 1_000;
const USER_BALANCE_ROWS = 1_000;
const EMAIL = 'bench-orders@storefront.test';
const PASSWORD = 'Bench-orders-1';
const EN = 1;
const agent = new Agent({ keepAlive: true, maxSockets: 2 });

/** The shopper, their 1,000 orders and balance rows, and 99,000 other shoppers' orders: added once per schema. */
async function ensureOrders(userId: number): Promise<void> {
  const db = await openBenchDatabase((line) => console.log(line));
  try {
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    if ((count?.n ?? 0) >= ORDERS) return;
    const started = performance.now();
    const statuses = `(ARRAY['unpaid','paid','processing','shipped','delivered','cancelled','expired'])[1 + g % 7]`;
    // Other shoppers' orders: guests (no account), spread over the sites; then the measured shopper's.
    await db.query(
      `INSERT INTO orders (user_id, email, site_id, status, total, subtotal, currency_id, created_at)
       SELECT CASE WHEN g <= $2 THEN $1::int END, 'someone' || g || '@example.test', 1 + g % 8, ${statuses},
              10 + g % 500, 10 + g % 500, 1, now() - make_interval(mins => g)
         FROM generate_series(1, $3::int) g`,
      [userId, USER_ORDERS, ORDERS - (count?.n ?? 0)],
    );
    await db.query(
      `INSERT INTO balance_transactions (user_id, type, rel_type, rel_id, starting_balance, end_balance, amount,
                                         created_at)
       SELECT $1, 1, 2, NULL, g - 1, g, 1, now() - make_interval(mins => $2 - g)
         FROM generate_series(1, $2::int) g`,
      [userId, USER_BALANCE_ROWS],
    );
    console.log(
      `added ${ORDERS.toLocaleString('en')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
}

class Browser {
  private cookie = '';
  constructor(private readonly url: string) {}
  post(path: string, body: unknown): Promise<{ status: number; text: string }> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        `${this.url}${path}`,
        {
          method: 'POST',
          agent,
          headers: {
            'x-requested-with': 'storefront',
            origin: this.url,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
            ...(this.cookie ? { cookie: this.cookie } : {}),
          },
        },
        (res) => {
          const set = res.headers['set-cookie'];
          if (set) this.cookie = set.map((line) => line.split(';')[0]).join('; ');
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
}

async function signIn(browser: Browser, attempt = 1): Promise<number> {
  const login = await browser.post('/api/auth/login', { email: EMAIL, password: PASSWORD });
  // A shop still warming up (its first queries on a fresh schema) may shed the first calls: a 503 is retryable.
  if (login.status === 503 && attempt < 5) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return signIn(browser, attempt + 1);
  }
  const answer =
    login.status === 200
      ? login
      : await browser.post('/api/auth/register', {
          email: EMAIL,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          first_name: 'Bench',
          last_name: 'Orders',
          locale: 'en',
        });
  if (answer.status !== 200) throw new Error(`sign-in: HTTP ${answer.status} ${answer.text}`);
  return (JSON.parse(answer.text) as { user: { id: number } }).user.id;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

async function measure(browser: Browser, label: string, path: string, bodies: unknown[]) {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const { status, text } = await browser.post(path, bodies[i % bodies.length]);
    if (status !== 200) throw new Error(`${label}: HTTP ${status} ${text.slice(0, 200)}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return {
    ok: p95 <= TARGET_P95_MS,
    line: `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (target ≤ ${TARGET_P95_MS} ms)`,
  };
}

try {
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${availableParallelism()} cores`,
  );
  console.log(`database ${BENCH_DATABASE_URL}, schema ${BENCH_SCHEMA}`);
  const shop = await start('shop-pg');
  const bff = await start('bff', shop.url);
  const browser = new Browser(bff.url);
  const userId = await signIn(browser);
  await ensureOrders(userId);
  const filters = ['all_orders', 'unpaid', 'in_progress', 'shipped', 'delivered', 'cancelled'];
  const pages = (last: number) => Array.from({ length: 25 }, (_, i) => 1 + ((i * 37) % last));
  const results = [
    await measure(
      browser,
      'My orders, all, pages 1–100',
      '/api/my-orders/get-my-orders',
      pages(100).map((page) => ({ language_id: EN, page, type_for_filter: 'all_orders' })),
    ),
    await measure(
      browser,
      'My orders, by filter, pages 1–14',
      '/api/my-orders/get-my-orders',
      filters.flatMap((filter) =>
        pages(14).map((page) => ({ language_id: EN, page, type_for_filter: filter })),
      ),
    ),
    await measure(
      browser,
      'Balance history, pages 1–50',
      '/api/balance/get-history',
      pages(50).map((page) => ({ page })),
    ),
  ];
  console.log('');
  for (const result of results) console.log(result.line);
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
} finally {
  stopAll();
}
