import { describe, expect, it } from 'vitest';
import { initialOrdersListState, myOrdersRequestSchema, myOrdersResponseSchema } from '../src/orders.js';

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
          slug: 'qu-3',
          number: 'QU3',
          created_at: '2026-11-01T10:00:00Z',
          status: 'paid',
          total: 120.5,
          currency: 'EUR',
          is_paid: true,
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
