import { UNPAID_ORDERS_FOCUS_QUERY } from '@storefront/shared-types';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PAY_SEARCH } from '@/features/unpaid-orders/unpaid-alert-rule';
import { Route as MyOrders } from '../{-$locale}/my-orders/index';

const validate = MyOrders.options.validateSearch as (search: Record<string, unknown>) => unknown;

describe('the unpaid-orders alert’s Pay target (§2)', () => {
  it('is written by the router as the spec’s focus_order_table=true', () => {
    expect(defaultStringifySearch(PAY_SEARCH)).toBe(`?${new URLSearchParams(UNPAID_ORDERS_FOCUS_QUERY)}`);
  });

  it('is what the my-orders page reads back from that URL, however the link was written', () => {
    expect(validate(defaultParseSearch('?focus_order_table=true'))).toEqual({ focus_order_table: true });
    expect(validate(defaultParseSearch('?focus_order_table=%22true%22'))).toEqual({
      focus_order_table: true,
    });
    expect(validate(defaultParseSearch('?focus_order_table=no'))).toEqual({});
  });
});
