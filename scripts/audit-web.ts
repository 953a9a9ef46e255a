// `npm run audit:web`: Lighthouse 12 (mobile, Debian Chromium) on the home page of the real stack, plus the
// initial JavaScript the home route loads, gzip-compressed. Prints the figures and fails when the issue-4
// budgets are missed: performance ≥ 90, SEO = 100, initial JS ≤ 150 KB gzip.
//
//   AUDIT_URL=http://lt.localhost:3000/ npm run audit:web   # audit a stack that is already running
//   AUDIT_PATH=/lt/c/electronics npm run audit:web         # another page of the stack it starts (issue 5: a category)
//   AUDIT_RUNS=5 AUDIT_JSON=/tmp/lhr.json AUDIT_VERBOSE=1 npm run audit:web   # more runs, keep the median report
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  buildWeb,
  freePort,
  LOOPBACK_ONLY_FLAG,
  REPO_ROOT,
  startService,
  stopService,
  waitForOk,
} from '../tests/e2e/support/stack.js';

const BUDGET = { performance: 90, seo: 100, initialJsGzipKb: 150 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * AUDIT_NICE=-10 runs the audited browser at that scheduling priority (a negative value needs root). Lighthouse
 * multiplies the CPU time it observes, so on a busy shared machine the neighbours' load lands in the figures;
 * the report says when this was used.
 */
function chromeBinary(): string {
  const nice = process.env.AUDIT_NICE;
  if (!nice) return CHROMIUM;
  const wrapper = join(mkdtempSync(join(tmpdir(), 'audit-chrome-')), 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\nexec nice -n ${Number(nice)} ${CHROMIUM} "$@"\n`, { mode: 0o755 });
  return wrapper;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type NetworkRequest = { url: string; resourceType?: string; mimeType?: string };

/**
 * The build the audit serves and measures. Other work on the machine may rebuild web/dist at any time, so the
 * stack serves a private copy taken right after the build.
 */
let distDir = join(REPO_ROOT, 'web/dist');

async function startStack() {
  buildWeb();
  distDir = mkdtempSync(join(tmpdir(), 'audit-web-dist-'));
  cpSync(join(REPO_ROOT, 'web/dist'), distDir, { recursive: true });
  const shopApiPort = await freePort();
  const shopApi = startService('shop-api', 'shop-api/src/server.ts', {
    SHOP_API_PORT: String(shopApiPort),
    PGLITE_DATA_DIR: 'memory',
    SEED_PRODUCTS: '500',
  });
  await waitForOk(`http://127.0.0.1:${shopApiPort}/healthz`, 180_000, shopApi);
  const bffPort = await freePort();
  const bff = startService('bff', 'bff/src/server.ts', {
    PORT: String(bffPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    COOKIE_SECRET: 'audit-only-secret-audit-only-secret-0000',
    SHOP_API_URL: `http://127.0.0.1:${shopApiPort}`,
    WEB_DIST_DIR: distDir,
    CANONICAL_ORIGIN_TEMPLATE: 'http://{host}:{port}',
  });
  await waitForOk(`http://127.0.0.1:${bffPort}/healthz`, 60_000, bff);
  return {
    url: `http://lt.localhost:${bffPort}${process.env.AUDIT_PATH ?? '/'}`,
    stop: async () => {
      await stopService(bff);
      await stopService(shopApi);
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

const gzipKb = (paths: string[]) =>
  paths.reduce((sum, path) => sum + gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length, 0) /
  1024;

/**
 * The initial JavaScript of the home route: the entry script and every module it imports statically, i.e. the
 * scripts index.html loads (Vite lists the static imports as modulepreload links). Lazy chunks the page asks for
 * after its first render are counted separately.
 */
function initialJs(): { kb: number; files: string[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...new Set(
      [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
        (m) => m[1] as string,
      ),
    ),
  ];
  return { kb: gzipKb(files), files };
}

/** Every script the page loaded from the web build during the audited load (initial and lazy). */
function loadedJs(requests: NetworkRequest[]): { kb: number; files: string[] } {
  const files = requests
    .filter((r) => r.resourceType === 'Script' || r.mimeType?.includes('javascript'))
    .map((r) => new URL(r.url).pathname)
    .filter((path) => path.startsWith('/assets/'));
  const unique = [...new Set(files)];
  return { kb: gzipKb(unique), files: unique };
}

async function main() {
  const stack = process.env.AUDIT_URL ? null : await startStack();
  const url = process.env.AUDIT_URL ?? stack?.url ?? '';
  const chrome = await chromeLauncher.launch({
    chromePath: chromeBinary(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      LOOPBACK_ONLY_FLAG,
    ],
  });
  try {
    // Default Lighthouse config: mobile form factor, simulated slow 4G and 4x CPU slowdown.
    const run = async () => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      return result.lhr;
    };
    // One discarded load first: a just-started stack answers its first requests (image resizes, upstream
    // caches, JIT) far slower than it ever does again, and that start-up cost is not the page's. Lighthouse
    // still loads with an empty browser cache each run.
    await run();
    // The machine is shared, so one figure is noise: AUDIT_RUNS loads (default 3), judged on the median.
    const runs = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
    const reports: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) reports.push(await run());
    const perf = (report: LighthouseResult) => Math.round((report.categories.performance?.score ?? 0) * 100);
    // A load Lighthouse could not measure (runtimeError, e.g. no paint seen on a starved machine) has no score: it
    // is reported and left out of the median, not counted as a 0; a retry is what it calls for.
    const measured = reports.filter((report) => !report.runtimeError);
    if (measured.length === 0) throw new Error('Lighthouse measured none of the loads');
    const sorted = [...measured].sort((a, b) => perf(a) - perf(b));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseResult;
    // AUDIT_JSON=/tmp/lhr.json keeps the median report, for reading opportunities and main-thread work.
    if (process.env.AUDIT_JSON) writeFileSync(process.env.AUDIT_JSON, JSON.stringify(lhr));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
      ?.items;
    const js = initialJs();
    const loaded = loadedJs(requests ?? []);
    const jsKb = js.kb;

    console.log(
      `Lighthouse ${lhr.lighthouseVersion} (${lhr.configSettings.formFactor}) on ${lhr.finalDisplayedUrl}, median of ${measured.length} measured run(s) of ${runs} after a warm-up load${process.env.AUDIT_NICE ? `, browser at nice ${process.env.AUDIT_NICE}` : ''}; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (const [i, report] of reports.entries()) {
      const shown = (id: string) => report.audits[id]?.displayValue ?? 'n/a';
      const work = report.audits['mainthread-work-breakdown']?.details as
        | { items?: { group: string; duration: number }[] }
        | undefined;
      const scriptMs = work?.items?.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0;
      if (report.runtimeError) {
        console.log(`  run ${i + 1}: not measured (${report.runtimeError.code}), left out of the median`);
        continue;
      }
      console.log(
        `  run ${i + 1}: performance ${perf(report)}, FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, script evaluation ${Math.round(scriptMs)} ms`,
      );
    }
    console.log(`  performance      ${score('performance')}   (budget ≥ ${BUDGET.performance})`);
    console.log(`  SEO              ${score('seo')}   (budget = ${BUDGET.seo})`);
    console.log(
      `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    );
    console.log(
      `  initial JS       ${jsKb.toFixed(1)} KB gzip in ${js.files.length} files (budget ≤ ${BUDGET.initialJsGzipKb} KB)`,
    );
    console.log(
      `  all JS loaded    ${loaded.kb.toFixed(1)} KB gzip in ${loaded.files.length} files (initial + lazy chunks fetched during the load)`,
    );
    for (const audit of Object.values(lhr.audits)) {
      if (
        lhr.categories.seo?.auditRefs.some((ref) => ref.id === audit.id) &&
        audit.score !== null &&
        audit.score < 1
      ) {
        console.log(`  SEO issue: ${audit.id}: ${audit.title}`);
      }
    }
    if (process.env.AUDIT_VERBOSE) {
      for (const id of ['mainthread-work-breakdown', 'bootup-time', 'largest-contentful-paint-element']) {
        const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
        console.log(`  ${id}: ${lhr.audits[id]?.displayValue ?? ''}`);
        for (const item of (details?.items ?? []).slice(0, 6))
          console.log(`    ${JSON.stringify(item).slice(-400)}`);
      }
    }
    const ok =
      score('performance') >= BUDGET.performance &&
      score('seo') >= BUDGET.seo &&
      jsKb <= BUDGET.initialJsGzipKb;
    console.log(ok ? 'Within budget.' : 'OVER BUDGET.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    chrome.kill();
    await stack?.stop();
  }
}

await main();
