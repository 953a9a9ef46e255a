// A promotion's amount in the checkout's currency, as the shared §9 rule (shared-types checkoutTotals) takes it.
import { DiscountType } from '@storefront/shared-types';

/** A promotion as the formula takes it: a fixed amount converted to the checkout's currency first. */
export function promotionInCurrency(
  promotion: { discount_amount: number; promotion_type: number },
  toCurrency: (euros: number) => number,
): { discount_amount: number; promotion_type: number } {
  return promotion.promotion_type === DiscountType.FIXED
    ? { ...promotion, discount_amount: toCurrency(promotion.discount_amount) }
    : promotion;
}
