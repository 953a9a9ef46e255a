import { ordersListAfterFailure } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { ordersListState } from '../orders-list-state';

const order = {
  id: 12,
  slug: 'OR12',
  number: 'OR12',
  created_at: '2026-01-15T12:05:00Z',
  status: 'unpaid' as const,
  total: 99.5,
  currency: 'EUR',
  is_paid: false,
  can_pay: true,
};

describe('orders list state (§3, §8)', () => {
  it('shows the shop’s page and total', () => {
    expect(ordersListState({ items: [order], total: 23 }, false, 3, 'unpaid')).toEqual({
      currentPage: 3,
      selectedFilter: 'unpaid',
      totalItems: 23,
      availableItems: [order],
    });
  });

  it('§8: a failed fetch empties the list, goes back to page 1 with total 0, and keeps the filter', () => {
    // Even with the previous page's answer still at hand (kept while the next one loaded).
    expect(ordersListState({ items: [order], total: 23 }, true, 3, 'shipped')).toEqual({
      currentPage: 1,
      selectedFilter: 'shipped',
      totalItems: 0,
      availableItems: [],
    });
  });

  it('is the contract’s §8 rule (kept apart only so the page loads no schema)', () => {
    for (const filter of ['all_orders', 'unpaid', 'cancelled'] as const) {
      expect(ordersListState(undefined, true, 4, filter)).toEqual(
        ordersListAfterFailure({ selectedFilter: filter }),
      );
    }
  });
});
