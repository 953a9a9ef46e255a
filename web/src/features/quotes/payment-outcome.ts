import {
  type PaymentOutcome,
  type PaymentReturnState,
  paymentReturnState,
} from '@/lib/payments/payment-outcome';

export type { PaymentOutcome };

/** The provider's return (?payment=accept|decline|fail on /quotes/{slug}); anything else is no outcome. */
export function quotePageSearch(search: Record<string, unknown>): { payment?: PaymentOutcome | undefined } {
  const value = search.payment;
  return { payment: value === 'accept' || value === 'decline' || value === 'fail' ? value : undefined };
}

/**
 * What the page says about a return from the provider (the shared rule, lib/payments/payment-outcome.ts), from the
 * quote's status as the shop answers it: paid once it is paid or past it (also when the address says an earlier
 * attempt was declined); accepted but not yet confirmed (the page asks again for a while); declined or failed.
 */
export function outcomeState(outcome: PaymentOutcome | undefined, status: string): PaymentReturnState {
  return paymentReturnState(outcome, PAID_OR_LATER.has(status));
}

const PAID_OR_LATER = new Set(['paid', 'purchased', 'at_warehouse', 'shipped', 'delivered']);
