import { FLAG_FILTER_KEY, type LanguageCode } from '@storefront/shared-types';

/**
 * Where an offer leads: the deal zone filtered by its flag (§3: the flag filter's key is flag_ids), in the
 * listing's own URL state, so the link is the same shareable listing URL the deal zone writes.
 */
export function offerListingLink(locale: LanguageCode, flagId: number) {
  return {
    to: '/{-$locale}/dealzone',
    params: { locale },
    search: { [FLAG_FILTER_KEY]: [String(flagId)] },
  } as const;
}
