import type { OrdersFilter } from '@storefront/shared-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

export type MyOrdersRequest = { languageId: number; page: number; typeForFilter: OrdersFilter | null };

/** §7 POST /api/my-orders/get-my-orders: one page of the signed-in user's orders and how many there are. */
export function myOrdersQueryOptions({ languageId, page, typeForFilter }: MyOrdersRequest) {
  return queryOptions({
    queryKey: ['my-orders', languageId, typeForFilter, page],
    queryFn: ({ client, signal }) =>
      apiOf(client).call(
        'myOrders',
        { body: { language_id: languageId, page, type_for_filter: typeForFilter } },
        { signal },
      ),
    // An order's status changes with a payment or the shop's work: never served from a long-kept answer.
    staleTime: 0,
    // Another filter or page keeps the table (dimmed) until its answer comes, instead of flashing empty.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
