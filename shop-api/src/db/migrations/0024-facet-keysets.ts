// Live facets at 1,000,000 products with fewer rows and values per request. A row's facet keys are its maker plus
// its category, category path, flags and field values; the last four come in few combinations (about 28,000 over
// 1M products, 1,600 among the 25,000 laptops). facet_keysets holds each combination once, with its encoded keys,
// and every product_search row names its combination (keyset_id). A live facet query then counts rows per
// (maker, keyset) — two integers — and unnests the keys of a few thousand keysets rather than of every row.
//
// A filter on flags, field values or categories is a set of keysets, so a facet query filtered by a field value
// (a leaf category + colour) reads the matching keysets' rows from the (kind, keyset_id) index alone (maker,
// prices included): no heap, no field-value GIN intersected with the category.
//
// keyset_id is set by a row trigger on product_search whenever the row is written without one or its keys change
// (the products triggers of migration 0023 re-insert a changed product's row, so it follows every write in the
// writing transaction). A keyset is never removed: an unused one matches no row, so it counts nothing.
//
// Self-contained: it derives the keysets from product_search, so it applies to an already seeded database.

export const sql = /* sql */ `
CREATE TABLE facet_keysets (
  id serial PRIMARY KEY,
  category_id int NOT NULL,
  category_path int[] NOT NULL,
  flag_ids int[] NOT NULL,
  field_value_ids int[] NOT NULL,
  -- The row's facet_keys (migration 0023) but the maker's.
  keys int[] NOT NULL GENERATED ALWAYS AS (
    (facet_key_array(0, category_id, category_path, flag_ids, field_value_ids))[2:]) STORED,
  UNIQUE (category_id, category_path, flag_ids, field_value_ids)
);

INSERT INTO facet_keysets (category_id, category_path, flag_ids, field_value_ids)
SELECT DISTINCT category_id, category_path, flag_ids, field_value_ids FROM product_search
ORDER BY 1, 2, 3, 4;

ALTER TABLE product_search ADD COLUMN keyset_id int;

-- Every row is rewritten once: its secondary indexes are rebuilt afterwards rather than maintained row by row.
CREATE TEMPORARY TABLE product_search_index_defs ON COMMIT DROP AS
SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS def FROM pg_index x
JOIN pg_class c ON c.oid = x.indexrelid
WHERE x.indrelid = 'product_search'::regclass AND NOT x.indisunique AND NOT x.indisprimary;
DO $$ DECLARE d record; BEGIN
  FOR d IN SELECT name FROM product_search_index_defs LOOP EXECUTE format('DROP INDEX %I', d.name); END LOOP;
END $$;
UPDATE product_search s SET keyset_id = k.id FROM facet_keysets k
WHERE (k.category_id, k.category_path, k.flag_ids, k.field_value_ids)
  = (s.category_id, s.category_path, s.flag_ids, s.field_value_ids);
DO $$ DECLARE d record; BEGIN
  FOR d IN SELECT def FROM product_search_index_defs LOOP EXECUTE d.def; END LOOP;
END $$;
ALTER TABLE product_search ALTER COLUMN keyset_id SET NOT NULL;

-- A keyset-filtered facet query's rows, with what it aggregates besides the keys: an index-only scan.
CREATE INDEX product_search_keyset ON product_search (kind, keyset_id)
  INCLUDE (manufacturer_id, current_price, discount_percentage);

CREATE FUNCTION product_search_keyset() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  SELECT k.id INTO NEW.keyset_id FROM facet_keysets k
  WHERE (k.category_id, k.category_path, k.flag_ids, k.field_value_ids)
    = (NEW.category_id, NEW.category_path, NEW.flag_ids, NEW.field_value_ids);
  IF NEW.keyset_id IS NULL THEN
    INSERT INTO facet_keysets (category_id, category_path, flag_ids, field_value_ids)
    VALUES (NEW.category_id, NEW.category_path, NEW.flag_ids, NEW.field_value_ids)
    ON CONFLICT DO NOTHING
    RETURNING id INTO NEW.keyset_id;
  END IF;
  IF NEW.keyset_id IS NULL THEN
    -- Another transaction added the same keyset first (ON CONFLICT waited for its commit).
    SELECT k.id INTO STRICT NEW.keyset_id FROM facet_keysets k
    WHERE (k.category_id, k.category_path, k.flag_ids, k.field_value_ids)
      = (NEW.category_id, NEW.category_path, NEW.flag_ids, NEW.field_value_ids);
  END IF;
  RETURN NEW;
END $$;

-- A bulk rebuild (refreshSearchIndex) names the keysets itself; any other write gets them here.
CREATE TRIGGER product_search_keyset BEFORE INSERT ON product_search
  FOR EACH ROW WHEN (NEW.keyset_id IS NULL) EXECUTE FUNCTION product_search_keyset();
CREATE TRIGGER product_search_keyset_changed
  BEFORE UPDATE OF category_id, category_path, flag_ids, field_value_ids, keyset_id ON product_search
  FOR EACH ROW EXECUTE FUNCTION product_search_keyset();
`;
