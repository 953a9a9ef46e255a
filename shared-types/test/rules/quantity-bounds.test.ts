import { describe, expect, it } from 'vitest';
import {
  canDecreaseQuantity,
  canIncreaseQuantity,
  clampQuantity,
  isQuantityValid,
} from '../../src/rules/quantity-bounds.js';

describe('cart quantity bounds (§5: min 1, max max_quantity)', () => {
  it('clamps into 1…max_quantity', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('keeps 1 when nothing is left (max_quantity 0)', () => {
    expect(clampQuantity(4, 0)).toBe(1);
  });

  it('validates whole numbers in range only', () => {
    expect(isQuantityValid(1, 5)).toBe(true);
    expect(isQuantityValid(5, 5)).toBe(true);
    expect(isQuantityValid(6, 5)).toBe(false);
    expect(isQuantityValid(0, 5)).toBe(false);
    expect(isQuantityValid(1.5, 5)).toBe(false);
    expect(isQuantityValid(1, 0)).toBe(false);
  });

  it('enables + below the max and − above 1', () => {
    expect(canIncreaseQuantity(4, 5)).toBe(true);
    expect(canIncreaseQuantity(5, 5)).toBe(false);
    expect(canDecreaseQuantity(2)).toBe(true);
    expect(canDecreaseQuantity(1)).toBe(false);
  });
});
