// The §9 price of a checkout from the shop's own numbers (never the browser's): the rule itself is
// shared-types' finalPrice; this decides each term of it (which shipping discount, how much balance).
import {
  type CheckoutTotals,
  DiscountType,
  type FeeType,
  finalPrice,
  PaymentProvider,
  paymentFeeAmount,
  promotionDiscount,
  roundPrice,
  type ShippingMethod,
} from '@storefront/shared-types';

export interface PricingInput {
  /** Unit prices in the checkout's currency. */
  lines: ReadonlyArray<{ price: number; quantity: number }>;
  shippingMethod: ShippingMethod;
  /** The amount and the discount of each method offered (checkout currency). */
  shippingAmounts: Partial<Record<ShippingMethod, number>>;
  shippingDiscounts: Partial<Record<ShippingMethod, number>>;
  /** The chosen local courier's fee; 0 when none is chosen. */
  localDelivery: number;
  /** A fixed promotion's amount is already in the checkout's currency. */
  promotion: { discount_amount: number; promotion_type: number } | null;
  /** Balance the shopper may use here (checkout currency); 0 for a guest or once removed. */
  balanceAvailable: number;
  /** The chosen payment method; null until one is chosen. A fixed fee is in the checkout's currency. */
  paymentMethod: { id: number; fee: number; fee_type: FeeType } | null;
}

/**
 * Each term of §9: final = subtotal + shipping + local delivery − shipping discount − promo discount − balance,
 * then + the payment fee. The balance used is what is available, up to the amount before it (it never pays out);
 * a promotion never takes more than the subtotal; the fee applies to what the provider collects, so the balance
 * alone (provider 4) has none.
 */
export function checkoutTotals(input: PricingInput): CheckoutTotals {
  const subtotal = roundPrice(input.lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const shipping = roundPrice(input.shippingAmounts[input.shippingMethod] ?? 0);
  const shippingDiscount = Math.min(shipping, roundPrice(input.shippingDiscounts[input.shippingMethod] ?? 0));
  const promoDiscount = Math.min(subtotal, roundPrice(promotionDiscount(subtotal, input.promotion)));
  const localDelivery = roundPrice(input.localDelivery);
  const beforeBalance = Math.max(
    0,
    roundPrice(subtotal + shipping + localDelivery - shippingDiscount - promoDiscount),
  );
  const balance = roundPrice(Math.min(Math.max(0, input.balanceAvailable), beforeBalance));
  const fee =
    input.paymentMethod && input.paymentMethod.id !== PaymentProvider.BALANCE ? input.paymentMethod : null;
  const final = finalPrice({
    subtotal,
    shipping,
    localDelivery,
    shippingDiscount,
    promoDiscount,
    balance,
    paymentFee: fee,
  });
  const beforeFee = roundPrice(beforeBalance - balance);
  return {
    subtotal,
    shipping,
    local_delivery: localDelivery,
    shipping_discount: shippingDiscount,
    promo_discount: promoDiscount,
    balance,
    payment_fee: roundPrice(paymentFeeAmount(beforeFee, fee)),
    final,
  };
}

/** A promotion as the formula takes it: a fixed amount converted to the checkout's currency first. */
export function promotionInCurrency(
  promotion: { discount_amount: number; promotion_type: number },
  toCurrency: (euros: number) => number,
): { discount_amount: number; promotion_type: number } {
  return promotion.promotion_type === DiscountType.FIXED
    ? { ...promotion, discount_amount: toCurrency(promotion.discount_amount) }
    : promotion;
}
