import { discountPercentOff, type ListingItem } from '@storefront/shared-types';

export type PriceDisplay = {
  current: number;
  /** The price before the discount; null when nothing is taken off. */
  original: number | null;
  /** Whole percent taken off, e.g. 20 for a stored fraction of 0.8; null when there is no discount. */
  discountPercent: number | null;
};

/** What a price block shows: the current price, and with a discount (shared rule) the original price too. */
export function priceDisplay(
  item: Pick<ListingItem, 'current_price' | 'original_price' | 'discount_percentage'>,
): PriceDisplay {
  const discountPercent = discountPercentOff(item);
  return {
    current: item.current_price,
    original: discountPercent === null ? null : item.original_price,
    discountPercent,
  };
}

// Making an Intl.NumberFormat costs far more than using one (it was a third of a 48-card listing's server
// render), so one is kept per language and currency.
const formatters = new Map<string, Intl.NumberFormat>();

/** Money in the page's language: `Intl.NumberFormat` in the UI only (money travels as plain numbers). */
export function formatMoney(amount: number, currency: string, lang: string): string {
  const key = `${lang}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format.format(amount);
}
