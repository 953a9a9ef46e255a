import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.js';
import { createPgliteDatabase } from '../src/db/pglite-database.js';
import { seed } from '../src/db/seed/index.js';

// Creating a PGlite cluster (initdb in WASM) costs seconds; loading a dumped one is much cheaper. So the run
// builds two templates once: migrated-and-empty, and seeded with the default 2,000 products.
export const TEMPLATE_PRODUCTS = 2000;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteEmptyTemplate: string;
    pgliteSeededTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'shop-api-test-'));
  const db = await createPgliteDatabase();
  await migrate(db);
  const empty = join(dir, 'empty.tar');
  await writeFile(empty, Buffer.from(await (await db.dump()).arrayBuffer()));
  await seed(db, { products: TEMPLATE_PRODUCTS });
  const seeded = join(dir, 'seeded.tar');
  await writeFile(seeded, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('pgliteEmptyTemplate', empty);
  project.provide('pgliteSeededTemplate', seeded);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
