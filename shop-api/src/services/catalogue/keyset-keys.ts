import type { Queryable } from '../../db/database.js';

/**
 * Each keyset's facet keys (facet_keysets.keys, migration 0024) by keyset id, kept by the app once read: a keyset
 * never changes and is never removed, so what was read stays true. At most one entry per keyset row (about 31,000
 * at 1,000,000 products, a few MB).
 */
export type KeysetKeys = Map<number, readonly number[]>;

/** `known`, with the keys of those of `ids` it did not have yet read in one statement. */
export async function withKeysetKeys(
  db: Queryable,
  known: KeysetKeys,
  ids: readonly number[],
): Promise<KeysetKeys> {
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return known;
  const rows = await db.query<{ id: number; keys: number[] }>(
    'SELECT id, keys FROM facet_keysets WHERE id = ANY($1::int[])',
    [missing],
  );
  for (const row of rows) known.set(row.id, row.keys);
  return known;
}
