import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** A prepared order's offer, by its link's slug: open to anyone with the link until it is accepted. */
export function createOrderQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['create-order', slug],
    queryFn: ({ client, signal }) => apiOf(client).call('createOrderView', { body: { slug } }, { signal }),
    staleTime: 0,
    retry: false,
  });
}
