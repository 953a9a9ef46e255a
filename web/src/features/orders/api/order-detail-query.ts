import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/**
 * One order's page: the owner's, or anyone's with the order link's signed token (a guest's way in). Keyed under
 * my-orders, so signing out drops it with the list.
 */
export function orderDetailQueryOptions(number: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['my-orders', 'detail', number, token ?? null],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('orderDetail', { body: token ? { number, token } : { number } }, { signal }),
    // A payment or the shop's work changes it: read afresh on each visit.
    staleTime: 0,
    retry: false,
  });
}
