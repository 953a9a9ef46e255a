// `npm run bench:listing`: the listing calls of the catalogue screens on the 100,000-product PostgreSQL seed,
// each measured straight on the shop-api and through the bff, to check the target "listing calls through the bff
// keep the shop-api's p95 targets plus at most 5 ms". The shop-api and the bff each run in a process of their
// own; the requests are sequential (one at a time, keep-alive) and alternate between the two sides
// (shop, bff, shop, bff …) so a load spike on the shared machine lands on both. On a loaded machine the bff's
// p95 also carries a second process's scheduling delay, so its CPU time per request is printed too: the cost it
// adds when it has a core to itself.
//   DATABASE_URL (default postgres://127.0.0.1:5432/test), BENCH_REQUESTS (default 300 per side and call)
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { cpuSeconds, type Server, start, stopAll } from './spawn-server.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
/** What the bff may add to the shop-api's p95. */
const BFF_BUDGET_MS = 5;
/** The shop-api's own p95 targets (shop-api/bench/search-bench.ts): category pages 10 ms, whole catalogue 50 ms. */
const SHOP_TARGETS_MS = { category: 10, catalogue: 50 };

const agent = new Agent({ keepAlive: true, maxSockets: 2 });

function post(url: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        },
      },
      (res) => {
        // The body is read to its end, as a browser would, but not parsed: parsing would be the client's cost.
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

interface Call {
  label: string;
  bodies: unknown[];
  /** The shop-api's p95 target for this call, when it has one. */
  target?: number;
}

async function measure(shopUrl: string, bffServer: Server, call: Call) {
  const bffUrl = bffServer.url;
  const path = '/api/catalogue/search';
  // What the web client sends: the CSRF header and a same-origin Origin.
  const bffHeaders = { 'x-requested-with': 'storefront', origin: bffUrl };
  const timed = async (url: string, body: unknown, headers: Record<string, string>) => {
    const started = performance.now();
    const status = await post(url, body, headers);
    if (status !== 200) throw new Error(`${call.label}: HTTP ${status} from ${url}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i++) {
    const body = call.bodies[i % call.bodies.length];
    await timed(`${shopUrl}${path}`, body, {});
    await timed(`${bffUrl}${path}`, body, bffHeaders);
  }
  const shop: number[] = [];
  const bff: number[] = [];
  const cpuBefore = cpuSeconds(bffServer.pid);
  for (let i = 0; i < REQUESTS; i++) {
    const body = call.bodies[i % call.bodies.length];
    shop.push(await timed(`${shopUrl}${path}`, body, {}));
    bff.push(await timed(`${bffUrl}${path}`, body, bffHeaders));
  }
  const cpuAfter = cpuSeconds(bffServer.pid);
  // The bff's own CPU per request: what it adds when it has a core to itself, whatever else loads the machine.
  const cpuMs =
    cpuBefore === null || cpuAfter === null ? Number.NaN : ((cpuAfter - cpuBefore) * 1000) / REQUESTS;
  shop.sort((a, b) => a - b);
  bff.sort((a, b) => a - b);
  const shopP95 = percentile(shop, 95);
  const bffP95 = percentile(bff, 95);
  const added = bffP95 - shopP95;
  const withinBudget = added <= BFF_BUDGET_MS;
  const targetNote =
    call.target === undefined
      ? ''
      : `  shop target ${call.target} ms → bff ≤ ${call.target + BFF_BUDGET_MS} ms: ${bffP95 <= call.target + BFF_BUDGET_MS ? 'PASS' : 'FAIL'}`;
  console.log(
    `${call.label.padEnd(46)} shop p50 ${percentile(shop, 50).toFixed(2).padStart(6)} p95 ${shopP95.toFixed(2).padStart(6)} │ ` +
      `bff p50 ${percentile(bff, 50).toFixed(2).padStart(6)} p95 ${bffP95.toFixed(2).padStart(6)} │ ` +
      `${added >= 0 ? '+' : '−'}${Math.abs(added).toFixed(2)} ms ${withinBudget ? 'PASS' : 'FAIL'} (≤ +${BFF_BUDGET_MS} ms)` +
      ` │ bff CPU ${cpuMs.toFixed(2)} ms/req${targetNote}`,
  );
  return withinBudget && (call.target === undefined || bffP95 <= call.target + BFF_BUDGET_MS);
}

interface CategoryNode {
  slug: string | null;
  children: CategoryNode[];
}

async function main() {
  console.log(
    'starting the shop-api on the PostgreSQL bench schema (the first run seeds 100,000 products) …',
  );
  const shop = await start('shop-pg');
  const bff = await start('bff', shop.url);
  console.log(`${shop.note}; bff in production mode in front of it`);

  const tree = await getJson<CategoryNode[]>(`${shop.url}/api/catalogue/categories?locale=en`);
  const all: string[] = [];
  const leaves: string[] = [];
  const walk = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      if (node.slug) all.push(node.slug);
      if (node.slug && node.children.length === 0) leaves.push(node.slug);
      walk(node.children);
    }
  };
  walk(tree);

  const calls: Call[] = [
    {
      label: 'category listing, first page + facets',
      bodies: all.map((categorySlug) => ({ locale: 'en', categorySlug })),
      target: SHOP_TARGETS_MS.category,
    },
    {
      label: 'category + manufacturer filter, price asc',
      bodies: leaves.map((categorySlug) => ({
        locale: 'en',
        categorySlug,
        filters: { 'f.manufacturer': ['Nordtech'] },
        sort: 'price_asc',
      })),
      target: SHOP_TARGETS_MS.catalogue,
    },
    {
      label: 'deal zone offers, first page + facets',
      bodies: [{ locale: 'en', contentType: 'offers' }],
      target: SHOP_TARGETS_MS.catalogue,
    },
    {
      label: 'load-more page (offset 48, 24, no facets)',
      bodies: all.map((categorySlug) => ({
        locale: 'en',
        categorySlug,
        offset: 48,
        limit: 24,
        facets: false,
      })),
      target: SHOP_TARGETS_MS.category,
    },
  ];

  console.log(
    `\n${REQUESTS} sequential requests per side and call after ${WARM_UP} warm-up pairs; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  );
  const results: boolean[] = [];
  for (const call of calls) results.push(await measure(shop.url, bff, call));
  console.log(`\nload average at the end ${loadavg()[0]?.toFixed(1)}`);
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

try {
  await main();
} finally {
  stopAll();
}
