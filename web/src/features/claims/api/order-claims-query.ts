import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** An order's warranty claims (its page): the owner's, or with the order link's token. Under my-orders, so
 * signing out drops them with the order. */
export function orderClaimsQueryOptions(number: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['my-orders', 'claims', number, token ?? null],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('orderClaims', { body: token ? { number, token } : { number } }, { signal }),
    // The operator moves a claim along: read afresh on each visit.
    staleTime: 0,
    retry: false,
  });
}
