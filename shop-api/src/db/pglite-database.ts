import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.js';

/**
 * An embedded PostgreSQL (WASM): in memory when dataDir is undefined, else persisted in that folder.
 * `template` (a dumpDataDir() tarball) starts from a copy of another database, which skips initdb.
 */
export async function createPgliteDatabase(
  dataDir?: string,
  template?: Blob,
): Promise<Database & { dump(): Promise<Blob> }> {
  // PGlite creates the data folder itself but not its parents (`.data/` on a fresh clone).
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  // PGlite runs one statement at a time; a transaction holds it, so callers simply await in turn.
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite' as const,
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dump: async () => pg.dumpDataDir('none'),
  };
}
