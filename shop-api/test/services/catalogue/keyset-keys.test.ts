import { type SearchRequest, searchRequestSchema } from '@storefront/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../../src/db/database.js';
import { type CatalogueData, createCatalogueCache } from '../../../src/services/catalogue/catalogue-cache.js';
import { facetedSearch } from '../../../src/services/catalogue/faceted-search.js';
import { type KeysetKeys, withKeysetKeys } from '../../../src/services/catalogue/keyset-keys.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

// Live facets add up each counted keyset's keys from the app's copy of them (keyset-keys.ts): read once per
// keyset, and read again only for a keyset the app has not met (one added by a product write since).

let database: TestDatabase;
let db: Database;
let data: CatalogueData;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  data = await createCatalogueCache(db).get();
});
afterAll(() => database.cleanup());

/** `db`, recording the parameters of each statement it is asked to run. */
function recorded(): { db: Queryable; params: unknown[][] } {
  const params: unknown[][] = [];
  return {
    params,
    db: {
      query: (sql, values = []) => {
        params.push([...values]);
        return db.query(sql, values);
      },
      exec: (sql) => db.exec(sql),
    },
  };
}

const liveFlags = async (req: SearchRequest) => {
  const res = await facetedSearch(db, data, searchRequestSchema.parse(req), { useFacetCounts: false });
  const facet = res.facets.find((f) => f.key === 'flag_ids');
  return facet && facet.type !== 'stats'
    ? Object.fromEntries(facet.values.map((v) => [v.value, v.count]))
    : {};
};

describe('keysets’ keys', () => {
  it('are read once per keyset, in one statement for those not read yet', async () => {
    const stored = await db.query<{ id: number; keys: number[] }>(
      'SELECT id, keys FROM facet_keysets ORDER BY id LIMIT 3',
    );
    const [a, b, c] = stored.map((row) => row.id) as [number, number, number];
    const known: KeysetKeys = new Map();
    const { db: counting, params } = recorded();

    await withKeysetKeys(counting, known, [a, b]);
    await withKeysetKeys(counting, known, [a, b, c]);
    await withKeysetKeys(counting, known, [c, a]);

    expect(params).toEqual([[[a, b]], [[c]]]);
    expect(Object.fromEntries(known)).toEqual(Object.fromEntries(stored.map((row) => [row.id, row.keys])));
  });

  it('of a keyset added after the app read the others count in live facets', async () => {
    const flags = await db.query<{ id: number }>('SELECT id FROM flags ORDER BY id');
    const allFlags = flags.map((f) => f.id);
    await liveFlags({ locale: 'en' });
    const before = data.keysetKeys.size;
    expect(before).toBeGreaterThan(0);

    // A product given every flag at once: a combination no product had, so a keyset of its own.
    const [product] = await db.query<{ id: number }>(
      "SELECT id FROM products WHERE kind = 'p' ORDER BY id LIMIT 1",
    );
    await db.query('UPDATE products SET flag_ids = $1::int[] WHERE id = $2', [allFlags, product?.id]);

    const counted = await db.query<{ f: number; n: number }>(
      `SELECT f, count(*)::int AS n FROM products p, unnest(p.flag_ids) f WHERE p.kind = 'p' GROUP BY f`,
    );
    expect(await liveFlags({ locale: 'en' })).toEqual(
      Object.fromEntries(counted.map((row) => [String(row.f), row.n])),
    );
    expect(data.keysetKeys.size).toBe(before + 1);
  });
});
