// §4 listing filters: terms values toggle, an emptied filter disappears, the discount facet converts between
// stored fractions and shown percentages.
import { DISCOUNT_FACET_RANGE } from '../constants.js';
import { roundTo } from './rounding.js';

export type StatsRange = { min: number | null; max: number | null };
export type FilterValue = readonly string[] | StatsRange;
export type SelectedFilters = Readonly<Record<string, FilterValue>>;

/** A terms value toggles on and off; removing the last value deletes the filter. Returns a new object. */
export function toggleTermsFilterValue(
  filters: SelectedFilters,
  key: string,
  value: string,
): SelectedFilters {
  const current = filters[key];
  const values = Array.isArray(current) ? (current as readonly string[]) : [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const { [key]: _removed, ...rest } = filters;
  return next.length === 0 ? rest : { ...rest, [key]: next };
}

function isEmptyRange(range: StatsRange | null | undefined): boolean {
  return !range || (range.min == null && range.max == null);
}

/**
 * How many filters a shopper has on (the phone's filter button shows it): each selected terms value counts once
 * (two brands are two filters to take off again), a price or discount range once, an empty one not at all.
 */
export function activeFilterCount(filters: SelectedFilters): number {
  let count = 0;
  for (const value of Object.values(filters)) {
    if (Array.isArray(value)) count += value.length;
    else if (!isEmptyRange(value as StatsRange)) count += 1;
  }
  return count;
}

/** A stats filter with an empty value (no min and no max) is deleted. Returns a new object. */
export function setStatsFilterValue(
  filters: SelectedFilters,
  key: string,
  range: StatsRange | null | undefined,
): SelectedFilters {
  const { [key]: _removed, ...rest } = filters;
  return isEmptyRange(range) || !range ? rest : { ...rest, [key]: { min: range.min, max: range.max } };
}

const clampPercent = (value: number) =>
  Math.min(DISCOUNT_FACET_RANGE.max, Math.max(DISCOUNT_FACET_RANGE.min, value));

/**
 * §4: the discount-percentage facet shows 0–100 % while the index stores fractions "inverted": our reading is
 * that a stored f is the share of the original price still paid, so the discount shown is (1 − f) × 100 and
 * the bounds swap (the highest stored fraction is the smallest discount). Null bounds stay open.
 */
export function discountFractionsToPercent(range: StatsRange): StatsRange {
  const toPercent = (f: number | null) => (f == null ? null : clampPercent(roundTo((1 - f) * 100, 2)));
  return { min: toPercent(range.max), max: toPercent(range.min) };
}

/** The inverse of discountFractionsToPercent: shown percentages back to the stored fractions. */
export function discountPercentToFractions(range: StatsRange): StatsRange {
  const toFraction = (p: number | null) => (p == null ? null : roundTo(1 - clampPercent(p) / 100, 4));
  return { min: toFraction(range.max), max: toFraction(range.min) };
}

/**
 * The whole percent a product card or page shows as taken off: its stored fraction still paid turned into a
 * percentage by the facet rule above, rounded. Null when nothing is taken off: a fraction of 1, or an original
 * price not above the current one (whatever the fraction says, that is not a discount to show).
 */
export function discountPercentOff(item: {
  current_price: number;
  original_price: number;
  discount_percentage: number;
}): number | null {
  const fraction = item.discount_percentage;
  const percent = Math.round(discountFractionsToPercent({ min: fraction, max: fraction }).min ?? 0);
  return percent > 0 && item.original_price > item.current_price ? percent : null;
}
