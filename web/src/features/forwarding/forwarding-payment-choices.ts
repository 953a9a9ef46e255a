import { type ForwardRequestDetail, type PaymentMethod, PaymentProvider } from '@storefront/shared-types';

/** One way to pay a forward request: an outside provider or the balance. */
export type ForwardPaymentChoice = { id: number; method: PaymentMethod | null; balance: boolean };

/**
 * The ways an arrived, priced request can be paid: the shop's providers (no fee: a forward request is paid at
 * exactly its total), and the balance when it covers the whole total (the shop refuses a part-payment).
 */
export function forwardPaymentChoices(
  request: Pick<ForwardRequestDetail, 'payment_methods' | 'balance_available' | 'totals'>,
): ForwardPaymentChoice[] {
  const total = request.totals?.total ?? 0;
  const choices: ForwardPaymentChoice[] = request.payment_methods
    .filter((method) => method.id !== PaymentProvider.BALANCE)
    .map((method) => ({ id: method.id, method, balance: false }));
  if (total > 0 && request.balance_available >= total) {
    choices.unshift({ id: PaymentProvider.BALANCE, method: null, balance: true });
  }
  return choices;
}
