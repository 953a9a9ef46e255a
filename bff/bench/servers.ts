// The benchmark servers that need TypeScript: the shop-api on PostgreSQL, whose 100,000-product bench schema is
// seeded by the shop-api's bench code (not part of its build). Run through tsx; every other server (the bff, the
// PGlite shop, the yardsticks) runs compiled in plain Node, as in production (plain-servers.mjs).
//   servers.ts shop-pg | shop-pg-schema <schema>
// Prints `READY <port> <note>` on stdout once listening on 127.0.0.1.
import { buildApp, createDatabase, sandboxProviders, seed } from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import { openBenchDatabase } from '../../shop-api/bench/bench-database.js';
// @ts-expect-error: a plain ESM module (shared with plain-servers.mjs, which runs without TypeScript).
import { listenAndAnnounce } from './listen-and-announce.mjs';

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

const [kind, upstream = ''] = process.argv.slice(2);
let app: FastifyInstance;
let note = '';
if (kind === 'shop-pg') ({ app, note } = await shopPg());
else if (kind === 'shop-pg-schema') ({ app, note } = await shopPgSchema(upstream));
else throw new Error(`unknown server kind ${kind} (the others are in plain-servers.mjs)`);

await listenAndAnnounce(app, note);
