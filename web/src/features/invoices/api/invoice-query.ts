import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** One of the signed-in user's invoices: lines, amount, due date, status and how it can be paid. */
export function invoiceQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['invoice', id],
    queryFn: ({ client, signal }) => apiOf(client).call('invoice', { body: { id } }, { signal }),
    // Paid a moment ago (here or by the provider's notification): never a long-kept answer.
    staleTime: 0,
    retry: false,
  });
}
