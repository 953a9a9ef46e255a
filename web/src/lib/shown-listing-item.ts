import type { ListingItem } from '@storefront/shared-types';

/**
 * What the browser does with a listing item once it is shown: its card (name, maker, prices, image, link) and the
 * analytics list event (sku, id, name, price, maker, image, link). The search answers more (stock, arrival date,
 * sales, flags, category, every image); a listing's query keeps only this, so the server's page does not carry the
 * rest to the browser in its data (about a third of each item's JSON), and nothing in the browser can come to
 * rely on a field the server render would not send.
 */
export type ShownListingItem = Pick<
  ListingItem,
  | 'id'
  | 'kind'
  | 'slug'
  | 'sku'
  | 'name'
  | 'manufacturer'
  | 'current_price'
  | 'original_price'
  | 'discount_percentage'
  | 'image'
>;

/**
 * One shown item per answer's item object: the bff's page data cache hands every render within its TTL the same
 * answer objects, so each render's cards are the same objects too, and product-card-html.ts finds their HTML
 * already written.
 */
const shown = new WeakMap<ListingItem, ShownListingItem>();

export function shownListingItem(item: ListingItem): ShownListingItem {
  let kept = shown.get(item);
  if (!kept) {
    kept = {
      id: item.id,
      kind: item.kind,
      slug: item.slug,
      sku: item.sku,
      name: item.name,
      manufacturer: item.manufacturer,
      current_price: item.current_price,
      original_price: item.original_price,
      discount_percentage: item.discount_percentage,
      image: item.image,
    };
    shown.set(item, kept);
  }
  return kept;
}
