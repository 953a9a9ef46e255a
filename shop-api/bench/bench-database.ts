// The PostgreSQL database the benchmarks use (the shop-api's search bench and the bff's listing bench): 100,000
// products by default, BENCH_PRODUCTS to change it, in a schema of its own per size (shop_api_bench for 100,000,
// shop_api_bench_<n> otherwise, so sizes never drop each other), seeded once and reused by later runs.
// BENCH_ENGINE=pglite runs the same on PGlite instead, in a data folder per size under the OS temp folder.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../src/db/create-database.js';
import type { Database } from '../src/db/database.js';
import { dropPgSchema } from '../src/db/pg-database.js';
import { seed } from '../src/db/seed/index.js';

export const BENCH_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
const DEFAULT_PRODUCTS = 100_000;
export const BENCH_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? DEFAULT_PRODUCTS);
if (!Number.isInteger(BENCH_PRODUCTS) || BENCH_PRODUCTS < 1) {
  throw new Error(`BENCH_PRODUCTS must be a positive integer, not ${process.env.BENCH_PRODUCTS}`);
}
export const BENCH_SCHEMA =
  process.env.BENCH_SCHEMA ??
  (BENCH_PRODUCTS === DEFAULT_PRODUCTS ? 'shop_api_bench' : `shop_api_bench_${BENCH_PRODUCTS}`);

export const BENCH_ENGINE: 'postgres' | 'pglite' =
  process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const PGLITE_DIR = join(tmpdir(), `shop-api-bench-pglite-${BENCH_PRODUCTS}`);
export const BENCH_WHERE =
  BENCH_ENGINE === 'pglite'
    ? `PGlite ${PGLITE_DIR}`
    : `PostgreSQL ${BENCH_DATABASE_URL} schema ${BENCH_SCHEMA}`;

/** Opens the bench schema, (re)seeding it when it is empty or was seeded with another size. */
export async function openBenchDatabase(log: (line: string) => void = console.log): Promise<Database> {
  const open = () =>
    BENCH_ENGINE === 'pglite'
      ? createDatabase({ dataDir: PGLITE_DIR })
      : createDatabase({ databaseUrl: BENCH_DATABASE_URL, schema: BENCH_SCHEMA, poolSize: 8 });
  let db = await open();
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE kind = 'p'");
  if (row && row.n !== 0 && row.n !== BENCH_PRODUCTS) {
    await db.close();
    if (BENCH_ENGINE === 'pglite') await rm(PGLITE_DIR, { recursive: true, force: true });
    else await dropPgSchema(BENCH_DATABASE_URL, BENCH_SCHEMA);
    db = await open();
  }
  const result = await seed(db, { products: BENCH_PRODUCTS });
  if (result.seeded) {
    log(
      `seed: ${BENCH_PRODUCTS.toLocaleString('en')} products + ${result.offers.toLocaleString('en')} offers in ${(result.ms / 1000).toFixed(1)} s ${JSON.stringify(result.phases)}`,
    );
  } else {
    log(`seed: reusing ${BENCH_WHERE} (drop it to time the seed again)`);
  }
  return db;
}
