// `npm run bench`: the bff against its two yardsticks, side by side in one run, each server in its own process.
//   (a) cached POST /api/store-config through the bff      vs  a bare Fastify hello route (GET /, 17 bytes)
//       (a2) the same against bare Fastify doing the same HTTP exchange (JSON POST in, as many bytes of JSON out), which
//            isolates what the bff's plugins cost from what a POST with a bigger answer costs any server
//   (b) uncached pass-through call through the bff          vs  @fastify/http-proxy forwarding it to the same shop-api
//       (b1) every request identical (what a burst on one popular listing looks like: the bff coalesces them)
//       (b2) every request different (nothing to coalesce: the bff's own overhead against a plain proxy)
//       (b3), (b4) the same two in front of a canned upstream (servers.ts canned: node:http answering the shop's
//            recorded answer in microseconds): against the shop-api both sides are held at its ~550 req/s, so (b1)
//            and (b2) measure the shop; these measure the bff against the proxy
//       (b5) not checked: the bff against the contract alone (plain-servers.mjs contract: bare Fastify checking the
//            same call with the endpoint's schemas, nothing else), canned upstream, all different. It splits (b4)'s
//            gap in two: what checking the contract costs (the contract alone against the proxy) and what the bff's
//            own per-request features cost (this ratio)
// Each pair is measured in alternating rounds (A B A B …) and compared on the median, so a load spike on the
// machine hits both sides instead of skewing one of them.
//   (p) a server-rendered category page (page-bench.ts): cache on, cache off with renderToString, cache off
//       streaming; pages/s, p50/p99 and the bff's CPU per uncached render.
//   (o) overload (overload-bench.ts): the category page, cached and uncached, at BENCH_OVERLOAD_CONNECTIONS (200),
//       load shedding off and on: shed rate, p99 of the pages served, /readyz latency meanwhile.
// BENCH_ONLY picks sections, comma-separated: api ((a)–(b5)), canned (only (b3)–(b5)), pages (p), overload (o).
import autocannon from 'autocannon';
import { overloadBench } from './overload-bench.js';
import { pageBench } from './page-bench.js';
import { referenceWorkMs } from './reference-work.js';
import { cpuSeconds, type Server, start, stop, stopAll } from './spawn-server.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Issue #29's targets, each a ratio of the bff's req/s to its baseline's (medians of the alternating rounds):
// a cached answer at 0.8× of bare Fastify answering the same exchange ((a), (a2)), a pass-through call at least as
// fast as a bare proxy ((b1)–(b4), the canned (b4) included: nothing to coalesce, an upstream that costs nothing).
const TARGETS = { cached: 0.8, passThrough: 1.0 };
/** What `npm run bench` checks, printed before it measures: each ratio and its target, per section. */
const CHECKS = {
  api: [
    ['(a) cached store-config vs hello', TARGETS.cached],
    ['(a2) cached store-config vs bare Fastify, same exchange', TARGETS.cached],
    ['(b1) pass-through vs http-proxy, identical requests', TARGETS.passThrough],
    ['(b2) pass-through vs http-proxy, every request different', TARGETS.passThrough],
  ],
  canned: [
    ['(b3) pass-through vs http-proxy, canned upstream, identical', TARGETS.passThrough],
    ['(b4) pass-through vs http-proxy, canned upstream, all different', TARGETS.passThrough],
  ],
} as const;
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((section) => section.trim())
    .filter(Boolean),
);
/** Whether a section runs: all of them without BENCH_ONLY; `canned` is part of `api`. */
const runs = (section: 'api' | 'canned' | 'pages' | 'overload') =>
  ONLY.size === 0 || ONLY.has(section) || (section === 'canned' && ONLY.has('api'));

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU microseconds the measured server spent per answered request. */
  cpuUs: number;
  errors: number;
}

interface Target {
  title: string;
  server: Server;
  options: autocannon.Options;
}

async function once(target: Target, duration: number): Promise<Figures> {
  const cpuBefore = cpuSeconds(target.server.pid);
  const result = await autocannon({ connections: CONNECTIONS, ...target.options, duration });
  const cpuAfter = cpuSeconds(target.server.pid);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs:
      cpuBefore === null || cpuAfter === null
        ? Number.NaN
        : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

function summarise(runs: Figures[]): Figures {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuUs: median(runs.map((r) => r.cpuUs)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

function print(title: string, figures: Figures): void {
  const errors = figures.errors ? `   (${figures.errors} errors/non-2xx!)` : '';
  console.log(
    `  ${title.padEnd(58)} ${figures.rps.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(5)} ms   ${figures.cpuUs.toFixed(0).padStart(5)} µs CPU/req${errors}`,
  );
}

/**
 * Warms both sides, then alternates them for ROUNDS rounds; returns the subject/baseline ratio of medians, checked
 * against `target` (null: shown, not checked).
 */
async function pair(
  label: string,
  baseline: Target,
  subject: Target,
  target: number | null,
): Promise<{ ok: boolean; line: string }> {
  console.log(label);
  await once(baseline, 2);
  await once(subject, 2);
  const base: Figures[] = [];
  const subj: Figures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    base.push(await once(baseline, DURATION_S));
    subj.push(await once(subject, DURATION_S));
  }
  const b = summarise(base);
  const s = summarise(subj);
  print(baseline.title, b);
  print(subject.title, s);
  const ratio = s.rps / b.rps;
  const ok = target === null || ratio >= target;
  // Beside the checked throughput ratio, the CPU one (baseline's µs per request ÷ the bff's), which moves less with
  // whatever else the machine runs.
  const cpu = `CPU ${s.cpuUs.toFixed(0)} vs ${b.cpuUs.toFixed(0)} µs/req (${(b.cpuUs / s.cpuUs).toFixed(2)}×)`;
  const verdict =
    target === null ? '(not checked)' : `(target ≥ ${target.toFixed(1)}×)  ${ok ? 'OK' : 'BELOW TARGET'}`;
  return { ok, line: `${label.padEnd(60)} ${ratio.toFixed(2)}×  ${verdict}   ${cpu}` };
}

/** Says which ratios this run checks (and that the page and overload sections must run without errors). */
function printChecks(): void {
  const lines = [...(runs('api') ? CHECKS.api : []), ...(runs('canned') ? CHECKS.canned : [])].map(
    ([label, target]) => `  ${label}: bff req/s ÷ baseline req/s ≥ ${target.toFixed(1)}×`,
  );
  if (runs('pages')) lines.push('  (p) page section: no errors');
  if (runs('overload')) lines.push('  (o) overload section: completes');
  console.log(
    `Checked (exit code 1 if any misses; CPU µs per request is shown beside, not checked):\n${lines.join('\n')}\n`,
  );
}

async function main(): Promise<void> {
  printChecks();
  const referenceAtStart = referenceWorkMs();
  console.log(
    `Machine: the reference work (bench/reference-work.ts) takes ${referenceAtStart.toFixed(2)} ms now; absolute figures compare across runs only where it took about as long\n`,
  );
  const shop = await start('shop');
  const results = [
    ...(runs('api') ? await apiPairs(shop) : []),
    ...(runs('canned') ? await cannedPairs(shop) : []),
  ];
  // A failed page or overload section (no web build, a broken render) is reported under the API figures, not
  // instead of them.
  const failed = (section: string) => (error: unknown) => ({
    lines: [`${section} bench failed: ${error instanceof Error ? error.message : String(error)}`],
    failed: true,
  });
  const pages = runs('pages') ? await pageBench(shop).catch(failed('(p) page')) : null;
  const overload = runs('overload') ? await overloadBench(shop).catch(failed('(o) overload')) : null;
  console.log('');
  for (const result of results) console.log(result.line);
  for (const line of pages?.lines ?? []) console.log(line);
  for (const line of overload?.lines ?? []) console.log(line);
  console.log(
    `Machine: the reference work took ${referenceAtStart.toFixed(2)} ms at the start, ${referenceWorkMs().toFixed(2)} ms at the end`,
  );
  const pagesOk = !pages || (!('failed' in pages) && pages.ok);
  const overloadOk = !overload || (!('failed' in overload) && overload.ok);
  process.exitCode = results.every((result) => result.ok) && pagesOk && overloadOk ? 0 : 1;
}

/** The pass-through call: a flag's items, 5 at `offset`; sent as the web app sends it (same-origin headers). */
const SEARCH_PATH = '/api/search/searchForCategoryItems';
const searchBody = (offset: number) =>
  JSON.stringify({ locale: 'lt', params: { 'f.flag_ids': [1, 2], categoryId: null, limit: 5, offset } });
const jsonHeaders = (bff: Server) => ({
  'content-type': 'application/json',
  'x-requested-with': 'storefront',
  origin: bff.url,
});
const identical = (bff: Server) => ({
  method: 'POST' as const,
  headers: jsonHeaders(bff),
  body: searchBody(0),
});
/** Each request its own offset (0–99, all within the flag's items), so no two in flight are alike. */
const varied = (bff: Server): Omit<autocannon.Options, 'url'> => {
  let n = 0;
  return {
    method: 'POST',
    headers: jsonHeaders(bff),
    requests: [
      {
        setupRequest: (request) => {
          n = (n + 1) % 100;
          return { ...request, body: searchBody(n) };
        },
      },
    ],
  };
};

/** The same call through @fastify/http-proxy (the baseline) and through the bff, both in front of one upstream. */
function passThrough(
  label: string,
  proxy: Server,
  bff: Server,
  options: Omit<autocannon.Options, 'url'>,
  target: number,
): Promise<{ ok: boolean; line: string }> {
  return pair(
    label,
    {
      title: `@fastify/http-proxy POST ${SEARCH_PATH}`,
      server: proxy,
      options: { url: `${proxy.url}${SEARCH_PATH}`, ...options },
    },
    {
      title: `bff POST ${SEARCH_PATH}`,
      server: bff,
      options: { url: `${bff.url}${SEARCH_PATH}`, ...options },
    },
    target,
  );
}

async function apiPairs(shop: Server): Promise<{ ok: boolean; line: string }[]> {
  const [bff, proxy] = await Promise.all([start('bff', shop.url), start('proxy', shop.url)]);
  // (a2)'s baseline answers as many bytes as the bff's store config (the seed's answer, not a guess at its size).
  const storeConfigBytes = (
    await (
      await fetch(`${bff.url}/api/store-config`, {
        method: 'POST',
        headers: jsonHeaders(bff),
        body: JSON.stringify({ langIso: 'lt' }),
      })
    ).arrayBuffer()
  ).byteLength;
  const hello = await start('hello', String(storeConfigBytes));
  console.log(
    `shop API: ${shop.note} at ${shop.url}\n${ROUNDS} alternating rounds of ${DURATION_S} s per side, ${CONNECTIONS} connections, medians shown\n`,
  );

  const headers = jsonHeaders(bff);

  const storeConfig: Target = {
    title: 'bff POST /api/store-config (cached)',
    server: bff,
    options: {
      url: `${bff.url}/api/store-config`,
      method: 'POST',
      headers,
      body: JSON.stringify({ langIso: 'lt' }),
    },
  };
  const results = [
    await pair(
      '(a) cached store-config vs hello',
      { title: 'hello route (bare Fastify, GET /)', server: hello, options: { url: `${hello.url}/` } },
      storeConfig,
      TARGETS.cached,
    ),
    await pair(
      '(a2) cached store-config vs bare Fastify, same exchange',
      {
        title: `bare Fastify POST, same body in, ${storeConfigBytes} bytes out`,
        server: hello,
        options: {
          url: `${hello.url}/same-size`,
          method: 'POST',
          headers,
          body: JSON.stringify({ langIso: 'lt' }),
        },
      },
      storeConfig,
      TARGETS.cached,
    ),
    await passThrough(
      '(b1) pass-through vs http-proxy, identical requests',
      proxy,
      bff,
      identical(bff),
      TARGETS.passThrough,
    ),
    await passThrough(
      '(b2) pass-through vs http-proxy, every request different',
      proxy,
      bff,
      varied(bff),
      TARGETS.passThrough,
    ),
  ];
  // The page section starts bffs of its own: these three leave the cores to it.
  await Promise.all([stop(bff), stop(hello), stop(proxy)]);
  return results;
}

/** (b3), (b4): the pass-through pair again, both sides in front of a canned upstream answering the shop's answer. */
async function cannedPairs(shop: Server): Promise<{ ok: boolean; line: string }[]> {
  const answer = await fetch(`${shop.url}${SEARCH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: searchBody(0),
  });
  if (answer.status !== 200) throw new Error(`the shop answered ${answer.status} to the call to record`);
  const upstream = await start('canned', await answer.text());
  const [bff, proxy, contract] = await Promise.all([
    start('bff', upstream.url),
    start('proxy', upstream.url),
    start('contract', upstream.url),
  ]);
  console.log(
    `\n${upstream.note} at ${upstream.url}\n${ROUNDS} alternating rounds of ${DURATION_S} s per side, ${CONNECTIONS} connections, medians shown\n`,
  );
  const results = [
    await passThrough(
      '(b3) pass-through vs http-proxy, canned upstream, identical',
      proxy,
      bff,
      identical(bff),
      TARGETS.passThrough,
    ),
    await passThrough(
      '(b4) pass-through vs http-proxy, canned upstream, all different',
      proxy,
      bff,
      varied(bff),
      TARGETS.passThrough,
    ),
    await pair(
      '(b5) pass-through vs the contract alone, canned upstream, all different',
      {
        title: `contract alone POST ${SEARCH_PATH}`,
        server: contract,
        options: { url: `${contract.url}${SEARCH_PATH}`, ...varied(bff) },
      },
      {
        title: `bff POST ${SEARCH_PATH}`,
        server: bff,
        options: { url: `${bff.url}${SEARCH_PATH}`, ...varied(bff) },
      },
      null,
    ),
  ];
  await Promise.all([stop(bff), stop(proxy), stop(contract), stop(upstream)]);
  return results;
}

try {
  await main();
} finally {
  stopAll();
}
