// The benchmark servers that run as they run in production: compiled (bff/dist, shop-api/dist, shared-types/dist),
// in plain Node, not through tsx. tsx compiles what it loads on the fly and keeps every function's name by
// wrapping each function it creates, at run time, in a call that sets it: inside the bff's code and the web's
// server bundle that is several per request, a few per cent of a page's CPU and more of a small API answer's.
// The yardsticks (bare Fastify, @fastify/http-proxy, the canned upstream) run the same way, so a ratio compares
// like with like. (servers.ts keeps the PostgreSQL shops, which need the shop-api's TypeScript bench schema.)
//   plain-servers.mjs shop | hello [bytes] | bff <shopUrl> [NAME=value …] | proxy <shopUrl> | contract <shopUrl>
//                     | canned <json>
// Prints `READY <port> <note>` on stdout once listening on 127.0.0.1. spawn-server.ts builds what is stale first.
import { createServer as createHttpServer } from 'node:http';
import proxy from '@fastify/http-proxy';
import { ENDPOINTS } from '@storefront/shared-types';
import { buildApp, createDatabase, seed } from '@storefront/shop-api';
import Fastify from 'fastify';
import { Agent } from 'undici';
import { loadConfig } from '../dist/config/env.js';
import { createServer } from '../dist/create-server.js';
import { listenAndAnnounce } from './listen-and-announce.mjs';

/** The real shop-api: PGlite in memory with the default deterministic seed. */
async function shop() {
  const db = await createDatabase({ dataDir: 'memory' });
  const seeded = await seed(db, {});
  const app = await buildApp({ db, closeDatabase: true });
  return { app, note: `shop-api (PGlite in memory, ${seeded.products} products)` };
}

/** The answer of the same-size hello: `bytes` long (run.ts passes the bff's store-config answer's length). */
function sameSizeBody(bytes) {
  const wrapper = JSON.stringify({ hello: '' }).length;
  return JSON.stringify({ hello: 'x'.repeat(Math.max(0, bytes - wrapper)) });
}

function hello(bytes) {
  const body = sameSizeBody(bytes);
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  // The same HTTP exchange as the cached store-config call (a small JSON POST in, as much JSON out) with
  // nothing else: what bare Fastify itself costs for that request.
  app.post('/same-size', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  return app;
}

/** The bff as the bench configures it: production mode, silent logs, the settings given as NAME=value. */
async function bff(shopUrl, settings) {
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

async function httpProxy(shopUrl) {
  const app = Fastify({ logger: false });
  await app.register(proxy, { upstream: shopUrl, prefix: '/api', rewritePrefix: '/api' });
  return app;
}

/**
 * The contract alone, for the bench's pass-through call: bare Fastify with the endpoint's own path and schemas
 * (shared-types), and nothing else of the bff (no hooks, security headers, session, coalescing, deadlines,
 * retries, metrics). The body is checked and sent on with undici (as many keep-alive sockets as the bff keeps),
 * the answer read, parsed, checked and sent as JSON. Against http-proxy it is what checking the contract costs;
 * against it, the bff's ratio is what the bff's own per-request features cost.
 */
function contractAlone(shopUrl) {
  const endpoint = ENDPOINTS.searchForCategoryItems;
  const origin = new URL(shopUrl).origin;
  const agent = new Agent({ connections: 128 });
  const app = Fastify({ logger: false });
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const input = endpoint.body.safeParse(request.body);
      if (!input.success) return reply.code(400).send({ message: 'the body does not match the contract' });
      const response = await agent.request({
        origin,
        path: endpoint.path,
        method: endpoint.method,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(input.data),
      });
      const answer = endpoint.response.safeParse(JSON.parse(await response.body.text()));
      if (!answer.success) return reply.code(502).send({ message: 'the answer does not match the contract' });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.data));
    },
  });
  return app;
}

/**
 * A fast canned upstream: bare node:http answering every request with one fixed JSON body (the shop's real answer
 * to the benchmarked call, recorded by run.ts). It answers tens of thousands of requests a second, so a bff or a
 * proxy in front of it measures itself rather than the shop-api behind it (held at about 550 req/s by its database).
 */
async function canned(json) {
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
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`READY ${port} canned upstream (${body.length} bytes of JSON for every request)\n`);
  process.on('SIGTERM', () => process.exit(0));
}

async function listen(kind, upstream, settings) {
  let app;
  let note = '';
  if (kind === 'shop') ({ app, note } = await shop());
  // Without a size: about as long as the seeded lt store config once was (1,207 bytes).
  else if (kind === 'hello') app = hello(Number(upstream || 1_207));
  else if (kind === 'bff') app = await bff(upstream, settings);
  else if (kind === 'proxy') app = await httpProxy(upstream);
  else if (kind === 'contract') app = contractAlone(upstream);
  else throw new Error(`unknown server kind ${kind}`);

  await listenAndAnnounce(app, note);
}

const [kind, upstream = '', ...settings] = process.argv.slice(2);
if (kind === 'canned') await canned(upstream);
else await listen(kind, upstream, settings);
