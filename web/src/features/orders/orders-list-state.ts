import type { MyOrdersResponse, OrdersFilter, OrdersListState } from '@storefront/shared-types';

/**
 * The orders list state (§3) the table shows: the shop's page as answered, or, when the fetch failed, §4/§8's
 * state: the list emptied, page 1, total 0, the filter kept (the page then offers a retry). The contract's
 * `ordersListAfterFailure` says the same, but it lives beside the order schemas, whose module would bring zod
 * into the page; the test beside this file holds the two to one answer.
 */
export function ordersListState(
  answer: MyOrdersResponse | undefined,
  failed: boolean,
  page: number,
  filter: OrdersFilter,
): OrdersListState {
  if (failed || !answer) return { currentPage: 1, selectedFilter: filter, totalItems: 0, availableItems: [] };
  return {
    currentPage: page,
    selectedFilter: filter,
    totalItems: answer.total,
    availableItems: answer.items,
  };
}
