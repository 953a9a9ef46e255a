import type { CategorySummary, Facet } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import {
  additionalFieldLabels,
  discountRangeForDisplay,
  filterKeyOfFacet,
  visibleFacets,
} from '../facet-filters';

describe('facet → filter key', () => {
  it('maps the spec facet fields to their filter keys; category_ids has no filter', () => {
    expect(filterKeyOfFacet('manufacturer')).toBe('f.manufacturer');
    expect(filterKeyOfFacet('current_price')).toBe('f.current_price');
    expect(filterKeyOfFacet('discount_percentage')).toBe('f.discount_percentage');
    expect(filterKeyOfFacet('category_id')).toBe('f.category_id');
    expect(filterKeyOfFacet('flag_ids')).toBe('flag_ids');
    expect(filterKeyOfFacet('additional_field_7')).toBe('additional_field_7');
    expect(filterKeyOfFacet('category_ids')).toBeNull();
  });
});

describe('visibleFacets', () => {
  it('hides facets with nothing to choose and the category ancestry facet', () => {
    const facets: Facet[] = [
      {
        key: 'manufacturer',
        type: 'terms',
        name: 'manufacturer',
        values: [{ value: 'A', label: 'A', count: 1 }],
      },
      {
        key: 'category_ids',
        type: 'terms',
        name: 'category_ids',
        values: [{ value: '1', label: 'x', count: 1 }],
      },
      { key: 'additional_field_2', type: 'terms', name: 'additional_field_2', values: [] },
      { key: 'current_price', type: 'stats', name: 'current_price', min: null, max: null },
      { key: 'discount_percentage', type: 'stats', name: 'discount_percentage', min: 0.5, max: 1 },
    ];
    expect(visibleFacets(facets).map((f) => f.key)).toEqual(['manufacturer', 'discount_percentage']);
  });
});

describe('discount range display (§4: 0–100 %, stored fractions inverted)', () => {
  it('shows the fractions still paid as whole percentages taken off, bounds swapped', () => {
    expect(discountRangeForDisplay({ min: 0.5, max: 0.8 })).toEqual({ min: 20, max: 50 });
    expect(discountRangeForDisplay({ min: null, max: 0.9 })).toEqual({ min: 10, max: null });
  });
});

describe('additional field labels', () => {
  it('come from the category answer', () => {
    const category = {
      filterable_additional_fields: [
        { id: 1, key: 'additional_field_1', name: 'Colour', values: [{ value: 'black', name: 'Black' }] },
      ],
    } as unknown as CategorySummary;
    const labels = additionalFieldLabels(category, 'additional_field_1');
    expect(labels?.name).toBe('Colour');
    expect(labels?.values.get('black')).toBe('Black');
    expect(additionalFieldLabels(category, 'additional_field_9')).toBeNull();
    expect(additionalFieldLabels(null, 'additional_field_1')).toBeNull();
  });
});
