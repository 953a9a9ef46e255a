import { ANALYTICS_CURRENCY, type CheckoutProduct, trackedCheckoutValue } from '@storefront/shared-types';

// The §9 checkout and payment events as plain data, built from the shop's checkout answer: what the data layer,
// the ad pixel and the marketing-email script are given. checkout-tracking-events.ts sends them.

/** A checkout line as the trackers see it (the shop's own fields; a line without an id is keyed by its sku). */
export type TrackedLine = Pick<CheckoutProduct, 'currentPrice' | 'quantity' | 'id' | 'name' | 'sku'>;

/** §9: the tracked value is Σ price × quantity with 2 decimals; the currency is USD. */
export function checkoutValue(lines: readonly TrackedLine[]): number {
  return trackedCheckoutValue(lines.map((line) => ({ price: line.currentPrice, quantity: line.quantity })));
}

function itemsOf(lines: readonly TrackedLine[]) {
  return lines.map((line, index) => ({
    id: line.id ?? line.sku ?? null,
    sku: line.sku ?? null,
    name: line.name ?? null,
    price: line.currentPrice,
    quantity: line.quantity,
    index,
  }));
}

function contentIdsOf(lines: readonly TrackedLine[]): string[] {
  return lines.map((line) => String(line.sku ?? line.id ?? ''));
}

/** The pixel's properties of the marketplace checkout events (InitiateCheckout, AddPaymentInfo, Purchase). */
export function marketplaceCheckoutData(lines: readonly TrackedLine[]) {
  return {
    content_ids: contentIdsOf(lines),
    content_type: 'product',
    num_items: lines.reduce((sum, line) => sum + line.quantity, 0),
    value: checkoutValue(lines),
    currency: ANALYTICS_CURRENCY,
  } as const;
}

/** Data layer `trackTransaction` (§9): the order's lines, valued by the §9 rule in USD. */
export function trackTransactionEntry(orderId: number, lines: readonly TrackedLine[]) {
  return {
    event: 'trackTransaction',
    ecommerce: {
      transaction_id: String(orderId),
      value: checkoutValue(lines),
      currency: ANALYTICS_CURRENCY,
      items: itemsOf(lines),
    },
  } as const;
}

/** `ButtPay` (§9): the shopper pressed the button that creates the order and sends them to pay. */
export function buttPayData(slug: string, paymentProviderId: number, lines: readonly TrackedLine[]) {
  return {
    checkout: slug,
    payment_type: paymentProviderId,
    value: checkoutValue(lines),
    currency: ANALYTICS_CURRENCY,
  } as const;
}

/** `marketplace_payment_success` / `marketplace_payment_declined` (§9): the provider's outcome for an order. */
export function paymentOutcomeEntry(outcome: 'success' | 'declined', orderId: number) {
  return {
    event: outcome === 'success' ? 'marketplace_payment_success' : 'marketplace_payment_declined',
    order_id: orderId,
  } as const;
}

/** The marketing-email script's `Started Checkout` (§9). */
export function startedCheckoutEvent(
  slug: string,
  lines: readonly TrackedLine[],
): ['track', 'Started Checkout', Record<string, unknown>] {
  return [
    'track',
    'Started Checkout',
    {
      $event_id: slug,
      $value: checkoutValue(lines),
      currency: ANALYTICS_CURRENCY,
      ItemNames: lines.map((line) => line.name ?? line.sku ?? ''),
      Items: itemsOf(lines),
    },
  ];
}

// The milestones (qu_track_*) are shared with the quote payment page: lib/tracking/milestones.ts.
export { type Milestone as CheckoutMilestone, recordMilestone } from '@/lib/tracking/milestones';
