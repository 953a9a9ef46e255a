import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '../../../lib/api-client';

/**
 * The store-wide category tree for a language (§4: reloaded when the locale changes). A failure leaves the
 * navigation without categories rather than breaking the page.
 */
export function categoryTreeQueryOptions(locale: LanguageCode) {
  return queryOptions({
    queryKey: ['category-tree', locale],
    queryFn: ({ client, signal }) =>
      apiOf(client)
        .call('categories', { query: { locale } }, { signal })
        .catch(() => []),
    staleTime: 5 * 60_000,
  });
}
