import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';
import { emptyOnFailureInBrowser } from '@/lib/empty-on-failure-in-browser';
import { type ShownListingItem, shownListingItem } from '@/lib/shown-listing-item';
import { type HomeRail, railSearchBody } from '../rails';

/**
 * One home rail's products through the catalogue search (POST /api/catalogue/search with the rail's sort), kept as
 * their cards show them. In the browser a failure gives an empty rail, which the page leaves out, rather than
 * breaking the home page.
 */
export function railItemsQueryOptions(rail: HomeRail, locale: LanguageCode) {
  return queryOptions({
    queryKey: ['home-rail', rail.id, locale],
    queryFn: ({ client, signal }): Promise<ShownListingItem[]> =>
      emptyOnFailureInBrowser(
        apiOf(client)
          .call('search', { body: railSearchBody(rail, locale) }, { signal })
          .then((answer) => answer.items.map(shownListingItem)),
        [],
      ),
    staleTime: 5 * 60_000,
  });
}
