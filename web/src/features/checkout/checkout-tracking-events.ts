import { pushToDataLayer } from '@/lib/tracking/data-layer';
import { milestoneStorage } from '@/lib/tracking/milestones';
import { pixelEvent } from '@/lib/tracking/pixel-event';
import {
  buttPayData,
  type CheckoutMilestone,
  marketplaceCheckoutData,
  paymentOutcomeEntry,
  recordMilestone,
  startedCheckoutEvent,
  type TrackedLine,
  trackTransactionEntry,
} from './checkout-tracking';

// Sends the §9 checkout events: each to the data layer, the pixel ones also to the ad pixel's queue and the
// marketing one to the marketing-email script's queue when the site loaded them (the bff's integrations; here
// events are only queued). Browser only: called from effects and handlers.

type TrackingWindow = Window & { _learnq?: unknown[] };

const win = () => window as TrackingWindow;

/** Once per checkout and milestone (qu_track_*): false when this one was already reported. */
function once(milestone: CheckoutMilestone, id: string): boolean {
  return recordMilestone(milestoneStorage(), milestone, id);
}

/** The shipping step of a new checkout is shown: MarketplaceInitiateCheckout and Started Checkout. */
export function trackCheckoutStarted(slug: string, lines: readonly TrackedLine[]): void {
  pixelEvent('MarketplaceInitiateCheckout', marketplaceCheckoutData(lines));
  win()._learnq?.push(startedCheckoutEvent(slug, lines));
}

/** Delivery chosen (the shipping step is done): qu_track_10. */
export function trackDeliverySet(slug: string): void {
  once('delivery', slug);
}

/** Payment method chosen (the payment step is done): MarketplaceAddPaymentInfo, qu_track_20. */
export function trackPaymentSet(slug: string, lines: readonly TrackedLine[]): void {
  if (!once('payment', slug)) return;
  pixelEvent('MarketplaceAddPaymentInfo', marketplaceCheckoutData(lines));
}

/** The pay button was pressed: ButtPay, qu_track_40. A second press of the same checkout is not reported again. */
export function trackPayClicked(
  slug: string,
  paymentProviderId: number,
  lines: readonly TrackedLine[],
): void {
  if (!once('pay', slug)) return;
  pixelEvent('ButtPay', buttPayData(slug, paymentProviderId, lines));
}

/**
 * The order is paid: marketplace_payment_success, trackTransaction, MarketplacePurchase, qu_track_50; once per
 * order, so reloading the success page does not count a second sale.
 */
export function trackPaymentSucceeded(orderId: number, lines: readonly TrackedLine[]): void {
  if (!once('paid', String(orderId))) return;
  pushToDataLayer(paymentOutcomeEntry('success', orderId));
  if (lines.length === 0) return;
  pushToDataLayer(trackTransactionEntry(orderId, lines));
  pixelEvent('MarketplacePurchase', marketplaceCheckoutData(lines));
}

/** The provider declined or failed the payment: marketplace_payment_declined. */
export function trackPaymentDeclined(orderId: number): void {
  pushToDataLayer(paymentOutcomeEntry('declined', orderId));
}
