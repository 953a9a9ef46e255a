import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** One page of the blog, newest first. */
export function blogListQueryOptions(locale: LanguageCode, page: number) {
  return queryOptions({
    queryKey: ['blog-list', locale, page],
    queryFn: ({ client, signal }) => apiOf(client).call('blogList', { query: { locale, page } }, { signal }),
    staleTime: 60_000,
  });
}

/** One blog post. */
export function blogPostQueryOptions(slug: string, locale: LanguageCode) {
  return queryOptions({
    queryKey: ['blog-post', slug, locale],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('blogPost', { params: { '*': slug }, query: { locale } }, { signal }),
    staleTime: 60_000,
  });
}
