import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '../api-client';

/** A language's texts (§7: 60 s in the browser, the contract's browserPolicy; 15 s on the server side). */
export function translationsQueryOptions(locale: LanguageCode) {
  return queryOptions({
    queryKey: ['translations', locale],
    queryFn: async ({ client, signal }) =>
      (await apiOf(client).call('translations', { body: { locale } }, { signal })).resources,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
