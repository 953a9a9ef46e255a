import type { LanguageCode, SearchRequest, SortType, StatsRange } from '@storefront/shared-types';

/** Products a rail shows: one row of cards on a desktop (six columns), a short swipe on a phone. */
export const HOME_RAIL_ITEMS = 6;
/**
 * An offer is an item sold at least 1 % below its original price: the stored discount is the fraction of the
 * original price still paid (§3), so 0.99 or less. A fraction of 0.999 rounds to "0 % off" on a card.
 */
const OFFER_MAX_PAID_FRACTION = 0.99;

export type HomeRailId = 'offers' | 'best-sellers' | 'new-arrivals';

export interface HomeRail {
  id: HomeRailId;
  titleKey: string;
  sort: SortType;
  /** The listing filters the rail applies, in the listing URL's shape (its "see all" link opens the same set). */
  filters: { 'f.discount_percentage'?: StatsRange };
}

/**
 * The home page's product rails, in page order: the best discounts, the best sellers and the newest arrivals,
 * each one the catalogue search's own sort (§2), so "see all" is the search listing with that sort.
 */
export const HOME_RAILS: readonly HomeRail[] = [
  {
    id: 'offers',
    titleKey: 'home.rails.offers',
    sort: 'best_value',
    filters: { 'f.discount_percentage': { min: null, max: OFFER_MAX_PAID_FRACTION } },
  },
  { id: 'best-sellers', titleKey: 'home.rails.best_sellers', sort: 'best_sellers', filters: {} },
  { id: 'new-arrivals', titleKey: 'home.rails.new_arrivals', sort: 'new_arrivals', filters: {} },
];

/** The search body of a rail: one page of the whole catalogue's products in the rail's order, no facets. */
export function railSearchBody(rail: HomeRail, locale: LanguageCode): SearchRequest {
  return {
    locale,
    contentType: 'products',
    categoryId: null,
    filters: { ...rail.filters },
    sort: rail.sort,
    limit: HOME_RAIL_ITEMS,
    offset: 0,
    facets: false,
  };
}

/**
 * Where a rail's "see all" leads: the search listing with the rail's sort (`az`) and filters in its URL. The
 * search route's own search type checks it where it is used (a Link); app/__tests__ checks that the listing reads it
 * back as the rail's set.
 */
export function railListingLink(rail: HomeRail, locale: LanguageCode) {
  return {
    to: '/{-$locale}/search',
    params: { locale },
    search: { az: rail.sort, ...rail.filters },
  } as const;
}
