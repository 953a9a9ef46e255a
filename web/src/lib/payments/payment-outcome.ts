/** The provider's word in the address it sends the shopper back to (?payment=accept|decline|fail). */
export type PaymentOutcome = 'accept' | 'decline' | 'fail';

/** What a page says about a return from the provider. */
export type PaymentReturnState = 'paid' | 'confirming' | 'declined' | null;

/**
 * What a page (a quote's, a forward request's) says about a return from the provider, from whether the shop says
 * the thing is paid (the shop learns it from the provider's signed notification, never from this URL): paid;
 * accepted but not confirmed yet; declined or failed (pay again). Once it is paid, a decline or failure in the
 * address is an earlier attempt (Back to it, a bookmark, another tab): the page says it is paid, never that the
 * payment did not go through.
 */
export function paymentReturnState(outcome: PaymentOutcome | undefined, paid: boolean): PaymentReturnState {
  if (!outcome) return null;
  if (paid) return 'paid';
  return outcome === 'accept' ? 'confirming' : 'declined';
}

/**
 * The outcome a page speaks of: the provider's, from the address it sent the shopper back with; or, once the page
 * itself was paid at once from the balance (no provider page, so no address to come back to), an accepted one, so
 * the shopper is thanked as after a provider's return. The balance payment is the latest word, so it wins over an
 * earlier attempt's outcome in the address. Whether it is paid stays the shop's word (paymentReturnState).
 */
export function shownPaymentOutcome(
  returned: PaymentOutcome | undefined,
  paidAtOnce: boolean,
): PaymentOutcome | undefined {
  return paidAtOnce ? 'accept' : returned;
}
