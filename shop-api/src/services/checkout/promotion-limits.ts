// A promotion code's usage limits (migration 0013): in all, and per customer. A use is an order placed with the
// code that is not cancelled. Apply refuses a code already used up, so the shopper hears it at once; confirm counts
// again under the code's row lock, which is what holds the limit when shoppers confirm at the same moment.
import { CHECKOUT_MESSAGES } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from './checkout-errors.js';
import type { CheckoutQuote } from './checkout-quote.js';
import type { CheckoutRow } from './checkout-store.js';

export interface PromotionLimits {
  id: number;
  max_uses: number | null;
  max_uses_per_customer: number | null;
}

/**
 * Whose uses the per-customer limit counts: the orders of the signed-in user's account and of the checkout's
 * e-mail, so a guest is counted by e-mail and ordering as a guest with one's account e-mail does not start over.
 */
type Customer = Pick<CheckoutRow, 'user_id' | 'email'>;

const hasLimit = (promotion: PromotionLimits) =>
  promotion.max_uses !== null || promotion.max_uses_per_customer !== null;

/** The code's uses in all and by this customer (a guest without an e-mail yet has none). */
async function countUses(db: Queryable, promotionId: number, customer: Customer) {
  const [row] = await db.query<{ total: number; customer: number }>(
    `SELECT count(*)::int AS total,
       count(*) FILTER (WHERE user_id = $2::int OR email = $3::text)::int AS customer
     FROM orders WHERE promotion_id = $1 AND status <> 'cancelled'`,
    [promotionId, customer.user_id, customer.email],
  );
  return { total: row?.total ?? 0, customer: row?.customer ?? 0 };
}

/**
 * Refuses the code when it has been used as often as a limit allows: 400 naming `code` at apply, 409 at confirm
 * (it was valid when applied; another order took the last use since). One message for both limits.
 */
export async function refuseIfUsedUp(
  db: Queryable,
  promotion: PromotionLimits,
  customer: Customer,
  status: 400 | 409,
): Promise<void> {
  if (!hasLimit(promotion)) return;
  const uses = await countUses(db, promotion.id, customer);
  const perCustomer = promotion.max_uses_per_customer;
  if (
    (promotion.max_uses !== null && uses.total >= promotion.max_uses) ||
    (perCustomer !== null && uses.customer >= perCustomer)
  ) {
    throw checkoutError(status, CHECKOUT_MESSAGES.promotionUsedUp, 'code');
  }
}

/**
 * At confirm, in its transaction, before the order is written: a limited code's row is locked (FOR NO KEY UPDATE,
 * so it does not wait on the key-share locks orders and checkouts referencing the code take), so confirms using it
 * queue here and each counts the orders committed before it (READ COMMITTED: a new snapshot per statement). The
 * lock is held to the commit, which writes this confirm's order. A code without limits takes no lock.
 */
export async function holdPromotionLimits(tx: Queryable, quote: CheckoutQuote): Promise<void> {
  if (!quote.promotion) return;
  const [limits] = await tx.query<PromotionLimits>(
    `SELECT id, max_uses, max_uses_per_customer FROM promotions
     WHERE id = $1 AND (max_uses IS NOT NULL OR max_uses_per_customer IS NOT NULL) FOR NO KEY UPDATE`,
    [quote.promotion.id],
  );
  if (limits) await refuseIfUsedUp(tx, limits, quote.checkout, 409);
}
