import {
  type InvoiceResponse,
  type PaymentMethod,
  PaymentProvider,
  payAgainAmount,
} from '@storefront/shared-types';

/** One way to pay an invoice: an outside provider (with its fee) or the balance. */
export type InvoicePaymentChoice = { id: number; method: PaymentMethod | null; balance: boolean };

/**
 * The ways an open invoice can be paid: the providers the shop offers, and for a miscellaneous invoice the balance
 * (provider 4) when it covers the whole amount (the shop refuses a part-payment from the balance, and an order's
 * invoice from the balance at all: an order takes its balance at checkout).
 */
export function invoicePaymentChoices(
  invoice: Pick<InvoiceResponse, 'payment_methods' | 'balance_available' | 'amount' | 'order_number'>,
): InvoicePaymentChoice[] {
  const choices: InvoicePaymentChoice[] = invoice.payment_methods
    .filter((method) => method.id !== PaymentProvider.BALANCE)
    .map((method) => ({ id: method.id, method, balance: false }));
  if (invoice.order_number === null && invoice.balance_available >= invoice.amount && invoice.amount > 0) {
    choices.push({ id: PaymentProvider.BALANCE, method: null, balance: true });
  }
  return choices;
}

/**
 * What paying an open invoice with a choice asks for, and the fee in it: an order's invoice is paid as its order is
 * (the last method's fee replaced by this one's, payAgainAmount, on what the balance did not pay); a miscellaneous
 * invoice at its amount, with no fee (shop-api invoices/pay-invoice.ts).
 */
export function invoiceAmountDue(
  invoice: Pick<InvoiceResponse, 'amount' | 'balance_used' | 'payment_fee' | 'order_number'>,
  choice: InvoicePaymentChoice | undefined,
): { amount: number; fee: number } {
  if (invoice.order_number === null || !choice?.method) return { amount: invoice.amount, fee: 0 };
  return payAgainAmount(invoice.amount - invoice.balance_used, invoice.payment_fee, choice.method);
}
