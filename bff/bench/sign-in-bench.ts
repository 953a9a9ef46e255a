// Sign-in through the bff against the real shop-api (issue #13): latency with hashing included, and how many
// sign-ins one core sustains. Each server runs in a process of its own (spawn-server.ts); the demo account signs
// in over and over with the browser's headers (client header, same-origin Origin), past a rate limit raised
// out of the way. Not part of npm test:
//   npm run bench:sign-in -w bff          (SIGN_INS=400 CONCURRENCY=4 to change the run)
import { performance } from 'node:perf_hooks';
import { CLIENT_HEADER } from '@storefront/shared-types';
import { Agent, request } from 'undici';
import { hashPassword } from '../../shop-api/src/services/auth/passwords.js';
import { cpuSeconds, type Server, start, stopAll } from './spawn-server.js';

const SIGN_INS = Number(process.env.SIGN_INS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const HOST = 'lt.localhost';
const body = JSON.stringify({ email: 'demo@storefront.test', password: 'demo-password' });
const dispatcher = new Agent({ connections: CONCURRENCY * 2 });

async function signIn(bff: Server): Promise<number> {
  const started = performance.now();
  const response = await request(`${bff.url}/api/auth/login`, {
    method: 'POST',
    dispatcher,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      'content-type': 'application/json',
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
    },
    body,
  });
  const text = await response.body.text();
  if (response.statusCode !== 200 || !String(response.headers['set-cookie']).includes('session_token=')) {
    throw new Error(`sign-in answered ${response.statusCode}: ${text.slice(0, 200)}`);
  }
  return performance.now() - started;
}

/** `count` sign-ins by `workers` concurrent clients; their latencies and the wall time. */
async function run(
  bff: Server,
  count: number,
  workers: number,
): Promise<{ latencies: number[]; ms: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) {
        next += 1;
        latencies.push(await signIn(bff));
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), ms: performance.now() - started };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** Wall and CPU milliseconds of one hash, one at a time (the libuv pool runs each on one thread). */
async function scryptOnOneThread(count: number): Promise<{ wallMs: number; cpuMs: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < count; i++) await hashPassword('demo-password');
  const used = process.cpuUsage(cpu);
  return { wallMs: (performance.now() - started) / count, cpuMs: (used.user + used.system) / 1000 / count };
}

try {
  const hash = await scryptOnOneThread(30);
  console.log(
    `scrypt (N=16384, r=8, p=1, 64-byte key), one at a time: ${fmt(hash.wallMs)} wall, ${fmt(hash.cpuMs)} CPU per hash`,
  );

  const shop = await start('shop');
  // Load shedding off: on a busy machine it would answer some sign-ins 503, and this measures their cost.
  const bff = await start('bff', shop.url, 'AUTH_RATE_LIMIT_MAX=1000000', 'SHED_MAX_EVENT_LOOP_DELAY_MS=0');
  console.log(`${shop.note}; bff in production mode`);
  await run(bff, 20, 2); // warm-up: connections, JIT, the shop's first queries

  const sequential = await run(bff, Math.min(SIGN_INS, 150), 1);
  console.log(
    `one at a time (${sequential.latencies.length}): p50 ${fmt(percentile(sequential.latencies, 0.5))}, ` +
      `p95 ${fmt(percentile(sequential.latencies, 0.95))}, p99 ${fmt(percentile(sequential.latencies, 0.99))}`,
  );

  const cpuBefore = [cpuSeconds(shop.pid), cpuSeconds(bff.pid)];
  const loaded = await run(bff, SIGN_INS, CONCURRENCY);
  const cpuAfter = [cpuSeconds(shop.pid), cpuSeconds(bff.pid)];
  const perSecond = (loaded.latencies.length / loaded.ms) * 1000;
  console.log(
    `${CONCURRENCY} concurrent (${loaded.latencies.length}): ${perSecond.toFixed(1)} sign-ins/s, ` +
      `p50 ${fmt(percentile(loaded.latencies, 0.5))}, p95 ${fmt(percentile(loaded.latencies, 0.95))}`,
  );
  if (cpuBefore.every((v) => v !== null) && cpuAfter.every((v) => v !== null)) {
    const shopMs = (((cpuAfter[0] as number) - (cpuBefore[0] as number)) * 1000) / loaded.latencies.length;
    const bffMs = (((cpuAfter[1] as number) - (cpuBefore[1] as number)) * 1000) / loaded.latencies.length;
    console.log(
      `CPU per sign-in: shop-api ${fmt(shopMs)} (scrypt included), bff ${fmt(bffMs)} → ` +
        `one core sustains about ${(1000 / (shopMs + bffMs)).toFixed(0)} sign-ins/s (shop-api and bff together), ` +
        `${(1000 / shopMs).toFixed(0)}/s for the shop-api alone`,
    );
  }
} finally {
  stopAll();
  await dispatcher.close();
}
