import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** One of the user's quotes by its slug (another user's is a 404 like a missing one). Under `quotes` so signing out drops it. */
export function quoteDetailQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['quotes', 'detail', slug],
    queryFn: ({ client, signal }) => apiOf(client).call('quoteDetail', { body: { slug } }, { signal }),
    // Priced, paid or answered a moment ago (by the operator or the provider's notification): read afresh.
    staleTime: 0,
    retry: false,
  });
}
