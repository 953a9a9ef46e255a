import type { LanguageCode } from '@storefront/shared-types';
import { CancelledError, type QueryClient } from '@tanstack/react-query';
import { categoryTreeQueryOptions } from '../catalogue/api/get-category-tree';
import { flagsQueryOptions } from '../catalogue/api/get-flags';
import { offerItemsQueryOptions } from './api/get-offer-items';
import { railItemsQueryOptions } from './api/get-rail-items';
import { HOME_RAILS } from './rails';

/**
 * The home page's data below the hero (the product rails, top categories, every flag and its offer images) into
 * the query cache, so the server's HTML shows the sections and the browser starts with them (no calls while it
 * hydrates). Each query turns its own failure into an empty answer, and a fetch cancelled because the visitor
 * left the page (its sections unmounted while it was on its way) is nothing to load any more: this never
 * rejects. (The browser does not wait for it, so a rejection would be an unhandled one.)
 */
export async function loadHomeData(queryClient: QueryClient, locale: LanguageCode): Promise<void> {
  try {
    const [flags] = await Promise.all([
      queryClient.ensureQueryData(flagsQueryOptions(locale)),
      queryClient.ensureQueryData(categoryTreeQueryOptions(locale)),
      ...HOME_RAILS.map((rail) => queryClient.ensureQueryData(railItemsQueryOptions(rail, locale))),
    ]);
    await Promise.all(
      flags.map((flag) => queryClient.ensureQueryData(offerItemsQueryOptions(flag.id, locale))),
    );
  } catch (error) {
    if (!(error instanceof CancelledError)) throw error;
  }
}
