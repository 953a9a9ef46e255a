import { discountFractionsToPercent, type ListingItem } from '@storefront/shared-types';

export type PriceDisplay = {
  current: number;
  /** The price before the discount; null when nothing is taken off. */
  original: number | null;
  /** Whole percent taken off, e.g. 20 for a stored fraction of 0.8; null when there is no discount. */
  discountPercent: number | null;
};

/**
 * What a price block shows. `discount_percentage` is the stored fraction of the original price still paid
 * (1 = no discount), turned into the percentage taken off by the shared facet rule, rounded to a whole percent.
 * An original price not above the current one is not a discount, whatever the fraction says.
 */
export function priceDisplay(
  item: Pick<ListingItem, 'current_price' | 'original_price' | 'discount_percentage'>,
): PriceDisplay {
  const fraction = item.discount_percentage;
  const percent = discountFractionsToPercent({ min: fraction, max: fraction }).min ?? 0;
  const rounded = Math.round(percent);
  const discounted = item.original_price > item.current_price && rounded > 0;
  return {
    current: item.current_price,
    original: discounted ? item.original_price : null,
    discountPercent: discounted ? rounded : null,
  };
}

/** Money in the page's language: `Intl.NumberFormat` in the UI only (money travels as plain numbers). */
export function formatMoney(amount: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(amount);
}
