import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** The signed-in shopper's latest orders to claim on (the first page of My orders, newest first). */
export function claimableOrdersQueryOptions(languageId: number) {
  return queryOptions({
    queryKey: ['my-orders', 'claimable', languageId],
    queryFn: ({ client, signal }) =>
      apiOf(client).call(
        'myOrders',
        { body: { language_id: languageId, page: 1, type_for_filter: null } },
        { signal },
      ),
    staleTime: 0,
    retry: false,
  });
}
