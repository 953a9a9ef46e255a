// One benchmark server per process (so each gets its own event loop, like in production):
//   servers.ts shop | shop-pg | shop-pg-schema <schema> | hello [bytes] | bff <shopUrl> [NAME=value …] | proxy <shopUrl> | canned <json>
//   (the bff's NAME=value arguments are config over the bench defaults, e.g. WEB_DIST_DIR, PAGE_CACHE_TTL_MS=0)
// Prints `READY <port> <note>` on stdout once listening on 127.0.0.1.
import { createServer as createHttpServer } from 'node:http';
import proxy from '@fastify/http-proxy';
import { buildApp, createDatabase, sandboxProviders, seed } from '@storefront/shop-api';
import Fastify, { type FastifyInstance } from 'fastify';
import { openBenchDatabase } from '../../shop-api/bench/bench-database.js';
import { loadConfig } from '../src/config/env.js';
import { createServer } from '../src/create-server.js';

/** The real shop-api: PGlite in memory with the default deterministic seed. */
async function shop(): Promise<{ app: FastifyInstance; note: string }> {
  const db = await createDatabase({ dataDir: 'memory' });
  const seeded = await seed(db, {});
  const app = await buildApp({ db, closeDatabase: true });
  return { app, note: `shop-api (PGlite in memory, ${seeded.products} products)` };
}

/** The real shop-api on the 100,000-product PostgreSQL bench schema (seeded on first use). */
async function shopPg(): Promise<{ app: FastifyInstance; note: string }> {
  // Seed progress goes to stderr: stdout carries only the READY line.
  const db = await openBenchDatabase((line) => process.stderr.write(`${line}\n`));
  // The checkout bench runs a sandbox payment provider and names it here (its URL and the shared secret).
  const { PAYMENT_SANDBOX_URL: sandboxUrl, PAYMENT_SANDBOX_SECRET: sandboxSecret } = process.env;
  const app = await buildApp({
    db,
    closeDatabase: true,
    ...(sandboxUrl && sandboxSecret
      ? { payments: { providers: sandboxProviders(sandboxUrl, sandboxSecret) } }
      : {}),
  });
  return { app, note: 'shop-api (PostgreSQL, 100,000-product bench schema)' };
}

/** The real shop-api on a PostgreSQL schema of its own (`upstream` names it), seeded small when empty. */
async function shopPgSchema(schema: string): Promise<{ app: FastifyInstance; note: string }> {
  const url = process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
  const db = await createDatabase({ databaseUrl: url, schema, poolSize: 8 });
  await seed(db, { products: 100 });
  return {
    app: await buildApp({ db, closeDatabase: true }),
    note: `shop-api (PostgreSQL, schema ${schema})`,
  };
}

/** The answer of the same-size hello: `bytes` long (run.ts passes the bff's store-config answer's length). */
function sameSizeBody(bytes: number): string {
  const wrapper = JSON.stringify({ hello: '' }).length;
  return JSON.stringify({ hello: 'x'.repeat(Math.max(0, bytes - wrapper)) });
}

function hello(bytes: number): FastifyInstance {
  const body = sameSizeBody(bytes);
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  // The same HTTP exchange as the cached store-config call (a small JSON POST in, as much JSON out) with
  // nothing else: what bare Fastify itself costs for that request.
  app.post('/same-size', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  return app;
}

async function bff(shopUrl: string, settings: string[]): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    SHOP_API_URL: shopUrl,
    COOKIE_SECRET: 'bench-cookie-secret-that-is-long-enough-0123456789',
    ...Object.fromEntries(settings.map((setting) => setting.split(/=(.*)/s).slice(0, 2))),
  });
  return createServer({ config });
}

async function httpProxy(shopUrl: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(proxy, { upstream: shopUrl, prefix: '/api', rewritePrefix: '/api' });
  return app;
}

/**
 * A fast canned upstream: bare node:http answering every request with one fixed JSON body (the shop's real answer
 * to the benchmarked call, recorded by run.ts). It answers tens of thousands of requests a second, so a bff or a
 * proxy in front of it measures itself rather than the shop-api behind it (held at about 550 req/s by its database).
 */
async function canned(json: string): Promise<void> {
  const body = Buffer.from(json);
  const server = createHttpServer((request, response) => {
    request.resume();
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`READY ${port} canned upstream (${body.length} bytes of JSON for every request)\n`);
  process.on('SIGTERM', () => process.exit(0));
}

const [kind, upstream = '', ...settings] = process.argv.slice(2);
if (kind === 'canned') {
  await canned(upstream);
} else {
  await listen();
}

async function listen(): Promise<void> {
  let app: FastifyInstance;
  let note = '';
  if (kind === 'shop') ({ app, note } = await shop());
  else if (kind === 'shop-pg') ({ app, note } = await shopPg());
  else if (kind === 'shop-pg-schema') ({ app, note } = await shopPgSchema(upstream));
  // Without a size: about as long as the seeded lt store config once was (1,207 bytes).
  else if (kind === 'hello') app = hello(Number(upstream || 1_207));
  else if (kind === 'bff') app = await bff(upstream, settings);
  else if (kind === 'proxy') app = await httpProxy(upstream);
  else throw new Error(`unknown server kind ${kind}`);

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`READY ${port} ${note}\n`);
  process.on('SIGTERM', () => {
    app.close().finally(() => process.exit(0));
  });
}
