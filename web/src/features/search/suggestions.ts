import {
  type LanguageCode,
  type ListingItem,
  ListingKind,
  type ParsedCategoryItem,
} from '@storefront/shared-types';

/** One suggestion under the header's search box: a category or a product, and where choosing it goes. */
export interface Suggestion {
  kind: 'category' | 'product';
  id: number;
  label: string;
  href: string;
}

/** At most this many of each kind: the list stays short enough to read (and to fit a phone screen). */
export const MAX_CATEGORY_SUGGESTIONS = 4;
export const MAX_PRODUCT_SUGGESTIONS = 6;
/** Suggestions are asked for from this many characters on, once typing has paused this long. */
export const MIN_SUGGEST_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 250;

/** Categories first (they narrow the whole catalogue), then products; each kind capped. */
export function toSuggestions(
  locale: LanguageCode,
  categories: readonly ParsedCategoryItem[],
  products: readonly ListingItem[],
): Suggestion[] {
  return [
    ...categories.slice(0, MAX_CATEGORY_SUGGESTIONS).map(
      (category): Suggestion => ({
        kind: 'category',
        id: category.id,
        label: category.name,
        href: `/${locale}/c/${category.slug}`,
      }),
    ),
    ...products.slice(0, MAX_PRODUCT_SUGGESTIONS).map(
      (product): Suggestion => ({
        kind: 'product',
        id: product.id,
        label: product.name,
        href: `/${locale}/${product.kind === ListingKind.OFFERS ? 'market/product' : 'p'}/${product.slug}`,
      }),
    ),
  ];
}

/**
 * WAI-ARIA combobox: the option ArrowDown / ArrowUp moves to, wrapping at both ends; -1 is "none" (focus stays
 * in the text box with nothing highlighted).
 */
export function nextActive(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
