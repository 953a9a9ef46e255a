import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createDatabase } from '../../src/db/create-database.js';
import type { Database } from '../../src/db/database.js';
import { dropPgSchema } from '../../src/db/pg-database.js';
import { seed } from '../../src/db/seed/index.js';
import { pgliteTemplate } from './pglite-templates.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  db: Database;
  /** Closes the database; on PostgreSQL also drops its schema. */
  cleanup(): Promise<void>;
}

/**
 * A fresh database for one test file. PGlite starts from the run's template (seeded with the default catalogue,
 * or empty when `seeded` is false). PostgreSQL gets its own new schema, dropped by cleanup, so parallel files and
 * other packages' tests never see each other's rows.
 */
export async function createTestDatabase(
  opts: { engine?: 'pglite' | 'postgres'; seeded?: boolean; products?: number } = {},
): Promise<TestDatabase> {
  const engine = opts.engine ?? 'pglite';
  const seeded = opts.seeded ?? true;
  if (engine === 'pglite') {
    const path = await pgliteTemplate(seeded && opts.products === undefined ? 'default' : 'empty');
    const db = await createDatabase({ pgliteTemplate: new Blob([await readFile(path)]) });
    if (seeded && opts.products !== undefined) await seed(db, { products: opts.products });
    return { db, cleanup: () => db.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const url = TEST_DATABASE_URL;
  const schema = `shop_api_test_${randomBytes(6).toString('hex')}`;
  const db = await createDatabase({ databaseUrl: url, schema, poolSize: 4 });
  if (seeded) await seed(db, opts.products === undefined ? {} : { products: opts.products });
  return {
    db,
    cleanup: async () => {
      await db.close();
      await dropPgSchema(url, schema);
    },
  };
}
