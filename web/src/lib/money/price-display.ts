import { discountPercentOff, type ListingItem } from '@storefront/shared-types';
import { formatMoneyAmount } from './money-pattern';

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

/**
 * Money in the page's language (money travels as plain numbers). Through the language and currency's checked
 * pattern, which the server sends with the page, so hydrating a page of prices builds no Intl formatter in the
 * browser (money-pattern.ts).
 */
export function formatMoney(amount: number, currency: string, lang: string): string {
  return formatMoneyAmount(amount, currency, lang);
}
