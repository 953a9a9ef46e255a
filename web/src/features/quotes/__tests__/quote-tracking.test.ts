import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  trackQuoteDeliveryInfo,
  trackQuotePayClicked,
  trackQuotePaymentInfo,
  trackQuotePaymentOutcome,
  trackQuotePaymentPageView,
  trackQuoteRequestSuccess,
} from '../quote-tracking';

type Entry = { event?: string; transaction_id?: string; paymentType?: string };
const events = () => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).map((e) => e.event);
const quote = { quoteId: 'qu41', value: 120, shipping: 23.75, deliveryFee: 0, paymentType: '' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});

describe('the §9 quote events', () => {
  it('reports each payment-page step once per quote, keyed by its transaction id (qu + id)', () => {
    trackQuotePaymentPageView(quote);
    trackQuoteDeliveryInfo(quote);
    trackQuoteDeliveryInfo(quote);
    trackQuotePaymentInfo(quote, 1);
    trackQuotePaymentInfo(quote, 2);
    trackQuotePayClicked(quote, 1);
    trackQuotePayClicked(quote, 1);
    expect(events()).toEqual([
      'QuotePaymentPageView',
      'QuotePaymentPageAddedDeliveryInfo',
      'QuotePaymentPageAddedPaymentInfo',
      'QuotePaymentPagePayButtonClick',
    ]);
    expect(localStorage.getItem('qu_track_10')).toBe('qu41');
    expect(localStorage.getItem('qu_track_20')).toBe('qu41');
    expect(localStorage.getItem('qu_track_40')).toBe('qu41');
    // Another quote reports again.
    trackQuotePayClicked({ ...quote, quoteId: 'qu42' }, 3);
    expect(events().at(-1)).toBe('QuotePaymentPagePayButtonClick');
  });

  it('reports a success once (a reload of the return page is not a second sale), a decline each time', () => {
    trackQuotePaymentOutcome(quote, 'success');
    trackQuotePaymentOutcome(quote, 'success');
    trackQuotePaymentOutcome(quote, 'declined');
    expect(events()).toEqual(['quote_payment_success', 'quote_payment_declined']);
    const dataLayer = (window as unknown as { dataLayer: Entry[] }).dataLayer;
    expect(dataLayer[0]?.transaction_id).toBe('qu41');
    expect(localStorage.getItem('qu_track_50')).toBe('qu41');
  });

  it('reports QuoteRequestSuccess once per requested quote', () => {
    trackQuoteRequestSuccess({ number: 'QU7', value: 20, lines: 2 });
    trackQuoteRequestSuccess({ number: 'QU7', value: 20, lines: 2 });
    trackQuoteRequestSuccess({ number: 'QU8', value: 5, lines: 1 });
    expect(events()).toEqual(['QuoteRequestSuccess', 'QuoteRequestSuccess']);
  });
});
