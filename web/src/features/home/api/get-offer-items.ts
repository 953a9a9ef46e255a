import { type LanguageCode, OFFER_IMAGES_QUERY } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';
import { emptyOnFailureInBrowser } from '@/lib/empty-on-failure-in-browser';

/**
 * §3 Offer images: up to 5 items of one flag (§7 searchForCategoryItems with f.flag_ids, category null, limit 5,
 * offset 0). In the browser a failure shows the offer without images rather than breaking the home page.
 */
export function offerItemsQueryOptions(flagId: number, locale: LanguageCode) {
  return queryOptions({
    queryKey: ['offer-items', flagId, locale],
    queryFn: ({ client, signal }) =>
      emptyOnFailureInBrowser(
        apiOf(client).call(
          'searchForCategoryItems',
          { body: { locale, params: { 'f.flag_ids': [flagId], ...OFFER_IMAGES_QUERY } } },
          { signal },
        ),
        { items: [], total: 0 },
      ),
    staleTime: 5 * 60_000,
  });
}
