import {
  DB_INT_MAX,
  DEFAULT_ORDERS_FILTER,
  MY_ORDERS_PAGE_SIZE,
  ORDERS_FILTER_DISABLED_VARIANT,
  ORDERS_FILTERS,
  type OrdersFilter,
} from '@storefront/shared-types';

/** What /my-orders keeps in its URL: the filter, the page, and the alert's focus flag (§2). */
export type MyOrdersSearch = {
  filter?: OrdersFilter | undefined;
  page?: number | undefined;
  focus_order_table?: true | undefined;
};

const isFilter = (value: unknown): value is OrdersFilter =>
  typeof value === 'string' && (ORDERS_FILTERS as readonly string[]).includes(value);

/**
 * validateSearch of /my-orders. A plain function, not a zod schema: route options are part of the start-up script.
 * A bad value is dropped (the default shows), never an error page: a hand-edited URL still shows the orders. The
 * defaults (all_orders, page 1) are left out so the plain URL is the canonical one. The router reads
 * `?focus_order_table=true` as the boolean true (search values are JSON).
 */
export function parseMyOrdersSearch(search: Record<string, unknown>): MyOrdersSearch {
  const page = Number(search.page);
  return {
    filter: isFilter(search.filter) && search.filter !== DEFAULT_ORDERS_FILTER ? search.filter : undefined,
    page: Number.isSafeInteger(page) && page > 1 && page <= DB_INT_MAX ? page : undefined,
    focus_order_table:
      search.focus_order_table === true || search.focus_order_table === 'true' ? true : undefined,
  };
}

/**
 * §7/§6: the body's type_for_filter. The tp variant sends no filter (null) and shows none; the others send the
 * chosen one, all_orders by default.
 */
export function typeForFilter(variantCode: string, filter: OrdersFilter | undefined): OrdersFilter | null {
  if (variantCode === ORDERS_FILTER_DISABLED_VARIANT) return null;
  return filter ?? DEFAULT_ORDERS_FILTER;
}

/** How many pages of My orders `total` orders make (1 when there are none): the pager's count and the last page. */
export function myOrdersPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / MY_ORDERS_PAGE_SIZE));
}
