import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * A parcel by its tracking or order number; null when the shop knows none by that number (404, or a number it
 * refuses, 400): the page says so instead of failing. Public: anyone with the number may see its events.
 */
export function trackParcelQueryOptions(number: string) {
  return queryOptions({
    queryKey: ['tracking', number],
    queryFn: async ({ client, signal }) => {
      try {
        return await apiOf(client).call('trackParcel', { body: { number } }, { signal });
      } catch (error) {
        if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}
