import { CALL_POLICIES, type LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

// The first language's texts come inline with the page; this runs on a language switch, so its schema loads then.
const translationsSchema = lazySchema((m) => m.translationsResponseSchema);

export function translationsQueryOptions(locale: LanguageCode) {
  return queryOptions({
    queryKey: ['translations', locale],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest('/api/translations/translationMessages', {
        body: { locale },
        schema: translationsSchema,
        timeoutMs: CALL_POLICIES.translationsClient.timeoutMs,
        signal,
      });
      return answer.resources;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
