// Prints each SQL statement one search request runs, with its EXPLAIN (ANALYZE, BUFFERS) (development aid).
//   BENCH_PRODUCTS=1000000 node --conditions=@storefront/source --import tsx bench/explain-search.ts '<request json>'
import { searchRequestSchema } from '@storefront/shared-types';
import type { Queryable } from '../src/db/database.js';
import { createCatalogueCache } from '../src/services/catalogue/catalogue-cache.js';
import { facetedSearch } from '../src/services/catalogue/faceted-search.js';
import { openBenchDatabase } from './bench-database.js';

const db = await openBenchDatabase();
try {
  const data = await createCatalogueCache(db).get();
  const req = searchRequestSchema.parse(JSON.parse(process.argv[2] ?? '{"locale":"en"}'));
  const statements: Array<{ sql: string; params: readonly unknown[] }> = [];
  const recorder: Queryable = {
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      statements.push({ sql, params });
      return db.query<T>(sql, params);
    },
    exec: (sql: string) => db.exec(sql),
  };
  await facetedSearch(recorder, data, req);
  for (const { sql, params } of statements) {
    await db.transaction(async (tx) => {
      await tx.exec('SET LOCAL plan_cache_mode = force_custom_plan');
      const plan = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log(`\n${sql.replace(/\s+/g, ' ')}\n${JSON.stringify(params).slice(0, 300)}`);
      console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
    });
  }
} finally {
  await db.close();
}
