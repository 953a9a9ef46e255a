import { describe, expect, it } from 'vitest';
import { shouldOpenUnpaidAlert } from '../unpaid-alert-rule';

const debtor = { id: 7, unpaid_orders_count: 2 };
const base = { user: debtor, previousUserId: null, dismissed: false, path: '/lt' };

describe('shouldOpenUnpaidAlert', () => {
  it('opens when a user with unpaid orders becomes known outside the order routes', () => {
    expect(shouldOpenUnpaidAlert(base)).toBe(true);
  });

  it('opens again when the user changes to another debtor', () => {
    expect(shouldOpenUnpaidAlert({ ...base, previousUserId: 3 })).toBe(true);
  });

  it('stays shut for the same user, without unpaid orders, once dismissed, or without a user', () => {
    expect(shouldOpenUnpaidAlert({ ...base, previousUserId: 7 })).toBe(false);
    expect(shouldOpenUnpaidAlert({ ...base, user: { id: 7, unpaid_orders_count: 0 } })).toBe(false);
    expect(shouldOpenUnpaidAlert({ ...base, dismissed: true })).toBe(false);
    expect(shouldOpenUnpaidAlert({ ...base, user: null })).toBe(false);
  });

  it('stays shut on order, checkout, payment, account and success routes', () => {
    for (const path of ['/lt/my-orders', '/en/checkout/abc', '/payment', '/lt/user-account', '/lt/success']) {
      expect(shouldOpenUnpaidAlert({ ...base, path })).toBe(false);
    }
  });
});
