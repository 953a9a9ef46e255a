import { type PaymentFee, paymentFeeAmount } from './final-price.js';
import { roundPrice } from './rounding.js';

/**
 * Paying an unpaid order again with another method (/payment/pay/{id}): what is left to pay without the fee of the
 * method chosen before, plus the new method's fee (§9: a percentage of that amount, or a fixed fee). The shop opens
 * the provider payment for `amount` and keeps `fee` as the order's payment fee; the pay page shows the same
 * amount on its button before the shopper leaves for the provider.
 */
export function payAgainAmount(
  leftWithOldFee: number,
  oldFee: number,
  method: PaymentFee | null,
): { fee: number; amount: number } {
  const due = roundPrice(leftWithOldFee - oldFee);
  const fee = roundPrice(paymentFeeAmount(due, method));
  return { fee, amount: roundPrice(due + fee) };
}
