import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { createPgDatabase } from './pg-database.js';
import { createPgliteDatabase } from './pglite-database.js';

export interface CreateDatabaseOptions {
  /** PostgreSQL when set, else PGlite. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema (search_path), created when missing. */
  schema?: string | undefined;
  /** PGlite folder; undefined or 'memory' keeps it in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PGlite only: start from this dumpDataDir() tarball instead of an empty cluster. */
  pgliteTemplate?: Blob;
}

/** Opens the database and brings its schema up to date. */
export async function createDatabase(opts: CreateDatabaseOptions = {}): Promise<Database> {
  const db = opts.databaseUrl
    ? await createPgDatabase({
        connectionString: opts.databaseUrl,
        ...(opts.schema ? { schema: opts.schema } : {}),
        ...(opts.poolSize ? { max: opts.poolSize } : {}),
      })
    : await createPgliteDatabase(
        opts.dataDir && opts.dataDir !== 'memory' ? opts.dataDir : undefined,
        opts.pgliteTemplate,
      );
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
