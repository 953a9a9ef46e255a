import type { LanguageCode } from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { categoryTreeQueryOptions } from '@/lib/site-data/get-category-tree';
import { flagsQueryOptions } from '@/lib/site-data/get-flags';
import { offerItemsQueryOptions } from './api/get-offer-items';
import { railItemsQueryOptions } from './api/get-rail-items';
import { HOME_RAILS } from './rails';

/**
 * The home page's data below the hero (the product rails, top categories, every flag and its offer images) into
 * the query cache, so the server's HTML shows the sections and the browser starts with them (no calls while it
 * hydrates). Each section stands alone: one that failed (on the server; in the browser a failure is an empty
 * answer) or whose fetch was cancelled because the visitor left the page is simply not loaded, and this never
 * rejects. (The browser does not wait for it, so a rejection would be an unhandled one.)
 */
export async function loadHomeData(queryClient: QueryClient, locale: LanguageCode): Promise<void> {
  const [flags] = await Promise.allSettled([
    queryClient.ensureQueryData(flagsQueryOptions(locale)),
    queryClient.ensureQueryData(categoryTreeQueryOptions(locale)),
    ...HOME_RAILS.map((rail) => queryClient.ensureQueryData(railItemsQueryOptions(rail, locale))),
  ]);
  if (flags?.status !== 'fulfilled') return;
  await Promise.allSettled(
    flags.value.map((flag) => queryClient.ensureQueryData(offerItemsQueryOptions(flag.id, locale))),
  );
}

/**
 * After a server render's loading: the queries that failed leave its cache, so they are not handed to the browser
 * (the router hands over every query of the render's cache, failed ones too). The HTML then shows those sections'
 * reserved boxes, as the browser's first render does, which then asks for them itself.
 */
export function forgetFailedQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
}
