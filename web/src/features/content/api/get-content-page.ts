import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** An information page of the site by slug (its body is HTML the shop sanitised). */
export function contentPageQueryOptions(slug: string, locale: LanguageCode) {
  return queryOptions({
    queryKey: ['content-page', slug, locale],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('contentPage', { params: { '*': slug }, query: { locale } }, { signal }),
    staleTime: 60_000,
  });
}
