import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.js';
import { createPgliteDatabase } from '../src/db/pglite-database.js';
import { seed } from '../src/db/seed/index.js';

// Creating a PGlite cluster (initdb in WASM) and seeding it cost many seconds; loading a dumped one is cheap.
// So two templates (migrated-and-empty, and seeded with the default catalogue) are built once and kept in the
// temp folder under a hash of the database code, so a run after any change to migrations or seed rebuilds them.

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteEmptyTemplate: string;
    pgliteSeededTemplate: string;
  }
}

const DB_SOURCES = fileURLToPath(new URL('../src/db/', import.meta.url));
const EXTRA_SOURCES = [fileURLToPath(new URL('../src/services/catalogue/search-index.ts', import.meta.url))];

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(DB_SOURCES, { recursive: true })).filter((f) => f.endsWith('.ts')).sort();
  for (const f of files) hash.update(f).update(await readFile(join(DB_SOURCES, f)));
  for (const f of EXTRA_SOURCES) hash.update(await readFile(f));
  return hash.digest('hex').slice(0, 16);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function writeAtomically(path: string, blob: Blob) {
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, path);
}

export default async function setup(project: TestProject) {
  const dir = join(tmpdir(), 'storefront-shop-api-templates', await sourceHash());
  const empty = join(dir, 'empty.tar');
  const seeded = join(dir, 'seeded.tar');
  if (!(await exists(empty)) || !(await exists(seeded))) {
    await mkdir(dir, { recursive: true });
    const db = await createPgliteDatabase();
    await migrate(db);
    await writeAtomically(empty, await db.dump());
    await seed(db);
    await writeAtomically(seeded, await db.dump());
    await db.close();
  }
  project.provide('pgliteEmptyTemplate', empty);
  project.provide('pgliteSeededTemplate', seeded);
}
