import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** The site's whole FAQ: topics with their entries. */
export function faqTreeQueryOptions(locale: LanguageCode) {
  return queryOptions({
    queryKey: ['faq-tree', locale],
    queryFn: ({ client, signal }) => apiOf(client).call('faqTree', { query: { locale } }, { signal }),
    staleTime: 60_000,
  });
}

/** One FAQ topic with its entries (each entry an anchor of the topic page). */
export function faqTopicQueryOptions(slug: string, locale: LanguageCode) {
  return queryOptions({
    queryKey: ['faq-topic', slug, locale],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('faqTopic', { params: { '*': slug }, query: { locale } }, { signal }),
    staleTime: 60_000,
  });
}
