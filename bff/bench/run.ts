// `npm run bench`: the bff against its two yardsticks, side by side in one run, each server in its own process.
//   (a) cached POST /api/store-config through the bff   vs  a bare Fastify hello route
//   (b) uncached pass-through call through the bff       vs  @fastify/http-proxy forwarding it to the same shop
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGETS = { cached: 0.8, passThrough: 1.0 };

const children: ChildProcess[] = [];

function start(kind: string, ...args: string[]): Promise<{ url: string; note: string }> {
  const script = fileURLToPath(new URL('./servers.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--conditions=@storefront/source', '--import', 'tsx', script, kind, ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code} before it was ready`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = /^READY (\d+) ?(.*)$/.exec(line);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, note: match[2] ?? '' });
    });
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(title: string, options: autocannon.Options): Promise<Figures> {
  // A short warm-up so JIT and keep-alive pools are settled before the measured run.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION_S, connections: CONNECTIONS });
  const figures = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
  console.log(
    `${title.padEnd(44)} ${figures.rps.toFixed(0).padStart(8)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms${figures.errors ? `   (${figures.errors} errors/non-2xx!)` : ''}`,
  );
  return figures;
}

function verdict(name: string, ratio: number, target: number): boolean {
  const ok = ratio >= target;
  console.log(
    `${name.padEnd(44)} ${ratio.toFixed(2)}×  (target ≥ ${target.toFixed(1)}×)  ${ok ? 'OK' : 'BELOW TARGET'}`,
  );
  return ok;
}

async function main(): Promise<void> {
  const shop = await start('shop');
  const [bff, hello, proxy] = await Promise.all([
    start('bff', shop.url),
    start('hello'),
    start('proxy', shop.url),
  ]);
  console.log(`shop API: ${shop.note} at ${shop.url}; ${DURATION_S} s per run, ${CONNECTIONS} connections\n`);

  const clientHeaders = {
    'content-type': 'application/json',
    'x-requested-with': 'storefront',
    origin: bff.url,
  };
  const storeConfig = {
    method: 'POST' as const,
    headers: clientHeaders,
    body: JSON.stringify({ langIso: 'lt' }),
  };
  const passThrough = {
    method: 'POST' as const,
    headers: clientHeaders,
    body: JSON.stringify({
      locale: 'lt',
      params: { 'f.flag_ids': [1], categoryId: null, limit: 5, offset: 0 },
    }),
  };
  const passThroughPath = '/api/search/searchForCategoryItems';

  const helloFigures = await measure('hello route (bare Fastify)', { url: `${hello.url}/` });
  const cachedFigures = await measure('bff POST /api/store-config (cached)', {
    url: `${bff.url}/api/store-config`,
    ...storeConfig,
  });
  const proxyFigures = await measure(`@fastify/http-proxy POST ${passThroughPath}`, {
    url: `${proxy.url}${passThroughPath}`,
    ...passThrough,
  });
  const bffPassFigures = await measure(`bff POST ${passThroughPath}`, {
    url: `${bff.url}${passThroughPath}`,
    ...passThrough,
  });

  console.log('');
  const a = verdict('(a) cached store-config / hello', cachedFigures.rps / helloFigures.rps, TARGETS.cached);
  const b = verdict(
    '(b) bff pass-through / http-proxy',
    bffPassFigures.rps / proxyFigures.rps,
    TARGETS.passThrough,
  );
  process.exitCode = a && b ? 0 : 1;
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
}
