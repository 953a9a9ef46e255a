// Facets as the listing's filter panel shows them: which filter key each facet writes, and labels for values
// the search answer leaves bare.
import {
  ADDITIONAL_FIELD_PREFIX,
  type CategorySummary,
  discountFractionsToPercent,
  type Facet,
  FILTER_PREFIX,
  FLAG_FILTER_KEY,
  type StatsRange,
} from '@storefront/shared-types';

/**
 * The filter key a facet selects with: `manufacturer` → `f.manufacturer`, `category_id` → `f.category_id`;
 * flags and additional fields use their facet key. `category_ids` (every ancestor of each item) only feeds
 * the category tree, so it has no filter of its own and the panel leaves it out.
 */
export function filterKeyOfFacet(facetKey: string): string | null {
  if (facetKey === 'category_ids') return null;
  if (facetKey === FLAG_FILTER_KEY || facetKey.startsWith(ADDITIONAL_FIELD_PREFIX)) return facetKey;
  return `${FILTER_PREFIX}${facetKey}`;
}

/** Facets worth a control: known to the filter API, and with something to choose. */
export function visibleFacets(facets: readonly Facet[]): Facet[] {
  return facets.filter((facet) => {
    if (!filterKeyOfFacet(facet.key)) return false;
    if (facet.type === 'stats') return facet.min !== null && facet.max !== null;
    return facet.values.length > 0;
  });
}

/** An additional field's name and value names come from the category (the facet only carries its key). */
export function additionalFieldLabels(
  category: CategorySummary | null | undefined,
  facetKey: string,
): { name: string; values: Map<string, string> } | null {
  const field = category?.filterable_additional_fields.find((f) => f.key === facetKey);
  return field ? { name: field.name, values: new Map(field.values.map((v) => [v.value, v.name])) } : null;
}

/**
 * §4: the discount facet is shown as 0–100 % while the filter holds stored fractions; these convert a range in
 * either direction, rounding the shown percentages to whole numbers for the inputs.
 */
export function discountRangeForDisplay(range: StatsRange): StatsRange {
  const percent = discountFractionsToPercent(range);
  const round = (n: number | null) => (n === null ? null : Math.round(n));
  return { min: round(percent.min), max: round(percent.max) };
}
