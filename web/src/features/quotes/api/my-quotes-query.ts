import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** One page of the user's quotes from every store of the account (quotes-all-stores). */
export function myQuotesQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['quotes', 'list', page],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('myQuotes', { body: { page, scope: 'all_stores' } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
