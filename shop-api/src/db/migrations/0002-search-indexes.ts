// Indexes for the faceted search: one btree per sort field (kind first, id as the tie-breaker the queries use),
// GIN for the array keys and the text vector.
export const sql = /* sql */ `
CREATE INDEX products_kind_price ON products (kind, current_price, id);
CREATE INDEX products_kind_discount ON products (kind, discount_percentage, id);
CREATE INDEX products_kind_paid ON products (kind, paid_amount DESC, id);
CREATE INDEX products_kind_arrived ON products (kind, arrived_at DESC, id);
CREATE INDEX products_kind_manufacturer ON products (kind, manufacturer_id);
CREATE INDEX products_category_path ON products USING gin (category_path);
CREATE INDEX products_flag_ids ON products USING gin (flag_ids);
CREATE INDEX products_field_values ON products USING gin (field_value_ids);
CREATE INDEX products_search_vector ON products USING gin (search_vector);
CREATE INDEX categories_parent ON categories (parent_id, position);
CREATE INDEX sessions_user ON sessions (user_id);
`;
