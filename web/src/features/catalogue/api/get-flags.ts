import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const flagSchema = z.object({ id: z.number(), type: z.string(), position: z.number() }).loose();
const flagsSchema = z.array(flagSchema);

/** §7 POST /api/search/flags; §8: a failure is swallowed into an empty list. */
export function flagsQueryOptions(locale: LanguageCode, langId: number | undefined) {
  return queryOptions({
    queryKey: ['flags', locale],
    queryFn: ({ signal }) =>
      apiRequest('/api/search/flags', { body: { langId, locale }, schema: flagsSchema, signal }).catch(
        () => [],
      ),
    staleTime: 5 * 60_000,
  });
}
