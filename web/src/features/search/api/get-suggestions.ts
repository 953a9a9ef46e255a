import type { LanguageCode } from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';
import { MAX_PRODUCT_SUGGESTIONS, type Suggestion, toSuggestions } from '../suggestions';

/**
 * The suggestions for a text: the shop's categories holding matching products (parsed-categories) and its best
 * matching products (the catalogue search, relevance first, no facets), asked for together. A failed half leaves
 * the other; the answer is cached a minute, so typing back over a text asks nothing.
 * Loaded as a chunk of its own on the first keystroke: no page needs it to show.
 */
export function fetchSuggestions(
  queryClient: QueryClient,
  locale: LanguageCode,
  text: string,
): Promise<Suggestion[]> {
  return queryClient.fetchQuery({
    queryKey: ['search-suggestions', locale, text],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const api = apiOf(queryClient);
      const [categories, products] = await Promise.all([
        api.call('parsedCategories', { body: { queryKey: text, locale } }, { signal }).catch(() => []),
        api
          .call(
            'search',
            {
              body: {
                locale,
                contentType: 'products',
                query: text,
                limit: MAX_PRODUCT_SUGGESTIONS,
                facets: false,
              },
            },
            { signal },
          )
          .then((answer) => answer.items)
          .catch(() => []),
      ]);
      return toSuggestions(locale, categories, products);
    },
  });
}
