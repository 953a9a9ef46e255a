import { FLAG_FILTER_KEY } from '@storefront/shared-types';

/**
 * Where an offer leads: the deal zone filtered by its flag, as a shareable listing URL. The flag filter's key is
 * `flag_ids` (§3), the key the listing screens read from the URL.
 */
export function offerListingHref(locale: string, flagId: number): string {
  return `/${locale}/dealzone?${new URLSearchParams([[FLAG_FILTER_KEY, String(flagId)]])}`;
}
