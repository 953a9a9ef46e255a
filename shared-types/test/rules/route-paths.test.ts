import { describe, expect, it } from 'vitest';
import { firstPathSegment, shouldOpenUnpaidOrdersAlert } from '../../src/rules/route-paths.js';

describe('firstPathSegment', () => {
  it('skips the locale prefix, query and hash', () => {
    expect(firstPathSegment('/lt/my-orders/12?x=1')).toBe('my-orders');
    expect(firstPathSegment('/checkout#top')).toBe('checkout');
    expect(firstPathSegment('/en')).toBe('');
  });
});

describe('unpaid-orders alert (§4)', () => {
  const base = { unpaidOrdersCount: 2, dismissed: false, path: '/lt/c/phones' };

  it('opens for a user with unpaid orders on an ordinary page', () => {
    expect(shouldOpenUnpaidOrdersAlert(base)).toBe(true);
  });

  it('stays shut when dismissed, with no unpaid orders, or on order, checkout, payment, account, success routes', () => {
    expect(shouldOpenUnpaidOrdersAlert({ ...base, dismissed: true })).toBe(false);
    expect(shouldOpenUnpaidOrdersAlert({ ...base, unpaidOrdersCount: 0 })).toBe(false);
    expect(shouldOpenUnpaidOrdersAlert({ ...base, unpaidOrdersCount: null })).toBe(false);
    for (const path of [
      '/my-orders',
      '/lt/checkout/x',
      '/payment/accept',
      '/user-account',
      '/en/success/abc',
    ]) {
      expect(shouldOpenUnpaidOrdersAlert({ ...base, path })).toBe(false);
    }
  });
});
