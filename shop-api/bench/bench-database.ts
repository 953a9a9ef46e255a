// The 100,000-product PostgreSQL database both benchmarks use (the shop-api's search bench and the bff's listing
// bench): its own schema, seeded once and reused by later runs.
import { createDatabase } from '../src/db/create-database.js';
import type { Database } from '../src/db/database.js';
import { dropPgSchema } from '../src/db/pg-database.js';
import { seed } from '../src/db/seed/index.js';

export const BENCH_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
export const BENCH_SCHEMA = process.env.BENCH_SCHEMA ?? 'shop_api_bench';
export const BENCH_PRODUCTS = 100_000;

/** Opens the bench schema, (re)seeding it when it is empty or was seeded with another size. */
export async function openBenchDatabase(log: (line: string) => void = console.log): Promise<Database> {
  const open = () => createDatabase({ databaseUrl: BENCH_DATABASE_URL, schema: BENCH_SCHEMA, poolSize: 8 });
  let db = await open();
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE kind = 'p'");
  if (row && row.n !== 0 && row.n !== BENCH_PRODUCTS) {
    await db.close();
    await dropPgSchema(BENCH_DATABASE_URL, BENCH_SCHEMA);
    db = await open();
  }
  const result = await seed(db, { products: BENCH_PRODUCTS });
  if (result.seeded) {
    log(
      `seed: ${BENCH_PRODUCTS.toLocaleString('en')} products + ${result.offers.toLocaleString('en')} offers in ${(result.ms / 1000).toFixed(1)} s ${JSON.stringify(result.phases)}`,
    );
  } else {
    log(`seed: reusing schema ${BENCH_SCHEMA} (drop it to time the seed again)`);
  }
  return db;
}
