import { type ListingItem, ListingKind } from '@storefront/shared-types';

/** The site path of an item's page: /p/{slug} for a shop product, /market/product/{slug} for an offer. */
export function listingItemPath(item: Pick<ListingItem, 'kind' | 'slug'>, locale: string): string {
  const base = item.kind === ListingKind.OFFERS ? '/market/product/' : '/p/';
  // A slug is URL-safe as the shop makes it; each segment is encoded anyway, as the router's links would.
  return `/${locale}${base}${item.slug.split('/').map(encodeURIComponent).join('/')}`;
}
