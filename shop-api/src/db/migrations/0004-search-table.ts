// The search keys move to a narrow table of their own (about a fifth of a product row), so the facet scans and
// the sorted index walks of a listing touch few pages; products keep the display columns and the text vector.
// It is derived from products by refreshSearchIndex() (the seed calls it), as the facet counts are.
export const sql = /* sql */ `
CREATE TABLE product_search (
  id int PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  kind char(1) NOT NULL,
  manufacturer_id int NOT NULL,
  category_id int NOT NULL,
  category_path int[] NOT NULL,
  flag_ids int[] NOT NULL,
  field_value_ids int[] NOT NULL,
  current_price numeric(12, 2) NOT NULL,
  discount_percentage numeric(5, 4) NOT NULL,
  paid_amount int NOT NULL,
  arrived_at timestamptz NOT NULL
);

-- A database seeded before this migration keeps working: its rows are copied over.
INSERT INTO product_search (id, kind, manufacturer_id, category_id, category_path, flag_ids, field_value_ids,
  current_price, discount_percentage, paid_amount, arrived_at)
SELECT id, kind, manufacturer_id, category_id, category_path, flag_ids, field_value_ids, current_price,
  discount_percentage, paid_amount, arrived_at
FROM products;

DROP INDEX products_kind_price;
DROP INDEX products_kind_discount;
DROP INDEX products_kind_paid;
DROP INDEX products_kind_arrived;
DROP INDEX products_kind_manufacturer;
DROP INDEX products_category_path;
DROP INDEX products_flag_ids;
DROP INDEX products_field_values;

CREATE INDEX product_search_price ON product_search (kind, current_price, id);
CREATE INDEX product_search_discount ON product_search (kind, discount_percentage, id);
CREATE INDEX product_search_paid ON product_search (kind, paid_amount DESC, id);
CREATE INDEX product_search_arrived ON product_search (kind, arrived_at DESC, id);
CREATE INDEX product_search_manufacturer ON product_search (kind, manufacturer_id);
CREATE INDEX product_search_category_path ON product_search USING gin (category_path);
CREATE INDEX product_search_flag_ids ON product_search USING gin (flag_ids);
CREATE INDEX product_search_field_values ON product_search USING gin (field_value_ids);
`;
