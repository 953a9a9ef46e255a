import type { OrderSummary } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** The My orders filters whose orders were paid and not cancelled: the ones a claim may be filed on. */
const CLAIMABLE_FILTERS = ['delivered', 'shipped', 'in_progress'] as const;

/**
 * The signed-in shopper's orders to claim on: the newest page of each paid filter (delivered, shipped, in
 * progress), newest first. Older ones are reached from their order's page (its "File a warranty claim" link).
 */
export function claimableOrdersQueryOptions(languageId: number) {
  return queryOptions({
    queryKey: ['my-orders', 'claimable', languageId],
    queryFn: async ({ client, signal }): Promise<OrderSummary[]> => {
      const pages = await Promise.all(
        CLAIMABLE_FILTERS.map((filter) =>
          apiOf(client).call(
            'myOrders',
            { body: { language_id: languageId, page: 1, type_for_filter: filter } },
            { signal },
          ),
        ),
      );
      return pages.flatMap((page) => page.items).sort((a, b) => b.id - a.id);
    },
    staleTime: 0,
    retry: false,
  });
}
