import { describe, expect, it } from 'vitest';
import {
  shippingDiscountPercentage,
  shippingDiscountPercentages,
} from '../../src/rules/shipping-discount.js';

describe('shipping discount percentage (§9)', () => {
  it('is discount / amount × 100 rounded to a whole percent', () => {
    expect(shippingDiscountPercentage(5, 20)).toBe(25);
    expect(shippingDiscountPercentage(1, 3)).toBe(33);
    expect(shippingDiscountPercentage(2, 3)).toBe(67);
    expect(shippingDiscountPercentage(12.5, 12.5)).toBe(100);
  });

  it('is 0 for a free or missing method and for no discount', () => {
    expect(shippingDiscountPercentage(5, 0)).toBe(0);
    expect(shippingDiscountPercentage(5, undefined)).toBe(0);
    expect(shippingDiscountPercentage(0, 20)).toBe(0);
    expect(shippingDiscountPercentage(null, 20)).toBe(0);
  });

  it('computes air and sea from a shipping block', () => {
    expect(
      shippingDiscountPercentages({
        shipping_methods: { air: 40, sea: 15 },
        shipping_discounts: { air: 10, sea: 0 },
      }),
    ).toEqual({ air: 25, sea: 0 });
    expect(shippingDiscountPercentages({ shipping_methods: { air: 40 }, shipping_discounts: {} })).toEqual({
      air: 0,
      sea: 0,
    });
  });
});
