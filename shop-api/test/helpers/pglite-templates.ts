import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../src/db/migrate.js';
import { createPgliteDatabase } from '../../src/db/pglite-database.js';
import { seed } from '../../src/db/seed/index.js';

// Creating a PGlite cluster (initdb in WASM) and seeding it cost seconds to many seconds; loading a dumped one is
// cheap. So each kind of starting database a test needs (migrated-and-empty, or seeded with N products) is built
// once and kept in the temp folder under a hash of the database code: a run after any change to the migrations or
// the seed builds them again. Used by shop-api's global setup and by the cross-package tests (tests/).

const DB_SOURCES = fileURLToPath(new URL('../../src/db/', import.meta.url));
const EXTRA_SOURCES = [
  fileURLToPath(new URL('../../src/services/catalogue/search-index.ts', import.meta.url)),
];

/** 'empty': migrated, no rows. A number: seeded with that many shop products. 'default': the seed's default. */
export type PgliteTemplateKind = 'empty' | 'default' | number;

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(DB_SOURCES, { recursive: true })).filter((f) => f.endsWith('.ts')).sort();
  for (const f of files) hash.update(f).update(await readFile(join(DB_SOURCES, f)));
  for (const f of EXTRA_SOURCES) hash.update(await readFile(f));
  return hash.digest('hex').slice(0, 16);
}

let folder: Promise<string> | undefined;
const templateFolder = () => {
  folder ??= sourceHash().then((hash) => join(tmpdir(), 'storefront-shop-api-templates', hash));
  return folder;
};

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

// Two test workers may build the same template at once: each writes its own file and renames it into place, so a
// reader only ever sees a whole tarball.
async function writeAtomically(path: string, blob: Blob) {
  const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, path);
}

const fileName = (kind: PgliteTemplateKind) =>
  kind === 'empty' ? 'empty.tar' : kind === 'default' ? 'seeded.tar' : `seeded-${kind}.tar`;

/** The path of the template's tarball (a PGlite dumpDataDir()), built first when this code has none yet. */
export async function pgliteTemplate(kind: PgliteTemplateKind): Promise<string> {
  const dir = await templateFolder();
  const path = join(dir, fileName(kind));
  if (await exists(path)) return path;
  await mkdir(dir, { recursive: true });
  // A seeded template starts from the empty one, so initdb and the migrations run once per code version.
  const db =
    kind === 'empty'
      ? await createPgliteDatabase()
      : await createPgliteDatabase(undefined, new Blob([await readFile(await pgliteTemplate('empty'))]));
  try {
    if (kind === 'empty') await migrate(db);
    else await seed(db, kind === 'default' ? {} : { products: kind });
    await writeAtomically(path, await db.dump());
  } finally {
    await db.close();
  }
  return path;
}
