import { BALANCE_HISTORY_PAGE_SIZE, type BalanceHistoryResponse } from '@storefront/shared-types';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/**
 * The signed-in user's balance history (§3 rows, newest first) as an infinite query: "Load more" fetches only the
 * next page. Keyed by the user, so another account on the same browser never sees these rows.
 */
export function balanceHistoryQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: ['balance-history', userId],
    queryFn: ({ client, signal, pageParam }) =>
      apiOf(client).call('balanceHistory', { body: { page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: BalanceHistoryResponse, pages: BalanceHistoryResponse[]) =>
      pages.length * BALANCE_HISTORY_PAGE_SIZE < last.total && last.items.length > 0
        ? pages.length + 1
        : undefined,
    // A top-up or a payment adds a row: a page that shows the balance reads its history afresh.
    staleTime: 0,
    retry: false,
  });
}
