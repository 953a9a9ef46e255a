// The §9 price of a checkout, every term decided once: the shop prices checkouts with it, and the web computes
// with it wherever it must show a figure the shop did not send (the cart before checkout, a backend that answers
// only §3's fields). The formula itself is finalPrice; this decides each term and its clamps.
import type { CheckoutTotals } from '../checkout.js';
import { PaymentProvider } from '../enums.js';
import { cartTotals, type PricedLine } from './cart-totals.js';
import { finalPrice, type PaymentFee, paymentFeeAmount, promotionDiscount } from './final-price.js';
import { roundPrice } from './rounding.js';

export interface CheckoutTotalsInput {
  /** Unit prices in the checkout's currency. */
  lines: readonly PricedLine[];
  /** The chosen method's shipping amount and its discount (checkout currency); 0 when none is offered. */
  shipping: number;
  shippingDiscount: number;
  /** The chosen local courier's fee; 0 when none is chosen. */
  localDelivery: number;
  /** A fixed promotion's amount already in the checkout's currency. */
  promotion?: { discount_amount: number; promotion_type: number } | null | undefined;
  /** Balance the shopper may use here (checkout currency); 0 for a guest or once removed. */
  balanceAvailable?: number | undefined;
  /** The chosen payment method; null until one is chosen. A fixed fee is in the checkout's currency. */
  paymentMethod?: (PaymentFee & { id: number }) | null | undefined;
}

/**
 * Each term of §9: final = subtotal + shipping + local delivery − shipping discount − promo discount − balance,
 * then + the payment fee. A shipping discount never takes more than the shipping, a promotion never more than the
 * subtotal, and the balance used is what is available up to the amount before it (it never pays out), so the
 * terms always add up to the total and none is negative; the fee applies to what a provider collects, so the
 * balance alone (provider 4) has none.
 */
export function checkoutTotals(input: CheckoutTotalsInput): CheckoutTotals {
  const subtotal = cartTotals(input.lines).totalSum;
  const shipping = roundPrice(input.shipping);
  const shippingDiscount = Math.min(shipping, roundPrice(input.shippingDiscount));
  const promoDiscount = Math.min(subtotal, roundPrice(promotionDiscount(subtotal, input.promotion)));
  const localDelivery = roundPrice(input.localDelivery);
  const beforeBalance = Math.max(
    0,
    roundPrice(subtotal + shipping + localDelivery - shippingDiscount - promoDiscount),
  );
  const balance = roundPrice(Math.min(Math.max(0, input.balanceAvailable ?? 0), beforeBalance));
  const method = input.paymentMethod ?? null;
  const fee = method && method.id !== PaymentProvider.BALANCE ? method : null;
  const final = finalPrice({
    subtotal,
    shipping,
    localDelivery,
    shippingDiscount,
    promoDiscount,
    balance,
    paymentFee: fee,
  });
  return {
    subtotal,
    shipping,
    local_delivery: localDelivery,
    shipping_discount: shippingDiscount,
    promo_discount: promoDiscount,
    balance,
    payment_fee: roundPrice(paymentFeeAmount(roundPrice(beforeBalance - balance), fee)),
    final,
  };
}
