import type { ListingItem, ParsedCategoryItem } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { MAX_CATEGORY_SUGGESTIONS, MAX_PRODUCT_SUGGESTIONS, nextActive, toSuggestions } from '../suggestions';

const category = (id: number): ParsedCategoryItem => ({
  id,
  slug: `cat-${id}/sub`,
  name: `Category ${id}`,
  parent_id: null,
  count: 3,
});
const product = (id: number, kind: 'p' | 'o' = 'p') =>
  ({ id, kind, slug: `item-${id}`, name: `Item ${id}` }) as unknown as ListingItem;

describe('toSuggestions', () => {
  it('lists categories first, then products, each capped, with their page addresses in the language', () => {
    const list = toSuggestions(
      'lt',
      Array.from({ length: 9 }, (_, i) => category(i + 1)),
      Array.from({ length: 9 }, (_, i) => product(i + 100)),
    );
    expect(list.filter((s) => s.kind === 'category')).toHaveLength(MAX_CATEGORY_SUGGESTIONS);
    expect(list.filter((s) => s.kind === 'product')).toHaveLength(MAX_PRODUCT_SUGGESTIONS);
    expect(list[0]).toEqual({ kind: 'category', id: 1, label: 'Category 1', href: '/lt/c/cat-1/sub' });
    expect(list[MAX_CATEGORY_SUGGESTIONS]?.href).toBe('/lt/p/item-100');
  });

  it('a marketplace offer goes to its marketplace page', () => {
    expect(toSuggestions('en', [], [product(5, 'o')])[0]?.href).toBe('/en/market/product/item-5');
  });
});

describe('nextActive (combobox arrow keys)', () => {
  it('moves down and up, wrapping at both ends; from nothing, down is the first and up the last', () => {
    expect(nextActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActive(0, 'ArrowDown', 3)).toBe(1);
    expect(nextActive(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActive(0, 'ArrowUp', 3)).toBe(2);
    expect(nextActive(2, 'ArrowUp', 3)).toBe(1);
  });

  it('with no options there is nothing to move to', () => {
    expect(nextActive(0, 'ArrowDown', 0)).toBe(-1);
  });
});
