// Promotion usage limits (issue #24): a code may be used at most max_uses times in all and max_uses_per_customer
// times by one customer (a signed-in user by account or e-mail, a guest by e-mail); null means no limit. A use is
// an order placed with the code that is not cancelled (services/checkout/promotion-limits.ts). ONCE is the demo of
// a limited code, inserted here so a database seeded before this migration has it too.
export const sql = /* sql */ `
ALTER TABLE promotions ADD COLUMN max_uses int CHECK (max_uses > 0);
ALTER TABLE promotions ADD COLUMN max_uses_per_customer int CHECK (max_uses_per_customer > 0);
-- A limited code's uses are counted at apply and at every confirm: from its own orders, not the whole table.
CREATE INDEX orders_promotion ON orders (promotion_id) WHERE promotion_id IS NOT NULL;
INSERT INTO promotions (code, promotion_type, discount_amount, min_subtotal, valid_until, active, max_uses_per_customer)
VALUES ('ONCE', 1, 20, 0, NULL, true, 1)
ON CONFLICT (code) DO NOTHING;
`;
