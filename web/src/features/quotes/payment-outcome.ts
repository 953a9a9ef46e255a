/** The provider's return (?payment=accept|decline|fail on /quotes/{slug}); anything else is no outcome. */
export type PaymentOutcome = 'accept' | 'decline' | 'fail';

export function quotePageSearch(search: Record<string, unknown>): { payment?: PaymentOutcome | undefined } {
  const value = search.payment;
  return { payment: value === 'accept' || value === 'decline' || value === 'fail' ? value : undefined };
}

/**
 * What the page says about a return from the provider, from the quote as the shop answers it (the shop learns the
 * outcome from the provider's signed notification, never from this URL): paid; accepted but not yet confirmed
 * (the page asks again for a while); declined or failed (pay again).
 */
export function outcomeState(
  outcome: PaymentOutcome | undefined,
  status: string,
): 'paid' | 'confirming' | 'declined' | null {
  if (!outcome) return null;
  if (status === 'paid' || (outcome === 'accept' && PAID_OR_LATER.has(status))) return 'paid';
  if (outcome === 'accept') return 'confirming';
  return 'declined';
}

const PAID_OR_LATER = new Set(['paid', 'purchased', 'at_warehouse', 'shipped', 'delivered']);
