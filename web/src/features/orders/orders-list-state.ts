import {
  type MyOrdersResponse,
  type OrdersFilter,
  type OrdersListState,
  ordersListAfterFailure,
} from '@storefront/shared-types';

/**
 * The orders list state (§3) the table shows: the shop's page as answered, or, when the fetch failed, §4/§8's
 * state (the shared rule: list emptied, page 1, total 0, the filter kept); the page then offers a retry.
 */
export function ordersListState(
  answer: MyOrdersResponse | undefined,
  failed: boolean,
  page: number,
  filter: OrdersFilter,
): OrdersListState {
  if (failed || !answer) return ordersListAfterFailure({ selectedFilter: filter });
  return {
    currentPage: page,
    selectedFilter: filter,
    totalItems: answer.total,
    availableItems: answer.items,
  };
}
