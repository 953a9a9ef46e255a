import {
  type PaymentMethod,
  PaymentProvider,
  type ProOrder,
  paymentFeeAmount,
  roundPrice,
} from '@storefront/shared-types';

/** Not a provider: the bank transfer against the order's invoice (no call; the operator marks it paid). */
export const BANK_TRANSFER = 0;

export type ProPaymentChoice = { id: number; method: PaymentMethod | null };

/**
 * The ways a declared pro order can be paid: the shop's outside providers with their fees, the balance (provider
 * 4) when it covers the whole total (the shop refuses a part), and a bank transfer when the order has its invoice.
 */
export function proPaymentChoices(
  order: Pick<ProOrder, 'payment_methods' | 'balance_available' | 'total' | 'invoice_id'>,
): ProPaymentChoice[] {
  const choices: ProPaymentChoice[] = order.payment_methods
    .filter((method) => method.id !== PaymentProvider.BALANCE)
    .map((method) => ({ id: method.id, method }));
  if (order.balance_available >= order.total && order.total > 0) {
    choices.push({ id: PaymentProvider.BALANCE, method: null });
  }
  if (order.invoice_id !== null) choices.push({ id: BANK_TRANSFER, method: null });
  return choices;
}

/**
 * What the buyer pays with a choice: the order's total plus the provider's fee (the shop adds it when the payment
 * opens, §9: a percentage of the amount or a fixed amount); the balance and a bank transfer add none.
 */
export function proAmountDue(order: Pick<ProOrder, 'total'>, choice: ProPaymentChoice | undefined): number {
  if (!choice?.method) return order.total;
  return roundPrice(order.total + paymentFeeAmount(order.total, choice.method));
}
