import type { FeeType } from '../enums.js';
import { DiscountType } from '../enums.js';
import { roundPercentageFee, roundPrice, roundTrackedValue } from './rounding.js';

export type PaymentFee = { readonly fee: number; readonly fee_type: FeeType };

export type FinalPriceInput = {
  readonly subtotal: number;
  readonly shipping: number;
  readonly localDelivery: number;
  readonly shippingDiscount: number;
  readonly promoDiscount: number;
  /** Balance applied to this checkout. */
  readonly balance: number;
  /** The selected payment method's fee; null when none is selected yet. */
  readonly paymentFee: PaymentFee | null;
};

/**
 * The fee a payment method adds to `amount`: a fixed fee as it is, a percentage fee as amount × fee / 100
 * rounded to 2 decimals (§9).
 */
export function paymentFeeAmount(amount: number, paymentFee: PaymentFee | null): number {
  if (!paymentFee) return 0;
  if (paymentFee.fee_type === 'fixed') return paymentFee.fee;
  return roundPercentageFee((amount * paymentFee.fee) / 100);
}

/**
 * §9: final price = subtotal + shipping + local delivery − shipping discount − promo discount − balance, then
 * plus the payment fee; rounded to 4 decimals. The amount before the fee never goes below 0 (the balance and the
 * discounts cannot pay out money), so a percentage fee is never negative.
 */
export function finalPrice(input: FinalPriceInput): number {
  const beforeFee = Math.max(
    0,
    roundPrice(
      input.subtotal +
        input.shipping +
        input.localDelivery -
        input.shippingDiscount -
        input.promoDiscount -
        input.balance,
    ),
  );
  return roundPrice(beforeFee + paymentFeeAmount(beforeFee, input.paymentFee));
}

/**
 * The promo discount of a §3 promotion: a fixed amount as it is, a percentage taken of the product subtotal
 * (our choice: the spec does not say what a percentage promotion applies to; shipping has its own discounts).
 */
export function promotionDiscount(
  subtotal: number,
  promotion: { discount_amount: number; promotion_type: number } | null | undefined,
): number {
  if (!promotion) return 0;
  if (promotion.promotion_type === DiscountType.PERCENTAGE) {
    return roundPrice((subtotal * promotion.discount_amount) / 100);
  }
  return promotion.discount_amount;
}

/** §9: the tracked checkout value is Σ price × quantity with 2 decimals. */
export function trackedCheckoutValue(lines: readonly { price: number; quantity: number }[]): number {
  return roundTrackedValue(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
}
