import type { Queryable } from '../../db/database.js';
import { withSecondaryIndexesDeferred } from '../../db/deferred-indexes.js';

/**
 * Rebuilds what the search derives from products: the narrow search table (migration 0004), the materialised
 * facet counts of the unfiltered listings (migration 0003), the facet cells (migration 0023) and the rows' keysets
 * (migration 0024). Ordinary writes to products need not call it: triggers keep all of these current in the
 * writing transaction (migrations 0023, 0024).
 * A bulk load disables those triggers and calls this once, in the same transaction.
 */
export async function refreshSearchIndex(db: Queryable): Promise<void> {
  await db.exec(/* sql */ `
    DELETE FROM product_search;
    -- Keysets (migration 0024) are kept: an existing one keeps its id, a missing one is added.
    INSERT INTO facet_keysets (category_id, category_path, flag_ids, field_value_ids)
    SELECT DISTINCT category_id, category_path, flag_ids, field_value_ids FROM products ORDER BY 1, 2, 3, 4
    ON CONFLICT DO NOTHING`);
  await withSecondaryIndexesDeferred(db, 'product_search', () =>
    db.exec(/* sql */ `
      INSERT INTO product_search (id, kind, manufacturer_id, category_id, category_path, flag_ids, field_value_ids,
        current_price, discount_percentage, paid_amount, arrived_at, search_vector, keyset_id)
      SELECT p.id, p.kind, p.manufacturer_id, p.category_id, p.category_path, p.flag_ids, p.field_value_ids,
        p.current_price, p.discount_percentage, p.paid_amount, p.arrived_at, p.search_vector, k.id
      FROM products p
      JOIN facet_keysets k ON (k.category_id, k.category_path, k.flag_ids, k.field_value_ids)
        = (p.category_id, p.category_path, p.flag_ids, p.field_value_ids)
      -- Stored category by category, maker by maker: a filtered facet query reads few, adjacent pages.
      ORDER BY p.kind, p.category_id, p.manufacturer_id`),
  );
  await refreshFacetCounts(db);
}

async function refreshFacetCounts(db: Queryable): Promise<void> {
  await db.exec(/* sql */ `
    DELETE FROM facet_counts;
    DELETE FROM facet_totals;
    DELETE FROM facet_cells;
    -- Keys are counted per category path first (a product's scopes are its path), then spread over the scopes:
    -- a few times fewer rows to aggregate than expanding every product to every scope.
    INSERT INTO facet_counts (kind, scope, facet, value, n)
    SELECT l.kind, s.scope, l.facet, l.value, sum(l.n)::int
    FROM (
      SELECT p.kind, p.category_path, k.facet, k.value, count(*) AS n
      FROM product_search p
      CROSS JOIN LATERAL facet_keys(p.manufacturer_id, p.category_id, p.category_path, p.flag_ids,
        p.field_value_ids) k
      GROUP BY 1, 2, 3, 4
    ) l
    CROSS JOIN LATERAL unnest(l.category_path || 0) AS s(scope)
    GROUP BY 1, 2, 3, 4;
    INSERT INTO facet_cells (kind, category_id, manufacturer_id, band, n, price_min, price_max, disc_min, disc_max)
    SELECT kind, category_id, manufacturer_id, price_band(current_price), count(*)::int, min(current_price),
      max(current_price), min(discount_percentage), max(discount_percentage)
    FROM product_search
    GROUP BY 1, 2, 3, 4;
    INSERT INTO facet_totals (kind, scope, total, price_min, price_max, disc_min, disc_max)
    SELECT l.kind, s.scope, sum(l.n)::int, min(l.price_min), max(l.price_max), min(l.disc_min), max(l.disc_max)
    FROM (
      SELECT kind, category_path, count(*) AS n, min(current_price) AS price_min, max(current_price) AS price_max,
        min(discount_percentage) AS disc_min, max(discount_percentage) AS disc_max
      FROM product_search GROUP BY 1, 2
    ) l
    CROSS JOIN LATERAL unnest(l.category_path || 0) AS s(scope)
    GROUP BY 1, 2;
  `);
}
