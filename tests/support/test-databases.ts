import { readFile } from 'node:fs/promises';
import { createDatabase, seed } from '@storefront/shop-api';
import { type PgliteTemplateKind, pgliteTemplate } from '../../shop-api/test/helpers/pglite-templates.js';

/**
 * An in-memory PGlite shop database for one test file, copied from a template (migrated and empty, or seeded with
 * `kind` products) that is built once per version of the database code: about 2 s, instead of initdb and the seed's
 * 9–10 s in every file.
 */
export async function templateDatabase(kind: PgliteTemplateKind) {
  return createDatabase({ pgliteTemplate: new Blob([await readFile(await pgliteTemplate(kind))]) });
}

/** A PostgreSQL shop database in its own schema (the caller drops it), seeded with `products` products. */
export async function seededPostgresDatabase(url: string, schema: string, products: number) {
  const db = await createDatabase({ databaseUrl: url, schema, poolSize: 4 });
  await seed(db, { products });
  return db;
}
