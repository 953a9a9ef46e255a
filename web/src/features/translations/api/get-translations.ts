import { CALL_POLICIES, type LanguageCode, translationsResponseSchema } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function translationsQueryOptions(locale: LanguageCode) {
  return queryOptions({
    queryKey: ['translations', locale],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest('/api/translations/translationMessages', {
        body: { locale },
        schema: translationsResponseSchema,
        timeoutMs: CALL_POLICIES.translationsClient.timeoutMs,
        signal,
      });
      return answer.resources;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
