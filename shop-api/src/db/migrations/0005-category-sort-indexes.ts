// A category without children holds only its own products, so its listing filters on category_id and walks
// one of these indexes straight to the first page in the requested order (no rows of other categories read).
export const sql = /* sql */ `
CREATE INDEX product_search_category_paid ON product_search (kind, category_id, paid_amount DESC, id);
CREATE INDEX product_search_category_price ON product_search (kind, category_id, current_price, id);
CREATE INDEX product_search_category_discount ON product_search (kind, category_id, discount_percentage, id);
CREATE INDEX product_search_category_arrived ON product_search (kind, category_id, arrived_at DESC, id);
`;
