import type { Queryable } from '../../db/database.js';
import { withSecondaryIndexesDeferred } from '../../db/deferred-indexes.js';

/**
 * Rebuilds what the search derives from products: the narrow search table (migration 0004) and the
 * materialised facet counts of the unfiltered listings (migration 0003). Call it, in the same transaction,
 * after any write to products.
 */
export async function refreshSearchIndex(db: Queryable): Promise<void> {
  await db.exec('DELETE FROM product_search');
  await withSecondaryIndexesDeferred(db, 'product_search', () =>
    db.exec(/* sql */ `
      INSERT INTO product_search (id, kind, manufacturer_id, category_id, category_path, flag_ids, field_value_ids,
        current_price, discount_percentage, paid_amount, arrived_at)
      SELECT id, kind, manufacturer_id, category_id, category_path, flag_ids, field_value_ids, current_price,
        discount_percentage, paid_amount, arrived_at
      FROM products`),
  );
  await refreshFacetCounts(db);
}

async function refreshFacetCounts(db: Queryable): Promise<void> {
  await db.exec(/* sql */ `
    DELETE FROM facet_counts;
    DELETE FROM facet_totals;
    INSERT INTO facet_counts (kind, scope, facet, value, n)
    SELECT kind, scope, facet, value, count(*)::int
    FROM (
      SELECT p.kind, s.scope, k.facet, k.value
      FROM product_search p
      CROSS JOIN LATERAL unnest(p.category_path || 0) AS s(scope)
      CROSS JOIN LATERAL (
        SELECT 'm'::text AS facet, p.manufacturer_id AS value
        UNION ALL SELECT 'c', p.category_id
        UNION ALL SELECT 'ci', x FROM unnest(p.category_path) x
        UNION ALL SELECT 'f', x FROM unnest(p.flag_ids) x
        UNION ALL SELECT 'a', x FROM unnest(p.field_value_ids) x
      ) k
    ) t
    GROUP BY kind, scope, facet, value;
    INSERT INTO facet_totals (kind, scope, total, price_min, price_max, disc_min, disc_max)
    SELECT p.kind, s.scope, count(*)::int, min(current_price), max(current_price), min(discount_percentage),
      max(discount_percentage)
    FROM product_search p CROSS JOIN LATERAL unnest(p.category_path || 0) AS s(scope)
    GROUP BY p.kind, s.scope;
  `);
}
