import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { E2eStack } from './e2e-stack.js';
import { e2eWorkers } from './e2e-workers.js';
import { startMailCatcher } from './mail-catcher.js';
import {
  ARTIFACTS_DIR,
  buildWeb,
  freePort,
  snapshotWebBuild,
  startService,
  stopService,
  waitForOk,
} from './stack.js';

/**
 * Starts the real stack for the journeys, one per worker (e2e-stack.ts), side by side: shop-api on in-memory
 * PGlite, then the bff on a free port rendering pages with the fresh web build (one private copy of web/dist for
 * all: client assets + manifest, and the server bundle). E2E_SKIP_BUILD uses web/dist as it is; E2E_BFF_PORT
 * points the journeys at a stack already running.
 */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BFF_PORT;
  if (external) {
    project.provide('stacks', [
      {
        bffPort: Number(external),
        mailDir: process.env.E2E_MAIL_DIR ?? '',
        shopApiOrigin: process.env.E2E_SHOP_API_ORIGIN ?? '',
        operatorToken: process.env.E2E_OPERATOR_TOKEN ?? '',
      },
    ]);
    return;
  }
  if (!process.env.E2E_SKIP_BUILD) buildWeb();
  const web = snapshotWebBuild();
  clearFailureArtifacts();

  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    await Promise.all(stops.map((stop) => stop()));
    web.remove();
  };
  // Every start is waited for, failed or not, before anything is stopped: a stack still starting when another
  // failed would otherwise start its processes after the teardown had run.
  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, () => startStack(web.dir, stops)),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'stacks',
    started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
  );
  return teardown;
}

/** The last run's failure screenshots (failure-artifacts.ts): what is there after a run is that run's. */
function clearFailureArtifacts(): void {
  if (!existsSync(ARTIFACTS_DIR)) return;
  for (const file of readdirSync(ARTIFACTS_DIR)) {
    if (file.startsWith('failed-')) rmSync(join(ARTIFACTS_DIR, file), { force: true });
  }
}

/** One stack: the sandbox payment provider, shop-api, bff and a mail catcher; `stops` gets its stopper at once. */
async function startStack(webDir: string, stops: (() => Promise<void>)[]): Promise<E2eStack> {
  const children: ChildProcess[] = [];
  const mail = await startMailCatcher();
  stops.push(async () => {
    for (const child of children.reverse()) await stopService(child);
    await mail.close();
  });
  const shopApiPort = await freePort();
  const bffPort = await freePort();
  // The sandbox payment provider on its own port (its payment page is another origin, as a real provider's).
  const sandboxPort = await freePort();
  const sandboxSecret = randomBytes(32).toString('hex');
  const operatorToken = randomBytes(32).toString('hex');
  const sandbox = startService('sandbox', 'shop-api/src/sandbox-provider/server.ts', {
    SANDBOX_PROVIDER_HOST: '127.0.0.1',
    SANDBOX_PROVIDER_PORT: String(sandboxPort),
    PAYMENT_SANDBOX_SECRET: sandboxSecret,
  });
  children.push(sandbox);
  const shopApi = startService('shop-api', 'shop-api/src/server.ts', {
    SHOP_API_PORT: String(shopApiPort),
    SHOP_API_HOST: '127.0.0.1',
    PGLITE_DATA_DIR: 'memory',
    SEED_PRODUCTS: '500',
    // Account mails go through real SMTP to the catcher; their links open this stack's bff.
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    STOREFRONT_ORIGIN_TEMPLATE: `http://{host}:${bffPort}`,
    PAYMENT_SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
    PAYMENT_SANDBOX_SECRET: sandboxSecret,
    SHOP_API_PUBLIC_URL: `http://127.0.0.1:${shopApiPort}`,
    // The operator API, for the journeys where the shop's staff act (price a quote, ask a question).
    OPERATOR_TOKEN: operatorToken,
  });
  children.push(shopApi);
  await waitForOk(`http://127.0.0.1:${shopApiPort}/healthz`, 180_000, shopApi);

  const bff = startService('bff', 'bff/src/server.ts', {
    PORT: String(bffPort),
    HOST: '127.0.0.1',
    SHOP_API_URL: `http://127.0.0.1:${shopApiPort}`,
    WEB_DIST_DIR: webDir,
    // Every journey signs people in from one address: the auth rate limit (10 a minute per address and route
    // by default, tested on its own in tests/account.test.ts) must not decide a journey's outcome.
    AUTH_RATE_LIMIT_MAX: '100',
    // The same for reserving a phone (5 per address over the 30-minute payment window by default).
    RESERVATION_RATE_LIMIT_MAX: '100',
    // The journeys check what a page holds and that hydration asks for nothing more; on a machine as busy as CI
    // (browsers, three variants at once) a cold page's shop answers can pass the 1.5 s page budget, and the page
    // then rightly leaves sections to the browser. What the budget does is tested where it is the subject
    // (tests/faults.test.ts, the home loader's tests).
    PAGE_BUDGET_MS: '5000',
    // The consent journey checks that accepting asks for the vendors' scripts (intercepted and refused there,
    // never loaded); outside production they are off unless switched on.
    MARKETING_INTEGRATIONS: 'on',
  });
  children.push(bff);
  await waitForOk(`http://127.0.0.1:${bffPort}/healthz`, 60_000, bff);
  // The bff loads the server bundle on the first page: a page that renders proves the build is usable (a
  // missing or broken one is a 503) and keeps that load out of the first journey's time.
  await waitForOk(`http://127.0.0.1:${bffPort}/lt`, 60_000, bff);
  return {
    bffPort,
    mailDir: mail.dir,
    shopApiOrigin: `http://127.0.0.1:${shopApiPort}`,
    operatorToken,
  };
}
