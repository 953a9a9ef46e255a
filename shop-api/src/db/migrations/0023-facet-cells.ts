// Facets at 1,000,000 products. A filtered listing whose filters are manufacturers, a price range and categories
// has facets that each ignore their own filter (the manufacturer facet counts every manufacturer within the price
// range): live, that is an aggregate over most of a category's rows per request. facet_cells pre-aggregates the
// rows by (kind, category, manufacturer, price band): such facets become a sum over a few hundred cells, plus
// the rows of the at most two bands a price range cuts through (read live through the price indexes).
//
// The derived search data (product_search, facet_counts, facet_totals, facet_cells) is kept current by triggers
// on products, in the same transaction as the write (a price change, a product moved or removed); a write that
// touches no search key (stock, max_quantity) changes nothing. Bulk loads (the seed) disable them and rebuild
// everything once with refreshSearchIndex().
//
// Self-contained: it re-derives facet_cells from product_search, so it applies to an already seeded database.

/** Lower bounds of the price bands; band b (width_bucket) holds bounds[b] <= price < bounds[b + 1]. */
const BOUNDS =
  '{0,1,2,3,4,5,6,7,8,10,12,15,18,20,25,30,35,40,50,60,70,80,100,120,150,180,200,250,300,350,400,500,600,700,800,1000,1200,1500,1800,2000,2500,3000,4000,5000,7500,10000,20000,50000,100000}';

/** The search columns a trigger compares, to skip writes that change none of them. */
const KEYS = [
  'kind',
  'manufacturer_id',
  'category_id',
  'category_path',
  'flag_ids',
  'field_value_ids',
  'current_price',
  'discount_percentage',
  'paid_amount',
  'arrived_at',
  'search_vector',
];
const SEARCH_COLUMNS = KEYS.join(', ');

/**
 * The body that applies a change: gone is the set of products rows whose old search keys leave, came those
 * whose new keys arrive (either may be empty). They are written out as subqueries over the transition tables.
 */
const apply = (goneSet: string, cameSet: string) => {
  const gone = `(SELECT id, ${SEARCH_COLUMNS} FROM ${goneSet})`;
  const came = `(SELECT id, ${SEARCH_COLUMNS} FROM ${cameSet})`;
  const both = `(SELECT *, -1 AS d FROM ${gone} g UNION ALL SELECT *, 1 FROM ${came} c)`;
  return /* sql */ `
  IF NOT EXISTS (SELECT 1 FROM ${gone} g) AND NOT EXISTS (SELECT 1 FROM ${came} c) THEN
    RETURN NULL;
  END IF;
  -- Writers that change search keys take turns (a price change is rare; stock changes returned above): each
  -- statement below then reads the previous writer's committed rows, so two transactions never both rebuild the
  -- same cell or total from stale rows.
  PERFORM pg_advisory_xact_lock(4242023);

  DELETE FROM product_search s USING ${gone} g WHERE s.id = g.id;
  INSERT INTO product_search (id, ${SEARCH_COLUMNS}) SELECT * FROM ${came} c;

  -- Counts are additive: apply the difference, then drop what fell to zero.
  INSERT INTO facet_counts (kind, scope, facet, value, n)
  SELECT r.kind, s.scope, k.facet, k.value, sum(r.d)::int
  FROM ${both} r
  CROSS JOIN LATERAL unnest(r.category_path || 0) AS s(scope)
  CROSS JOIN LATERAL facet_keys(r.manufacturer_id, r.category_id, r.category_path, r.flag_ids, r.field_value_ids) k
  GROUP BY 1, 2, 3, 4
  HAVING sum(r.d) <> 0
  ON CONFLICT (kind, scope, facet, value) DO UPDATE SET n = facet_counts.n + excluded.n;
  DELETE FROM facet_counts WHERE n = 0;

  -- Cells and totals hold minima and maxima, which a removal can only recompute: the touched cells from their
  -- rows (a cell is a few hundred rows, found through the (kind, category_id, current_price) index), then the
  -- touched scopes' totals from their cells.
  DELETE FROM facet_cells c
  USING (SELECT DISTINCT kind, category_id, manufacturer_id, price_band(current_price) AS band FROM ${both} r) t
  WHERE (c.kind, c.category_id, c.manufacturer_id, c.band) = (t.kind, t.category_id, t.manufacturer_id, t.band);
  INSERT INTO facet_cells (kind, category_id, manufacturer_id, band, n, price_min, price_max, disc_min, disc_max)
  SELECT t.kind, t.category_id, t.manufacturer_id, t.band, count(*)::int, min(s.current_price),
    max(s.current_price), min(s.discount_percentage), max(s.discount_percentage)
  FROM (SELECT DISTINCT kind, category_id, manufacturer_id, price_band(current_price) AS band FROM ${both} r) t
  JOIN product_search s ON s.kind = t.kind AND s.category_id = t.category_id
    AND s.current_price >= (price_band_bounds())[t.band]
    AND (t.band >= cardinality(price_band_bounds()) OR s.current_price < (price_band_bounds())[t.band + 1])
    AND s.manufacturer_id = t.manufacturer_id
  GROUP BY 1, 2, 3, 4;

  DELETE FROM facet_totals f
  USING (SELECT DISTINCT r.kind, s.scope FROM ${both} r CROSS JOIN LATERAL unnest(r.category_path || 0) AS s(scope)) t
  WHERE (f.kind, f.scope) = (t.kind, t.scope);
  INSERT INTO facet_totals (kind, scope, total, price_min, price_max, disc_min, disc_max)
  SELECT c.kind, s.scope, sum(c.n)::int, min(c.price_min), max(c.price_max), min(c.disc_min), max(c.disc_max)
  FROM facet_cells c
  JOIN categories cat ON cat.id = c.category_id
  CROSS JOIN LATERAL unnest(cat.path || 0) AS s(scope)
  WHERE (c.kind, s.scope) IN (
    SELECT r.kind, x.scope FROM ${both} r CROSS JOIN LATERAL unnest(r.category_path || 0) AS x(scope))
  GROUP BY 1, 2;
  RETURN NULL;`;
};

/** The rows of side (old_rows or new_rows) whose search keys an UPDATE changed. */
const changed = (
  side: 'old_rows' | 'new_rows',
) => /* sql */ `(SELECT ${side}.* FROM old_rows JOIN new_rows USING (id)
    WHERE (${KEYS.map((k) => `old_rows.${k}`).join(', ')}) IS DISTINCT FROM (${KEYS.map((k) => `new_rows.${k}`).join(', ')})) AS x`;

export const sql = /* sql */ `
-- The text vector joins the search table: a text search and its facets read the matching rows there (stored
-- category by category) instead of joining the wide products rows.
ALTER TABLE product_search ADD COLUMN search_vector tsvector;
UPDATE product_search s SET search_vector = p.search_vector FROM products p WHERE p.id = s.id;
ALTER TABLE product_search ALTER COLUMN search_vector SET NOT NULL;
CREATE INDEX product_search_text ON product_search USING gin (search_vector);

-- Every facet key of a row in one array, each encoded as facet * 100,000,000 + id (1 manufacturer, 2 category,
-- 3 category path, 4 flag, 5 field value): a live facet query unnests one array per row instead of five.
CREATE FUNCTION facet_key_array(manufacturer_id int, category_id int, category_path int[], flag_ids int[],
  field_value_ids int[]) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[100000000 + manufacturer_id, 200000000 + category_id]
    || ARRAY(SELECT 300000000 + x FROM unnest(category_path) x)
    || ARRAY(SELECT 400000000 + x FROM unnest(flag_ids) x)
    || ARRAY(SELECT 500000000 + x FROM unnest(field_value_ids) x)
$$;
ALTER TABLE product_search ADD COLUMN facet_keys int[] NOT NULL GENERATED ALWAYS AS (
  facet_key_array(manufacturer_id, category_id, category_path, flag_ids, field_value_ids)) STORED;

CREATE FUNCTION price_band_bounds() RETURNS numeric[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT '${BOUNDS}'::numeric[] $$;
CREATE FUNCTION price_band(price numeric) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT width_bucket(price, price_band_bounds()) $$;

-- The (facet, value) keys one product adds to each of its scopes' facet_counts.
CREATE FUNCTION facet_keys(manufacturer_id int, category_id int, category_path int[], flag_ids int[],
  field_value_ids int[]) RETURNS TABLE (facet text, value int) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'm'::text, manufacturer_id
  UNION ALL SELECT 'c', category_id
  UNION ALL SELECT 'ci', x FROM unnest(category_path) x
  UNION ALL SELECT 'f', x FROM unnest(flag_ids) x
  UNION ALL SELECT 'a', x FROM unnest(field_value_ids) x
$$;

CREATE TABLE facet_cells (
  kind char(1) NOT NULL,
  category_id int NOT NULL,
  manufacturer_id int NOT NULL,
  band int NOT NULL,
  n int NOT NULL,
  price_min numeric(12, 2) NOT NULL,
  price_max numeric(12, 2) NOT NULL,
  disc_min numeric(5, 4) NOT NULL,
  disc_max numeric(5, 4) NOT NULL,
  PRIMARY KEY (kind, category_id, manufacturer_id, band)
);

INSERT INTO facet_cells (kind, category_id, manufacturer_id, band, n, price_min, price_max, disc_min, disc_max)
SELECT kind, category_id, manufacturer_id, price_band(current_price), count(*)::int, min(current_price),
  max(current_price), min(discount_percentage), max(discount_percentage)
FROM product_search
GROUP BY 1, 2, 3, 4;

-- A filtered listing's live facet rows (flags, field values) are a category's rows of some makers in a price
-- range: one index range per (category, maker) pair, over a heap stored in that order (refreshSearchIndex).
CREATE INDEX product_search_category_maker_price
  ON product_search (kind, category_id, manufacturer_id, current_price);

-- What a trigger leaves at zero is found without scanning the table.
CREATE INDEX facet_counts_zero ON facet_counts (kind) WHERE n = 0;

CREATE FUNCTION products_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  ${apply('(SELECT * FROM new_rows WHERE false) AS x', 'new_rows AS x')}
END $$;
CREATE FUNCTION products_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  ${apply(changed('old_rows'), changed('new_rows'))}
END $$;
CREATE FUNCTION products_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  ${apply('old_rows AS x', '(SELECT * FROM old_rows WHERE false) AS x')}
END $$;

CREATE TRIGGER products_search_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_inserted();
CREATE TRIGGER products_search_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_updated();
CREATE TRIGGER products_search_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_deleted();
`;
