import { describe, expect, it } from 'vitest';
import { proLineAmount, proTier, proUnitPrice } from '../../src/rules/pro-price.js';

describe('pro volume tiers (#28: 1–9 list price, 10–49 −5 %, 50+ −10 %)', () => {
  it('picks the tier at each boundary', () => {
    expect([1, 9, 10, 49, 50, 999].map((q) => proTier(q).discount_percent)).toEqual([0, 0, 5, 5, 10, 10]);
  });

  it('prices a unit by its tier, rounded to 4 decimals (§9), worked by hand', () => {
    expect(proUnitPrice(12.34, 9)).toBe(12.34);
    // 12.34 × 0.95 = 11.723
    expect(proUnitPrice(12.34, 10)).toBe(11.723);
    // 12.34 × 0.90 = 11.106
    expect(proUnitPrice(12.34, 50)).toBe(11.106);
    // 0.99 × 0.95 = 0.9405
    expect(proUnitPrice(0.99, 10)).toBe(0.9405);
    // 3.3333 × 0.9 = 2.99997
    expect(proUnitPrice(3.3333, 50)).toBe(3);
  });

  it('a line is its unit price times the quantity, rounded once', () => {
    // 60 × 11.106 = 666.36; 10 × 0.9405 = 9.405
    expect(proLineAmount(12.34, 60)).toBe(666.36);
    expect(proLineAmount(0.99, 10)).toBe(9.405);
    // Crossing a boundary makes the line cheaper per unit, never more expensive overall than the unit before it.
    expect(proLineAmount(10, 10)).toBeLessThan(proLineAmount(10, 9) + 10);
  });
});
