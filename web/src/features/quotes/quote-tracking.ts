import type { TrackingQuote } from '@storefront/shared-types';
import { pushToDataLayer } from '@/lib/tracking/data-layer';
import { type Milestone, milestoneStorage, recordMilestone } from '@/lib/tracking/milestones';
import { pixelEvent } from '@/lib/tracking/pixel-event';

// The §9 quote events, sent the way the checkout's are (data layer + ad pixel queue, lib/tracking). The page-level
// milestones use the §9 qu_track_* keys keyed by the quote's transaction id (qu + id), so a reload or a second
// visit does not report the same step twice. Browser only: called from effects and handlers.

/** §3 "Quote (for tracking)": what every quote event carries (the shop answers it with the quote). */
type QuoteTrackingData = TrackingQuote;

const once = (milestone: Milestone, quote: QuoteTrackingData) =>
  recordMilestone(milestoneStorage(), milestone, quote.quoteId);

/** The quote's payment page is shown to a shopper who can pay it. */
export function trackQuotePaymentPageView(quote: QuoteTrackingData): void {
  pixelEvent('QuotePaymentPageView', { ...quote });
}

/** The delivery (address and air/sea) is set for the payment: once per quote (qu_track_10). */
export function trackQuoteDeliveryInfo(quote: QuoteTrackingData): void {
  if (once('delivery', quote)) pixelEvent('QuotePaymentPageAddedDeliveryInfo', { ...quote });
}

/** A way to pay was chosen: once per quote (qu_track_20). */
export function trackQuotePaymentInfo(quote: QuoteTrackingData, paymentType: number): void {
  if (once('payment', quote))
    pixelEvent('QuotePaymentPageAddedPaymentInfo', { ...quote, paymentType: String(paymentType) });
}

/** Pay was pressed: once per quote (qu_track_40). */
export function trackQuotePayClicked(quote: QuoteTrackingData, paymentType: number): void {
  if (once('pay', quote))
    pixelEvent('QuotePaymentPagePayButtonClick', { ...quote, paymentType: String(paymentType) });
}

/** The provider's outcome, as the quote page learns it on return: success once per quote (qu_track_50). */
export function trackQuotePaymentOutcome(quote: QuoteTrackingData, outcome: 'success' | 'declined'): void {
  if (outcome === 'success' && !once('paid', quote)) return;
  pushToDataLayer({
    event: outcome === 'success' ? 'quote_payment_success' : 'quote_payment_declined',
    transaction_id: quote.quoteId,
    ...quote,
  });
}

const REQUEST_TRACKED_KEY = 'quote_request_tracked';

/**
 * QuoteRequestSuccess: the order form became a quote request. Reported by /order-successful once per quote (the
 * tab's sessionStorage remembers the last one, so a reload of the page does not count a second request).
 */
export function trackQuoteRequestSuccess(quote: { number: string; value: number; lines: number }): void {
  try {
    if (window.sessionStorage.getItem(REQUEST_TRACKED_KEY) === quote.number) return;
    window.sessionStorage.setItem(REQUEST_TRACKED_KEY, quote.number);
  } catch {
    // Storage refused: report without remembering.
  }
  pixelEvent('QuoteRequestSuccess', { quote: quote.number, value: quote.value, num_items: quote.lines });
}
