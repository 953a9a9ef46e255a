import { MY_ORDERS_PAGE_SIZE } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { myOrdersPageCount, parseMyOrdersSearch, typeForFilter } from '../orders-search';

describe('/my-orders URL (filter, page, focus)', () => {
  it('keeps a known filter, a page past the first and the alert’s focus flag', () => {
    expect(parseMyOrdersSearch({ filter: 'unpaid', page: 3, focus_order_table: true })).toEqual({
      filter: 'unpaid',
      page: 3,
      focus_order_table: true,
    });
    expect(parseMyOrdersSearch({ page: '2', focus_order_table: 'true' })).toMatchObject({
      page: 2,
      focus_order_table: true,
    });
  });

  it('drops bad values instead of failing the page, and the defaults so the plain URL is the one', () => {
    expect(parseMyOrdersSearch({ filter: 'everything', page: 0, focus_order_table: 'yes' })).toEqual({
      filter: undefined,
      page: undefined,
      focus_order_table: undefined,
    });
    for (const page of [-1, 1.5, 'x', 2 ** 31, 1]) expect(parseMyOrdersSearch({ page }).page).toBeUndefined();
    expect(parseMyOrdersSearch({ filter: 'all_orders' }).filter).toBeUndefined();
    expect(parseMyOrdersSearch({ filter: ['unpaid'] }).filter).toBeUndefined();
  });

  it('§6: the tp variant sends no filter (null); the others the chosen one, all_orders by default', () => {
    expect(typeForFilter('tp', 'unpaid')).toBeNull();
    expect(typeForFilter('lt', undefined)).toBe('all_orders');
    expect(typeForFilter('lv', 'shipped')).toBe('shipped');
  });
});

describe('My orders pages', () => {
  it('counts pages of MY_ORDERS_PAGE_SIZE, one for none', () => {
    expect(myOrdersPageCount(0)).toBe(1);
    expect(myOrdersPageCount(MY_ORDERS_PAGE_SIZE)).toBe(1);
    expect(myOrdersPageCount(MY_ORDERS_PAGE_SIZE + 1)).toBe(2);
  });
});
