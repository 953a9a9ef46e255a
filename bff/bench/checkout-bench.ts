// `npm run bench:checkout` (issue #14's figures): on the 100,000-product PostgreSQL seed, the p95 of add-to-cart,
// cart fetch and each checkout step as a guest's browser makes them through the bff (sequential, keep-alive),
// then confirmed orders per second with 20 buyers at once (each: add to cart, generate, update, payment method,
// confirm by card, which opens the sandbox provider's payment). The shop-api and the bff run in processes of their
// own; the sandbox provider runs in this one.
//   DATABASE_URL (default postgres://127.0.0.1:5432/test), BENCH_BUYERS (default 150 sequential),
//   BENCH_CONCURRENCY (default 20), BENCH_SECONDS (default 15)
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { createSandboxProvider } from '@storefront/shop-api';
import { start, stopAll } from './spawn-server.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 150);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const EN = 1;
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

const address = {
  id: 0,
  first_name: 'Bench',
  last_name: 'Buyer',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+370 612 34567',
  country_id: 1,
};

/** One guest's browser: its cookies (the bff's signed cart cookie), the headers the web client sends. */
class Buyer {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly bffUrl: string) {}

  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { 'x-requested-with': 'storefront', origin: this.bffUrl };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${this.bffUrl}${path}`, { method, agent, headers }, (res) => {
        for (const set of res.headers['set-cookie'] ?? []) {
          const [pair = ''] = set.split(';');
          this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
}

const STEPS = [
  'add to cart',
  'cart fetch',
  'checkout generate',
  'checkout fetch (shipping step)',
  'checkout update (shipping choices)',
  'checkout payment method',
  'checkout fetch (payment step)',
  'checkout confirm (order + provider payment)',
] as const;
type Step = (typeof STEPS)[number];

/** One guest's whole purchase up to the provider's page; each call's time goes to `record`. */
async function purchase(bffUrl: string, productId: number, record: (step: Step, ms: number) => void) {
  const buyer = new Buyer(bffUrl);
  const timed = async (step: Step, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const started = performance.now();
    const answer = await buyer.call(method, path, body);
    record(step, performance.now() - started);
    if (answer.status !== 200)
      throw new Error(`${step}: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.json as Record<string, unknown>;
  };
  await timed('add to cart', 'POST', '/api/cart/add', {
    product_id: productId,
    quantity: 1,
    language_id: EN,
  });
  await timed('cart fetch', 'POST', '/api/cart/fetch', { language_id: EN });
  const { slug } = (await timed('checkout generate', 'GET', '/api/checkout/generate')) as { slug: string };
  await timed('checkout fetch (shipping step)', 'POST', `/api/checkout/fetch/${slug}`, {
    slug,
    step: 3,
    language_id: EN,
  });
  const choices = {
    shipping: 'air',
    delivery: 1,
    parcel_shop: 'PL-1001',
    address,
    email: 'bench@example.test',
  };
  await timed('checkout update (shipping choices)', 'POST', '/api/checkout/update', {
    slug,
    language_id: EN,
    ...choices,
  });
  await timed('checkout payment method', 'POST', '/api/checkout/payment-method', {
    slug,
    language_id: EN,
    payment_method_id: 1,
  });
  await timed('checkout fetch (payment step)', 'POST', `/api/checkout/fetch/${slug}`, {
    slug,
    step: 4,
    language_id: EN,
    ...choices,
    country: 1,
  });
  const confirmed = await timed(
    'checkout confirm (order + provider payment)',
    'POST',
    '/api/checkout/confirm',
    {
      slug,
      language_id: EN,
      idempotency_key: randomUUID(),
    },
  );
  if (typeof confirmed.redirect_url !== 'string') throw new Error('confirm gave no provider page');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

async function main() {
  const secret = randomBytes(32).toString('hex');
  const sandbox = await createSandboxProvider({ secret });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const address0 = sandbox.app.server.address();
  const sandboxUrl = `http://127.0.0.1:${typeof address0 === 'object' && address0 ? address0.port : 0}`;
  process.env.PAYMENT_SANDBOX_URL = sandboxUrl;
  process.env.PAYMENT_SANDBOX_SECRET = secret;
  console.log(
    'starting the shop-api on the PostgreSQL bench schema (the first run seeds 100,000 products) …',
  );
  const shop = await start('shop-pg');
  const bff = await start('bff', shop.url);
  console.log(`${shop.note}; bff in production mode in front of it; sandbox provider at ${sandboxUrl}`);
  const catalogue = (await (await fetch(`${shop.url}/api/catalogue/slug-pages?kind=p&size=1000`)).json()) as {
    total: number;
  };
  console.log(
    `${catalogue.total.toLocaleString('en')} products; machine: ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)}`,
  );
  // Product ids of the seed run 1 … total (kind p first): a random one per buyer, so stock never runs out.
  const randomProduct = () => 1 + Math.floor(Math.random() * Math.min(catalogue.total, 100_000));

  const times = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  const record = (step: Step, ms: number) => times.get(step)?.push(ms);
  for (let i = 0; i < 10; i++) await purchase(bff.url, randomProduct(), () => {});
  for (let i = 0; i < BUYERS; i++) await purchase(bff.url, randomProduct(), record);
  console.log(`\np50 / p95 through the bff, ${BUYERS} guests one after another:`);
  for (const step of STEPS) {
    const sorted = (times.get(step) ?? []).sort((a, b) => a - b);
    console.log(
      `  ${step.padEnd(46)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms`,
    );
  }

  let confirmed = 0;
  let failed = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        try {
          await purchase(bff.url, randomProduct(), () => {});
          confirmed += 1;
        } catch (error) {
          failed += 1;
          if (failed <= 3) console.error(String(error));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `\n${CONCURRENCY} buyers at once for ${elapsed.toFixed(1)} s: ${confirmed} orders confirmed (${(confirmed / elapsed).toFixed(1)} orders/s, ` +
      `each after 7 other calls), ${failed} failed`,
  );
  await sandbox.app.close();
}

try {
  await main();
} finally {
  stopAll();
  agent.destroy();
}
