import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../../src/db/database.js';
import { PRICE_BAND_BOUNDS } from '../../../src/services/catalogue/facet-cells.js';
import { refreshSearchIndex } from '../../../src/services/catalogue/search-index.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../helpers/test-database.js';

// The derived search data (product_search, facet_counts, facet_totals, facet_cells, each row's keyset) follows
// writes to products in the writing transaction (triggers of migrations 0023 and 0024). Each check compares it with a full rebuild from
// scratch (refreshSearchIndex), which is written independently of the triggers' incremental arithmetic.

const engines = (['pglite', 'postgres'] as const).filter((e) => e === 'pglite' || TEST_DATABASE_URL);

/** Everything the search derives, as one comparable value. */
async function derived(db: Queryable) {
  const rows = (sql: string) => db.query<Record<string, unknown>>(sql);
  return {
    search:
      await rows(`SELECT id, kind, manufacturer_id, category_id, category_path, flag_ids, field_value_ids,
      current_price::text, discount_percentage::text, paid_amount, arrived_at::text, search_vector::text, keyset_id
      FROM product_search ORDER BY id`),
    // A row's keyset holds the row's own category, path, flags and field values, and their keys.
    keysetMismatches: await rows(`SELECT s.id FROM product_search s
      LEFT JOIN facet_keysets k ON k.id = s.keyset_id
      WHERE k.id IS NULL
        OR (k.category_id, k.category_path, k.flag_ids, k.field_value_ids)
          IS DISTINCT FROM (s.category_id, s.category_path, s.flag_ids, s.field_value_ids)
        OR k.keys IS DISTINCT FROM s.facet_keys[2:]`),
    counts: await rows('SELECT kind, scope, facet, value, n FROM facet_counts ORDER BY 1, 2, 3, 4'),
    totals:
      await rows(`SELECT kind, scope, total, price_min::text, price_max::text, disc_min::text, disc_max::text
      FROM facet_totals ORDER BY 1, 2`),
    cells: await rows(`SELECT kind, category_id, manufacturer_id, band, n, price_min::text, price_max::text,
      disc_min::text, disc_max::text FROM facet_cells ORDER BY 1, 2, 3, 4`),
  };
}

/** What a full rebuild gives, without keeping it. */
async function rebuilt(db: Database) {
  let fresh: Awaited<ReturnType<typeof derived>> | undefined;
  await db
    .transaction(async (tx) => {
      await refreshSearchIndex(tx);
      fresh = await derived(tx);
      throw new Error('rollback');
    })
    .catch((err: unknown) => {
      if (!(err instanceof Error && err.message === 'rollback')) throw err;
    });
  if (!fresh) throw new Error('no rebuild');
  return fresh;
}

describe.each(engines)('search data kept current by triggers (%s)', (engine) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ engine });
    db = database.db;
  }, 120_000);
  afterAll(() => database?.cleanup());

  it('declares the same price bands in SQL and in the search', async () => {
    const [row] = await db.query<{ bounds: string[] }>('SELECT price_band_bounds()::text[] AS bounds');
    expect(row?.bounds.map(Number)).toEqual([...PRICE_BAND_BOUNDS]);
  });

  it('follows price, manufacturer, category, flag and field changes in the same transaction', async () => {
    const ids = (
      await db.query<{ id: number }>("SELECT id FROM products WHERE kind = 'p' ORDER BY id LIMIT 4")
    ).map((r) => r.id);
    const [cheapest] = await db.query<{ price: number }>(
      "SELECT min(current_price)::float8 AS price FROM products WHERE kind = 'p'",
    );
    await db.transaction(async (tx) => {
      // A new lowest price (the whole catalogue's minimum moves), a price raised across bands, a product moved
      // to another category and maker, and its flags and field values changed.
      await tx.query(
        'UPDATE products SET current_price = 0.5, original_price = 1, discount_percentage = 0.5 WHERE id = $1',
        [ids[0]],
      );
      await tx.query(
        'UPDATE products SET original_price = original_price * 3 + 100, current_price = current_price * 3 + 100 WHERE id = $1',
        [ids[1]],
      );
      await tx.query(
        `UPDATE products p SET category_id = c.id, category_path = c.path, manufacturer_id = p.manufacturer_id % 5 + 1,
           flag_ids = '{1}', field_value_ids = '{1002}'
         FROM categories c WHERE p.id = $1 AND c.id = (SELECT max(category_id) FROM products)`,
        [ids[2]],
      );
      const [inside] = await tx.query<{ price: number }>(
        "SELECT price_min::float8 AS price FROM facet_totals WHERE kind = 'p' AND scope = 0",
      );
      expect(inside?.price).toBe(0.5);
      expect(inside?.price).toBeLessThan(cheapest?.price ?? 0);
      // The moved product's row names the keyset of its new flags and field values (added if none had them).
      const [moved] = await tx.query<{ flag_ids: number[]; field_value_ids: number[] }>(
        `SELECT k.flag_ids, k.field_value_ids FROM product_search s JOIN facet_keysets k ON k.id = s.keyset_id
         WHERE s.id = $1`,
        [ids[2]],
      );
      expect(moved).toEqual({ flag_ids: [1], field_value_ids: [1002] });
    });
    expect(await derived(db)).toEqual(await rebuilt(db));
  });

  it('follows the removal of the cheapest product (the minima are recomputed)', async () => {
    const [row] = await db.query<{ id: number }>(
      "SELECT id FROM products WHERE kind = 'o' ORDER BY current_price, id LIMIT 1",
    );
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM products WHERE id = $1', [row?.id]);
    });
    expect(await derived(db)).toEqual(await rebuilt(db));
  });

  it('follows an inserted product and a bulk price change', async () => {
    await db.transaction(async (tx) => {
      await tx.exec(`INSERT INTO products (id, kind, slug, sku, name_en, name_lt, name_lv, name_ee, description,
          manufacturer_id, category_id, category_path, flag_ids, field_value_ids, current_price, original_price,
          discount_percentage, paid_amount, arrived_at, max_quantity)
        SELECT 9999999, 'p', 'new-product-9999999', 'SKU-9999999', 'New', 'New', 'New', 'New', '{}', 1, c.id, c.path,
          '{2}', '{1001}', 12.34, 20, 0.617, 7, '2026-01-01T00:00:00Z', 3
        FROM categories c WHERE c.id = (SELECT min(category_id) FROM products)`);
      await tx.exec(`UPDATE products SET current_price = round(current_price * 0.9, 2),
          discount_percentage = greatest(round(round(current_price * 0.9, 2) / original_price, 4), 0.0001)
        WHERE id % 7 = 0`);
    });
    expect(await derived(db)).toEqual(await rebuilt(db));
  });

  it.runIf(engine === 'postgres')('stays exact when two transactions change prices at once', async () => {
    const ids = (
      await db.query<{ id: number }>(
        "SELECT id FROM products WHERE kind = 'p' AND category_id = (SELECT min(category_id) FROM products) ORDER BY id LIMIT 6",
      )
    ).map((r) => r.id);
    const reprice = (some: number[], price: number) =>
      db.transaction(async (tx) => {
        for (const id of some) {
          await tx.query(
            'UPDATE products SET current_price = $2, original_price = $2, discount_percentage = 1 WHERE id = $1',
            [id, price],
          );
        }
      });
    await Promise.all([reprice(ids.slice(0, 3), 0.25), reprice(ids.slice(3), 0.75)]);
    expect(await derived(db)).toEqual(await rebuilt(db));
  });

  it('leaves everything as it was when only stock changes, or when the transaction rolls back', async () => {
    const before = await derived(db);
    await db.exec("UPDATE products SET stock = stock + 1 WHERE kind = 'p' AND id % 3 = 0");
    await db
      .transaction(async (tx) => {
        // A quarter of the catalogue (every category and both kinds) is enough to show a rollback undoes the
        // triggers' work; every row took 10–15 s of triggers for the same finding.
        await tx.exec(
          'UPDATE products SET current_price = current_price + 1, original_price = original_price + 1 WHERE id % 4 = 0',
        );
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await derived(db)).toEqual(before);
  });
});
