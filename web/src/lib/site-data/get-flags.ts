import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '../api-client';
import { emptyOnFailureInBrowser } from '../empty-on-failure-in-browser';

/** The store-wide flags for a language (§4: reloaded on a locale change); §8: a failure is an empty list. */
export function flagsQueryOptions(locale: LanguageCode) {
  return queryOptions({
    queryKey: ['flags', locale],
    queryFn: ({ client, signal }) =>
      emptyOnFailureInBrowser(apiOf(client).call('catalogueFlags', { query: { locale } }, { signal }), []),
    staleTime: 5 * 60_000,
  });
}
