// Data layer `viewList` (§9) for a listing: the items shown, as §3 analytics items with their list position.
import { ANALYTICS_CURRENCY, type AnalyticsItem } from '@storefront/shared-types';
import { listingItemPath } from '@/lib/listing-item-path';
import type { ShownListingItem } from '@/lib/shown-listing-item';

export function viewListEntry(input: {
  listName: string;
  items: readonly ShownListingItem[];
  /** The list position of the first of `items` (a "load more" batch continues the numbering). */
  startIndex: number;
  categoryNames: readonly string[];
  locale: string;
  origin: string;
  imageUrl: (item: ShownListingItem) => string | null;
}) {
  const items: AnalyticsItem[] = input.items.map((item, index) => ({
    sku: item.sku,
    id: item.id,
    name: item.name,
    price: item.current_price,
    quantity: 1,
    category: input.categoryNames.at(-1) ?? null,
    image: input.imageUrl(item),
    manufacturer: item.manufacturer,
    url: `${input.origin}${listingItemPath(item, input.locale)}`,
    categories: [...input.categoryNames],
    brand: item.manufacturer,
    variant: null,
    index: input.startIndex + index,
  }));
  return {
    event: 'viewList',
    ecommerce: { currency: ANALYTICS_CURRENCY, item_list_name: input.listName, items },
  } as const;
}
