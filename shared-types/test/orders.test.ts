import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDERS_FILTERS } from '../src/enums.js';
import {
  initialOrdersListState,
  myOrdersRequestSchema,
  myOrdersResponseSchema,
  ORDERS_FILTER_STATUSES,
  orderDetailRequestSchema,
  ordersListAfterFailure,
  trackParcelRequestSchema,
} from '../src/orders.js';

describe('my-orders', () => {
  it('accepts a null filter (variant tp) and a named one', () => {
    expect(myOrdersRequestSchema.safeParse({ language_id: 1, page: 1, type_for_filter: null }).success).toBe(
      true,
    );
    expect(
      myOrdersRequestSchema.safeParse({ language_id: 1, page: 2, type_for_filter: 'all_orders' }).success,
    ).toBe(true);
    expect(myOrdersRequestSchema.safeParse({ language_id: 1, page: 0, type_for_filter: null }).success).toBe(
      false,
    );
  });

  it('parses items and total', () => {
    const parsed = myOrdersResponseSchema.parse({
      items: [
        {
          id: 3,
          slug: 'OR3',
          number: 'OR3',
          created_at: '2026-11-01T10:00:00Z',
          status: 'paid',
          total: 120.5,
          currency: 'EUR',
          is_paid: true,
          can_pay: false,
        },
      ],
      total: 31,
    });
    expect(parsed.total).toBe(31);
  });

  it('resets to an empty first page (the failure state of §8)', () => {
    expect(initialOrdersListState()).toEqual({
      currentPage: 1,
      selectedFilter: 'all_orders',
      totalItems: 0,
      availableItems: [],
    });
  });
});

describe('orders filters and statuses', () => {
  it('refuses an unknown filter, naming type_for_filter', () => {
    const parsed = myOrdersRequestSchema.safeParse({ language_id: 1, page: 1, type_for_filter: 'paid_only' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['type_for_filter']);
  });

  it('maps every filter to statuses, and every status is under some filter other than all_orders', () => {
    expect(Object.keys(ORDERS_FILTER_STATUSES).sort()).toEqual([...ORDERS_FILTERS].sort());
    const shown = new Set(
      ORDERS_FILTERS.filter((f) => f !== 'all_orders').flatMap((f) => ORDERS_FILTER_STATUSES[f]),
    );
    expect([...shown].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('§8: a failed fetch empties the list back to page 1 with total 0, keeping the filter', () => {
    expect(ordersListAfterFailure({ selectedFilter: 'shipped' })).toEqual({
      currentPage: 1,
      selectedFilter: 'shipped',
      totalItems: 0,
      availableItems: [],
    });
  });
});

describe('order page and tracking requests', () => {
  it('takes an OR number with an optional token', () => {
    expect(orderDetailRequestSchema.safeParse({ number: 'OR12' }).success).toBe(true);
    expect(orderDetailRequestSchema.safeParse({ number: 'OR12', token: 'a'.repeat(43) }).success).toBe(true);
    expect(orderDetailRequestSchema.safeParse({ number: 'QU12' }).success).toBe(false);
    expect(orderDetailRequestSchema.safeParse({ number: 'OR12', token: 'short' }).success).toBe(false);
  });

  it('takes a tracking or order number, refusing anything else', () => {
    expect(trackParcelRequestSchema.safeParse({ number: 'TRKDEMO00000001' }).success).toBe(true);
    expect(trackParcelRequestSchema.safeParse({ number: 'OR5' }).success).toBe(true);
    expect(trackParcelRequestSchema.safeParse({ number: '' }).success).toBe(false);
    expect(trackParcelRequestSchema.safeParse({ number: 'a b' }).success).toBe(false);
  });
});
