import { type PaymentMethod, PaymentProvider, type ProOrder } from '@storefront/shared-types';

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
