import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutValue,
  marketplaceCheckoutData,
  recordMilestone,
  startedCheckoutEvent,
  trackTransactionEntry,
} from '../checkout-tracking';
import {
  trackCheckoutStarted,
  trackPayClicked,
  trackPaymentDeclined,
  trackPaymentSet,
  trackPaymentSucceeded,
} from '../checkout-tracking-events';

const LINES = [
  { id: 1, sku: 'SKU-1', name: 'Phone', currentPrice: 199.99, quantity: 2 },
  { id: 2, sku: 'SKU-2', name: 'Case', currentPrice: 10.005, quantity: 3 },
];
// 199.99 × 2 + 10.005 × 3 = 399.98 + 30.015 = 429.995, which is 430 to 2 decimals.
const VALUE = 430;

type W = Window & { dataLayer?: Record<string, unknown>[]; fbq?: unknown; _learnq?: unknown[] };
const w = () => window as W;
const events = () => (w().dataLayer ?? []).map((entry) => entry.event);

describe('checkout tracking values (§9)', () => {
  it('values a checkout as Σ price × quantity to 2 decimals, in USD', () => {
    expect(checkoutValue(LINES)).toBe(VALUE);
    expect(checkoutValue([{ currentPrice: 1.005, quantity: 1 }])).toBe(1.01);
    expect(checkoutValue([{ currentPrice: 0.1, quantity: 3 }])).toBe(0.3);
    expect(checkoutValue([])).toBe(0);
  });

  it('trackTransaction carries the order id, the value, USD and every line', () => {
    const entry = trackTransactionEntry(77, LINES);
    expect(entry.event).toBe('trackTransaction');
    expect(entry.ecommerce).toMatchObject({ transaction_id: '77', value: VALUE, currency: 'USD' });
    expect(entry.ecommerce.items.map((item) => [item.sku, item.price, item.quantity])).toEqual([
      ['SKU-1', 199.99, 2],
      ['SKU-2', 10.005, 3],
    ]);
  });

  it('the marketplace pixel events count items and use the same value', () => {
    expect(marketplaceCheckoutData(LINES)).toEqual({
      content_ids: ['SKU-1', 'SKU-2'],
      content_type: 'product',
      num_items: 5,
      value: VALUE,
      currency: 'USD',
    });
    expect(startedCheckoutEvent('s1', LINES)[2]).toMatchObject({ $value: VALUE, currency: 'USD' });
  });
});

describe('qu_track milestones', () => {
  it('records each milestone once per checkout', () => {
    const map = new Map<string, string>();
    const store = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => map.set(k, v),
    };
    expect(recordMilestone(store, 'delivery', 's1')).toBe(true);
    expect(map.get('qu_track_10')).toBe('s1');
    expect(recordMilestone(store, 'delivery', 's1')).toBe(false);
    expect(recordMilestone(store, 'delivery', 's2')).toBe(true);
    expect(recordMilestone(store, 'payment', 's2')).toBe(true);
    expect(map.get('qu_track_20')).toBe('s2');
    expect(recordMilestone(store, 'pay', 's2')).toBe(true);
    expect(map.get('qu_track_40')).toBe('s2');
    expect(recordMilestone(store, 'paid', '77')).toBe(true);
    expect(map.get('qu_track_50')).toBe('77');
  });

  it('a storage that throws still reports', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(recordMilestone(broken, 'pay', 's1')).toBe(true);
    expect(recordMilestone(null, 'pay', 's1')).toBe(true);
  });
});

describe('checkout events on the data layer and the pixel', () => {
  beforeEach(() => {
    localStorage.clear();
    w().dataLayer = [];
    w().fbq = vi.fn();
    w()._learnq = [];
  });
  afterEach(() => {
    delete w().fbq;
    delete w()._learnq;
  });

  it('starting checkout sends MarketplaceInitiateCheckout to both and Started Checkout to the marketing queue', () => {
    trackCheckoutStarted('s1', LINES);
    expect(events()).toEqual(['MarketplaceInitiateCheckout']);
    expect(w().fbq).toHaveBeenCalledWith(
      'trackCustom',
      'MarketplaceInitiateCheckout',
      expect.objectContaining({ value: VALUE }),
    );
    expect(w()._learnq?.[0]).toEqual(startedCheckoutEvent('s1', LINES));
  });

  it('payment info and pay are reported once per checkout', () => {
    trackPaymentSet('s1', LINES);
    trackPaymentSet('s1', LINES);
    trackPayClicked('s1', 1, LINES);
    trackPayClicked('s1', 1, LINES);
    expect(events()).toEqual(['MarketplaceAddPaymentInfo', 'ButtPay']);
    expect(localStorage.getItem('qu_track_20')).toBe('s1');
    expect(localStorage.getItem('qu_track_40')).toBe('s1');
  });

  it('a paid order is counted once: payment success, trackTransaction and MarketplacePurchase', () => {
    trackPaymentSucceeded(77, LINES);
    trackPaymentSucceeded(77, LINES);
    expect(events()).toEqual(['marketplace_payment_success', 'trackTransaction', 'MarketplacePurchase']);
    expect(localStorage.getItem('qu_track_50')).toBe('77');
  });

  it('a declined payment is reported', () => {
    trackPaymentDeclined(77);
    expect(w().dataLayer?.[0]).toEqual({ event: 'marketplace_payment_declined', order_id: 77 });
  });
});
