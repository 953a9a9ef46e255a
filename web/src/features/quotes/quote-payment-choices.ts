import { type PaymentMethod, PaymentProvider } from '@storefront/shared-types';

/** One way to pay a quote: an outside provider, or the balance. */
export type QuotePaymentChoice = { id: number; method: PaymentMethod | null; balance: boolean };

/**
 * The ways a priced quote can be paid: the providers the shop offers (a quote is paid at exactly its total, no fee),
 * and the balance (provider 4) only when it covers the whole total: the shop refuses a part-payment from it.
 */
export function quotePaymentChoices(quote: {
  payment_methods: readonly PaymentMethod[];
  balance_available: number;
  total: number;
}): QuotePaymentChoice[] {
  const choices: QuotePaymentChoice[] = quote.payment_methods
    .filter((method) => method.id !== PaymentProvider.BALANCE)
    .map((method) => ({ id: method.id, method, balance: false }));
  if (quote.total > 0 && quote.balance_available >= quote.total) {
    choices.push({ id: PaymentProvider.BALANCE, method: null, balance: true });
  }
  return choices;
}
