import {
  type LanguageCode,
  OFFER_IMAGES_QUERY,
  type SearchForCategoryItemsRequest,
} from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

/**
 * §3 Offer images: up to 5 items of one flag (§7 searchForCategoryItems with f.flag_ids, category null, limit 5,
 * offset 0). A failure shows the offer without images rather than breaking the home page.
 */
export function offerItemsQueryOptions(flagId: number, locale: LanguageCode) {
  const body: SearchForCategoryItemsRequest = {
    locale,
    params: { 'f.flag_ids': [flagId], ...OFFER_IMAGES_QUERY },
  };
  return queryOptions({
    queryKey: ['offer-items', flagId, locale],
    queryFn: ({ signal }) =>
      apiRequest('/api/search/searchForCategoryItems', {
        body,
        schema: lazySchema((m) => m.searchForCategoryItemsResponseSchema),
        signal,
      }).catch(() => ({ items: [], total: 0 })),
    staleTime: 5 * 60_000,
  });
}
