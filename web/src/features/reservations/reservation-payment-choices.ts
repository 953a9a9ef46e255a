import { type PaymentMethod, PaymentProvider, type Reservation } from '@storefront/shared-types';

/** One way to pay a deposit: an outside provider, or the balance. */
export type DepositChoice = { id: number; method: PaymentMethod | null; balance: boolean };

/**
 * The ways a deposit can be paid: the providers the shop offers, and the balance (4) only for the reservation's
 * signed-in owner when it covers the whole deposit (the shop refuses anything else).
 */
export function depositChoices(
  reservation: Pick<Reservation, 'payment_methods' | 'balance_available' | 'deposit' | 'own'>,
): DepositChoice[] {
  const choices: DepositChoice[] = reservation.payment_methods
    .filter((method) => method.id !== PaymentProvider.BALANCE)
    .map((method) => ({ id: method.id, method, balance: false }));
  if (reservation.own && reservation.deposit > 0 && reservation.balance_available >= reservation.deposit) {
    choices.push({ id: PaymentProvider.BALANCE, method: null, balance: true });
  }
  return choices;
}
