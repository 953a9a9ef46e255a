// The overload section of `npm run bench` (BENCH_ONLY=overload, or alone: `npx tsx bff/bench/overload-bench.ts` from
// the repository root): the category page at BENCH_OVERLOAD_CONNECTIONS (200) for BENCH_OVERLOAD_DURATION_S (10 s)
// after a 3 s warm-up, in front of the real shop-api, each case a fresh bff (production settings) on a private copy
// of web/dist, with load shedding off (SHED_MAX_EVENT_LOOP_DELAY_MS=0) and on (the production default):
//   (o1), (o2) as deployed: the page cache on (a render every 5 s, the other requests served from it)
//   (o3), (o4) uncached (PAGE_CACHE_TTL_MS=0): every request a server render and its shop calls, far past what the
//              machine renders
// Meanwhile a process of its own asks /readyz every 250 ms, as a load balancer would (in this process the answers
// would wait behind autocannon's). Printed: the shed rate (every 503 the bff answered for the page, whichever layer
// refused it: the event-loop check, the render queue, the page's time budget; the event-loop share named apart), pages/s
// served, p50/p99 of the pages served (503s not counted in them), the bff's CPU per page served, and /readyz's
// latency (p50, max) with its answers; the closing lines give shedding on against off as ratios, and the check that
// the pages served with shedding on, uncached, stay under OVERLOAD_P99_TARGET_MS at p99.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { check, checkPage, copyWebBuild, HEADERS, PAGE_PATH } from './page-bench.js';
import { cpuSeconds, runAlone, type Server, start, stop } from './spawn-server.js';

const DURATION_S = Number(process.env.BENCH_OVERLOAD_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 200);
const READY_POLL_MS = 250;

/** Lets the bench read the bff's /metrics (an operator endpoint: closed in production without a token). */
const OPERATOR_TOKEN = 'bench-operator-token-0123456789abcdef0123';

export interface OverloadFigures {
  title: string;
  answers: number;
  /** Pages answered 200, and their latencies' p50/p99 (ms). */
  served: number;
  servedPerSecond: number;
  p50: number;
  p99: number;
  /** Every 503 (shed); of those, refused by the event-loop check; other statuses and client time-outs. */
  shed: number;
  shedForLoopDelay: number;
  other: number;
  /** CPU milliseconds the bff spent per page served. */
  bffCpuMs: number;
  readyz: { p50: number; max: number; answers: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * Asks /readyz every READY_POLL_MS from a process of its own until stopped: each answer's status and milliseconds
 * (a probe still waiting when stopped counts with the time it has waited so far).
 */
const POLLER = `
const [url, every] = process.argv.slice(1);
// A first fetch loads and warms fetch itself (seconds on a busy machine), before any probe is timed.
await fetch(url).then((response) => response.arrayBuffer()).catch(() => undefined);
console.log('ready');
for (;;) {
  console.log('asking');
  const started = performance.now();
  let status = 'error';
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30000) });
    await response.arrayBuffer();
    status = String(response.status);
  } catch {}
  console.log(status + ' ' + (performance.now() - started).toFixed(1));
  await new Promise((resolve) => setTimeout(resolve, Number(every)));
}`;

/** Starts the poller; resolves once it is warm, with the function that stops it and returns what it saw. */
function pollReadyz(url: string): Promise<{ stop: () => { ms: number[]; statuses: string[] } }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', POLLER, url, String(READY_POLL_MS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ms: number[] = [];
  const statuses: string[] = [];
  let asked: number | null = null;
  const stop = () => {
    child.kill('SIGTERM');
    if (asked !== null) {
      statuses.push('unanswered');
      ms.push(performance.now() - asked);
    }
    return { ms, statuses };
  };
  return new Promise((resolve) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line === 'ready') resolve({ stop });
      else if (line === 'asking') asked = performance.now();
      else {
        const [status = 'error', took = 'NaN'] = line.split(' ');
        statuses.push(status);
        ms.push(Number(took));
        asked = null;
      }
    });
  });
}

/** From the bff's /metrics: the page route's answers by status, and the requests shed for event-loop delay. */
async function bffCounts(bff: Server): Promise<{ byStatus: Map<string, number>; shed: number }> {
  const response = await fetch(`${bff.url}/metrics`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  const byStatus = new Map<string, number>();
  let shed = 0;
  for (const row of (await response.text()).split('\n')) {
    const value = Number(row.split(' ').at(-1));
    const page = /^bff_http_requests_total\{method="GET",route="\/\*",status="(\d+)"\}/.exec(row);
    if (page?.[1]) byStatus.set(page[1], value);
    if (row.startsWith('bff_shed_requests_total{reason="event_loop_delay"}')) shed = value;
  }
  return { byStatus, shed };
}

async function measure(title: string, bff: Server, duration: number): Promise<OverloadFigures> {
  const served: number[] = [];
  const poller = await pollReadyz(`${bff.url}/readyz`);
  const before = await bffCounts(bff);
  const cpuBefore = cpuSeconds(bff.pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${bff.url}${PAGE_PATH}`, connections: CONNECTIONS, duration, headers: HEADERS },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) served.push(responseTime);
    });
  });
  const readyz = poller.stop();
  const cpuAfter = cpuSeconds(bff.pid);
  const after = await bffCounts(bff);
  // Counted by the bff itself: autocannon misses answers to requests it gave up on (its 10 s time-out).
  const delta = (status: string) => (after.byStatus.get(status) ?? 0) - (before.byStatus.get(status) ?? 0);
  const statuses = new Set([...after.byStatus.keys()]);
  const answers = [...statuses].reduce((sum, status) => sum + delta(status), 0);
  const shed = after.shed - before.shed;
  const counts = new Map<string, number>();
  for (const status of readyz.statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return {
    title,
    answers,
    served: delta('200'),
    servedPerSecond: delta('200') / duration,
    p50: percentile(served, 0.5),
    p99: percentile(served, 0.99),
    shed: delta('503'),
    shedForLoopDelay: shed,
    other: answers - delta('200') - delta('503') + result.timeouts,
    bffCpuMs:
      cpuBefore === null || cpuAfter === null ? Number.NaN : ((cpuAfter - cpuBefore) * 1000) / delta('200'),
    readyz: {
      p50: percentile(readyz.ms, 0.5),
      max: Math.max(...readyz.ms),
      answers: [...counts].map(([status, count]) => `${count}× ${status}`).join(', '),
    },
  };
}

function print(figures: OverloadFigures): void {
  const shedRate = figures.answers ? (100 * figures.shed) / figures.answers : 0;
  const other =
    `, ${figures.shedForLoopDelay} of the 503s for event-loop delay` +
    (figures.other ? `, ${figures.other} other statuses/time-outs` : '');
  console.log(
    `  ${figures.title.padEnd(28)} shed ${shedRate.toFixed(0).padStart(3)} %   served ${figures.servedPerSecond.toFixed(0).padStart(4)} pages/s   p50 ${figures.p50.toFixed(0).padStart(5)} ms   p99 ${figures.p99.toFixed(0).padStart(5)} ms   ${figures.bffCpuMs.toFixed(1)} ms CPU/page   /readyz p50 ${figures.readyz.p50.toFixed(0)} ms, max ${figures.readyz.max.toFixed(0)} ms (${figures.readyz.answers})${other}`,
  );
}

/** The page renders (a bff just started may shed its first requests while it loads the render bundle). */
async function ready(url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await checkPage(url);
      return;
    } catch (error) {
      if (attempt === 20) throw error;
      await sleep(500);
    }
  }
}

const CASES = [
  { title: '(o1) cached, shedding off', settings: ['SHED_MAX_EVENT_LOOP_DELAY_MS=0'] },
  { title: '(o2) cached, shedding on', settings: [] as string[] },
  {
    title: '(o3) uncached, shedding off',
    settings: ['PAGE_CACHE_TTL_MS=0', 'SHED_MAX_EVENT_LOOP_DELAY_MS=0'],
  },
  { title: '(o4) uncached, shedding on', settings: ['PAGE_CACHE_TTL_MS=0'] },
];

/** Shedding on against off, as the closing lines. */
function compare(label: string, off: OverloadFigures, on: OverloadFigures): string[] {
  const shedRate = on.answers ? (100 * on.shed) / on.answers : 0;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  return [
    `(o) ${label}, ${CONNECTIONS} connections: shedding on sheds ${shedRate.toFixed(0)} %; pages served p99 ${on.p99.toFixed(0)} vs ${off.p99.toFixed(0)} ms off (${ratio(on.p99, off.p99)}), ${on.servedPerSecond.toFixed(0)} vs ${off.servedPerSecond.toFixed(0)} pages/s (${ratio(on.servedPerSecond, off.servedPerSecond)}); /readyz max ${on.readyz.max.toFixed(0)} vs ${off.readyz.max.toFixed(0)} ms (${ratio(on.readyz.max, off.readyz.max)}), p50 ${on.readyz.p50.toFixed(0)} vs ${off.readyz.p50.toFixed(0)} ms`,
  ];
}

/** Runs the cases against `shop` and returns their figures and the lines for the bench's closing table. */
/** Issue #29: past what the machine renders, the pages that are served still come within a second. */
export const OVERLOAD_P99_TARGET_MS = 1_000;

export async function overloadBench(
  shop: Server,
): Promise<{ figures: OverloadFigures[]; lines: string[]; ok: boolean }> {
  const webDist = copyWebBuild();
  try {
    console.log(
      `\n(o) overload: GET ${PAGE_PATH} at ${CONNECTIONS} connections, ${DURATION_S} s per case after a 3 s warm-up, /readyz every ${READY_POLL_MS} ms meanwhile; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    );
    const figures: OverloadFigures[] = [];
    for (const { title, settings } of CASES) {
      const bff = await start(
        'bff',
        shop.url,
        `WEB_DIST_DIR=${webDist}`,
        `OPERATOR_TOKEN=${OPERATOR_TOKEN}`,
        ...settings,
      );
      try {
        await ready(`${bff.url}${PAGE_PATH}`);
        await measure(title, bff, 3);
        const result = await measure(title, bff, DURATION_S);
        print(result);
        figures.push(result);
      } finally {
        await stop(bff);
      }
    }
    const [cachedOff, cachedOn, uncachedOff, uncachedOn] = figures as OverloadFigures[] as [
      OverloadFigures,
      OverloadFigures,
      OverloadFigures,
      OverloadFigures,
    ];
    const p99 = check(
      `(o4) uncached, shedding on: pages served p99 ${uncachedOn.p99.toFixed(0)} ms`,
      `≤ ${OVERLOAD_P99_TARGET_MS} ms`,
      uncachedOn.p99 <= OVERLOAD_P99_TARGET_MS,
    );
    const lines = [
      ...compare(`${PAGE_PATH} cached`, cachedOff, cachedOn),
      ...compare(`${PAGE_PATH} uncached`, uncachedOff, uncachedOn),
      p99.line,
    ];
    return { figures, lines, ok: p99.ok };
  } finally {
    rmSync(webDist, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, async (shop) => {
  const { lines, ok } = await overloadBench(shop);
  return { lines, ok };
});
