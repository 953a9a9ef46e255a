import type { Category, CategorySummary } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { categoryPath, listingBreadcrumbs } from '../breadcrumbs';

const node = (id: number, slug: string, name: string, children: Category[] = []): Category => ({
  id,
  slug,
  name,
  parent_id: null,
  position: id,
  pageTitle: name,
  display_in_marketplace: true,
  filterable_additional_fields: [],
  children,
});

const tree = [
  node(1, 'electronics', 'Electronics', [
    node(2, 'electronics/phones', 'Phones', [node(3, 'electronics/phones/smartphones', 'Smartphones')]),
  ]),
  node(4, 'fashion', 'Fashion'),
];

describe('breadcrumbs', () => {
  it('walk the parent chain from the tree, root first', () => {
    expect(categoryPath(tree, 'electronics/phones/smartphones').map((c) => c.name)).toEqual([
      'Electronics',
      'Phones',
      'Smartphones',
    ]);
    expect(categoryPath(tree, 'nope')).toEqual([]);
  });

  it('start at the all-categories root and end at the category', () => {
    expect(
      listingBreadcrumbs({
        contentType: 'products',
        rootLabel: 'All categories',
        categorySlug: 'electronics/phones',
        tree,
      }),
    ).toEqual([
      { slug: null, label: 'All categories' },
      { slug: 'electronics', label: 'Electronics' },
      { slug: 'electronics/phones', label: 'Phones' },
    ]);
  });

  it("prefer the search answer's chain for the same category", () => {
    const category = {
      slug: 'fashion',
      breadcrumbs: [{ id: 'fashion', translation: 'Mada', display_in_marketplace: true }],
    } as unknown as CategorySummary;
    expect(
      listingBreadcrumbs({
        contentType: 'products',
        rootLabel: 'Visos',
        categorySlug: 'fashion',
        category,
        tree,
      }),
    ).toEqual([
      { slug: null, label: 'Visos' },
      { slug: 'fashion', label: 'Mada' },
    ]);
  });

  it('a listing without a category is only its root (all offers for the deal zone)', () => {
    expect(listingBreadcrumbs({ contentType: 'offers', rootLabel: 'All offers' })).toEqual([
      { slug: null, label: 'All offers' },
    ]);
  });
});
