import { type InvoiceResponse, type PaymentMethod, PaymentProvider } from '@storefront/shared-types';

/** One way to pay an invoice: an outside provider (with its fee) or the balance. */
export type InvoicePaymentChoice = { id: number; method: PaymentMethod | null; balance: boolean };

/**
 * The ways an open invoice can be paid: the providers the shop offers, and the balance (provider 4) when it covers
 * the whole amount (the shop refuses a part-payment from the balance).
 */
export function invoicePaymentChoices(
  invoice: Pick<InvoiceResponse, 'payment_methods' | 'balance_available' | 'amount'>,
): InvoicePaymentChoice[] {
  const choices: InvoicePaymentChoice[] = invoice.payment_methods
    .filter((method) => method.id !== PaymentProvider.BALANCE)
    .map((method) => ({ id: method.id, method, balance: false }));
  if (invoice.balance_available >= invoice.amount && invoice.amount > 0) {
    choices.push({ id: PaymentProvider.BALANCE, method: null, balance: true });
  }
  return choices;
}
