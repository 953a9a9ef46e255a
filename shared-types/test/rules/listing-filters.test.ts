import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  discountFractionsToPercent,
  discountPercentOff,
  discountPercentToFractions,
  setStatsFilterValue,
  toggleTermsFilterValue,
} from '../../src/rules/listing-filters.js';

describe('terms filters (§4)', () => {
  it('toggles a value on and off, deleting the filter with its last value', () => {
    let filters = toggleTermsFilterValue({}, 'f.manufacturer', 'Apple');
    expect(filters).toEqual({ 'f.manufacturer': ['Apple'] });
    filters = toggleTermsFilterValue(filters, 'f.manufacturer', 'Samsung');
    expect(filters).toEqual({ 'f.manufacturer': ['Apple', 'Samsung'] });
    filters = toggleTermsFilterValue(filters, 'f.manufacturer', 'Apple');
    expect(filters).toEqual({ 'f.manufacturer': ['Samsung'] });
    expect(toggleTermsFilterValue(filters, 'f.manufacturer', 'Samsung')).toEqual({});
  });

  it('does not mutate the filters it is given', () => {
    const filters = { 'f.manufacturer': ['Apple'] };
    toggleTermsFilterValue(filters, 'f.manufacturer', 'Apple');
    expect(filters).toEqual({ 'f.manufacturer': ['Apple'] });
  });
});

describe('stats filters (§4)', () => {
  it('sets a range and deletes an empty one', () => {
    const filters = setStatsFilterValue({}, 'f.current_price', { min: 10, max: null });
    expect(filters).toEqual({ 'f.current_price': { min: 10, max: null } });
    expect(setStatsFilterValue(filters, 'f.current_price', { min: null, max: null })).toEqual({});
    expect(setStatsFilterValue(filters, 'f.current_price', null)).toEqual({});
  });
});

describe('discount facet (§4: fractions ↔ percentages, inverted, fixed to 0–100)', () => {
  it('converts stored fractions to shown percentages with swapped bounds', () => {
    expect(discountFractionsToPercent({ min: 0.2, max: 0.5 })).toEqual({ min: 50, max: 80 });
    expect(discountFractionsToPercent({ min: null, max: 0.7 })).toEqual({ min: 30, max: null });
  });

  it('converts back, clamped to 0–100', () => {
    expect(discountPercentToFractions({ min: 50, max: 80 })).toEqual({ min: 0.2, max: 0.5 });
    expect(discountPercentToFractions({ min: -10, max: 150 })).toEqual({ min: 0, max: 1 });
  });
});

describe('discountPercentOff', () => {
  it('is the whole percent taken off from the stored fraction still paid', () => {
    expect(discountPercentOff({ current_price: 80, original_price: 100, discount_percentage: 0.8 })).toBe(20);
    expect(discountPercentOff({ current_price: 66.7, original_price: 100, discount_percentage: 0.667 })).toBe(
      33,
    );
  });

  it('is null when nothing is taken off', () => {
    expect(discountPercentOff({ current_price: 10, original_price: 10, discount_percentage: 1 })).toBeNull();
    expect(
      discountPercentOff({ current_price: 10, original_price: 10, discount_percentage: 0.9 }),
    ).toBeNull();
    expect(
      discountPercentOff({ current_price: 10, original_price: 12, discount_percentage: 0.999 }),
    ).toBeNull();
  });
});

describe('activeFilterCount (the phone filter button)', () => {
  it('is 0 with nothing selected and counts each terms value and each range once', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(
      activeFilterCount({
        'f.manufacturer': ['Apple', 'Samsung'],
        flag_ids: ['4'],
        'f.current_price': { min: 10, max: null },
        'f.discount_percentage': { min: 0.5, max: 0.9 },
      }),
    ).toBe(5);
  });

  it('does not count a range with neither bound', () => {
    expect(activeFilterCount({ 'f.current_price': { min: null, max: null } })).toBe(0);
  });
});
