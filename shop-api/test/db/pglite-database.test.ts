import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createPgliteDatabase } from '../../src/db/pglite-database.js';

const root = mkdtempSync(join(tmpdir(), 'pglite-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a data folder whose parents do not exist yet is created (npm start on a fresh clone)', async () => {
  const db = await createPgliteDatabase(join(root, 'not-yet', 'shop-api'));
  try {
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  } finally {
    await db.close();
  }
});
