import type { Queryable } from './database.js';

/**
 * Bulk loads run faster when secondary indexes are built once at the end rather than maintained row by row, so
 * they are dropped and re-created from their own definitions (the migrations stay the one place that declares
 * them). For an empty table, inside the caller's transaction.
 */
export async function withSecondaryIndexesDeferred(db: Queryable, table: string, load: () => Promise<void>) {
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS def FROM pg_index x
     JOIN pg_class c ON c.oid = x.indexrelid
     WHERE x.indrelid = $1::regclass AND NOT x.indisunique AND NOT x.indisprimary
     ORDER BY c.relname`,
    [table],
  );
  for (const index of indexes) await db.exec(`DROP INDEX "${index.name}"`);
  await load();
  for (const index of indexes) await db.exec(index.def);
}
