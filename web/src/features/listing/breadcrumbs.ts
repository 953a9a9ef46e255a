// §2: breadcrumbs run from the all-categories (or all-offers) root, through the parent chain, to the category.
import type { CategorySummary, ListingContentType } from '@storefront/shared-types';
import type { CategoryMenuNode } from '@/lib/site-data/get-category-tree';

/** One step of the trail; `slug` null is the root (the whole marketplace or deal zone). */
export type Crumb = { slug: string | null; label: string };

/** The path from a root of the tree to the category with `slug`, root first; empty when it is not in the tree. */
export function categoryPath(tree: readonly CategoryMenuNode[], slug: string): CategoryMenuNode[] {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = categoryPath(node.children, slug);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * The trail for a listing. The search answer's category carries its parent chain; before it arrives (or if it
 * is missing) the store-wide category tree gives the same chain.
 */
export function listingBreadcrumbs(input: {
  contentType: ListingContentType;
  rootLabel: string;
  categorySlug?: string;
  category?: CategorySummary | null;
  tree?: readonly CategoryMenuNode[];
}): Crumb[] {
  const root: Crumb = { slug: null, label: input.rootLabel };
  if (!input.categorySlug) return [root];
  const fromAnswer = input.category?.slug === input.categorySlug ? input.category.breadcrumbs : null;
  const chain: Crumb[] = fromAnswer
    ? fromAnswer.filter((c) => c.id !== null).map((c) => ({ slug: c.id, label: c.translation }))
    : categoryPath(input.tree ?? [], input.categorySlug).map((c) => ({ slug: c.slug, label: c.name }));
  return [root, ...chain];
}
