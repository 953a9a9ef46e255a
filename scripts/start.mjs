#!/usr/bin/env node
// `npm start`: the embedded default in one terminal. Rebuilds what is missing or older than its sources (see
// build-freshness.mjs), starts the shop-api (PGlite, data in .data/, seeded on first start), waits until it
// answers, then starts the bff serving the built web app. One Ctrl-C stops them all; a service that dies on its
// own is started again while the others keep running (supervise.mjs).
// `npm run dev` (--dev): the same from source, nothing built: both services run through tsx and the bff serves
// and server-renders the web app through Vite in middleware mode (an edit shows on reload, hot in the browser).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStaleParts } from './build-freshness.mjs';
import { instanceFolders } from './instance-folders.mjs';
import { supervise } from './supervise.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// A local .env (see .env.example) configures both services; variables already set in the shell win.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const shopApiPort = process.env.SHOP_API_PORT ?? '4000';
const bffPort = process.env.PORT ?? '3000';
const shopApiUrl = `http://127.0.0.1:${shopApiPort}`;
// The sandbox payment provider (card, wallet, regional) on its own port, so its payment page is another origin.
// Its secret (HMAC of the notifications, the shop's API key) is shared by the two processes, never in code:
// random per start unless .env or the shell sets one.
const sandboxPort = process.env.SANDBOX_PROVIDER_PORT ?? '4100';
const sandboxSecret = process.env.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('hex');
const sandboxUrl = process.env.PAYMENT_SANDBOX_URL ?? `http://127.0.0.1:${sandboxPort}`;
const dev = process.argv.includes('--dev');
// Links in mails and the payment provider's way back lead to this bff's port, whatever PORT is.
const storefrontOriginTemplate = process.env.STOREFRONT_ORIGIN_TEMPLATE ?? `http://{host}:${bffPort}`;

/** Whether a port on loopback can be listened on (another `npm start` or `npm run dev` may hold it). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port: Number(port), exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });
}

const wanted = [
  ['PORT (the storefront)', bffPort],
  ['SHOP_API_PORT', shopApiPort],
  ...(process.env.PAYMENT_SANDBOX_URL ? [] : [['SANDBOX_PROVIDER_PORT', sandboxPort]]),
];
const taken = [];
for (const [name, port] of wanted) if (!(await portIsFree(port))) taken.push(`${name}=${port}`);
if (taken.length > 0) {
  console.error(
    `Port taken: ${taken.join(', ')} (another \`npm start\` or \`npm run dev\` running?). Stop it, or run ` +
      'this one on other ports and data, e.g. PORT=3001 SHOP_API_PORT=4001 SANDBOX_PROVIDER_PORT=4101 ' +
      'PGLITE_DATA_DIR=.data/shop-api-2 npm run dev',
  );
  process.exit(1);
}

if (!dev && !buildStaleParts(root)) process.exit(1);

const children = new Set();
let stopping = false;

/** A service's server: its build, or in development its source through tsx (workspace packages from source). */
function spawnService(script, env) {
  const args = dev
    ? [
        '--conditions=@storefront/source',
        '--import',
        'tsx',
        join(root, script.replace('/dist/', '/src/').replace(/\.js$/, '.ts')),
      ]
    : [join(root, script)];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.on('exit', () => {
    children.delete(child);
    if (stopping && children.size === 0) process.exit(process.exitCode ?? 0);
  });
  return child;
}

/** Runs a service, started again if it dies on its own (see supervise.mjs). */
function run(name, script, env) {
  supervise(name, () => spawnService(script, env), { isStopping: () => stopping, giveUp: stop });
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children) child.kill('SIGTERM');
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

if (!process.env.PAYMENT_SANDBOX_URL) {
  run('payment sandbox', 'shop-api/dist/sandbox-provider/server.js', {
    SANDBOX_PROVIDER_PORT: sandboxPort,
    PAYMENT_SANDBOX_SECRET: sandboxSecret,
  });
}

run('shop-api', 'shop-api/dist/server.js', {
  SHOP_API_PORT: shopApiPort,
  PAYMENT_SANDBOX_URL: sandboxUrl,
  PAYMENT_SANDBOX_SECRET: sandboxSecret,
  STOREFRONT_ORIGIN_TEMPLATE: storefrontOriginTemplate,
  ...instanceFolders(process.env, root),
});

// The first start seeds the database, which takes a few seconds on PGlite.
if (!(await waitFor(`${shopApiUrl}/healthz`, 120_000))) {
  console.error(`The shop-api did not answer on ${shopApiUrl}/healthz.`);
  stop(1);
} else {
  run('bff', 'bff/dist/server.js', {
    PORT: bffPort,
    SHOP_API_URL: process.env.SHOP_API_URL ?? shopApiUrl,
    ...(dev ? { WEB_DEV_SERVER: 'true' } : {}),
  });
  if (await waitFor(`http://127.0.0.1:${bffPort}/healthz`, 30_000)) {
    console.log(
      `\nStorefront ready: http://localhost:${bffPort} (lt), http://lv.localhost:${bffPort}, ` +
        `http://wl3.localhost:${bffPort} … API docs: http://localhost:${bffPort}/docs\n`,
    );
  }
}
