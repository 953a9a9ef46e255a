import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** The signed-in user's latest pro application and whether they are a pro buyer (/pro). */
export function proApplicationQueryOptions() {
  return queryOptions({
    queryKey: ['pro', 'application'],
    queryFn: ({ client, signal }) => apiOf(client).call('proApplication', { body: {} }, { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** One page of the pro catalogue with each product's volume-tier prices. */
export function proCatalogueQueryOptions(page: number, languageId: number) {
  return queryOptions({
    queryKey: ['pro', 'catalogue', page, languageId],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('proCatalogue', { body: { page, language_id: languageId } }, { signal }),
    retry: false,
  });
}

/** The pro buyer's pro orders, newest first. */
export function proOrdersQueryOptions() {
  return queryOptions({
    queryKey: ['pro', 'orders'],
    queryFn: ({ client, signal }) => apiOf(client).call('proOrders', { body: {} }, { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** One of the pro buyer's pro orders (declared a moment ago, or paid: never a long-kept answer). */
export function proOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['pro', 'order', id],
    queryFn: ({ client, signal }) => apiOf(client).call('proOrder', { body: { id } }, { signal }),
    staleTime: 0,
    retry: false,
  });
}
