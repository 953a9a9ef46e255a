import type { ForwardingCountryIso, Parcel } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** The shop's own price of a parcel (forwardingCalculate): what confirms the page's instant, in-browser figures. */
export function calculateQueryOptions(parcel: Parcel, country: ForwardingCountryIso) {
  return queryOptions({
    queryKey: ['forwarding-calculate', country, parcel],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('forwardingCalculate', { body: { ...parcel, country } }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
