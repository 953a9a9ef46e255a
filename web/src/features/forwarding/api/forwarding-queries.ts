import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** The shopper's address at the warehouse (their suite code on it): it never changes for an account. */
export function warehouseAddressQueryOptions() {
  return queryOptions({
    queryKey: ['forwarding', 'warehouse-address'],
    queryFn: ({ client, signal }) => apiOf(client).call('warehouseAddress', { body: {} }, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** One page of the shopper's forward requests, newest first. */
export function forwardRequestsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['forwarding', 'list', page],
    queryFn: ({ client, signal }) => apiOf(client).call('myForwardRequests', { body: { page } }, { signal }),
    staleTime: 0,
  });
}

/** One of the shopper's forward requests; never a long-kept answer (the warehouse or a payment may move it). */
export function forwardRequestQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['forwarding', 'request', slug],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('forwardRequestDetail', { body: { slug } }, { signal }),
    staleTime: 0,
    retry: false,
  });
}
