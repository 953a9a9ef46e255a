import { describe, expect, it } from 'vitest';
import { roundPercentageFee, roundPrice, roundTo, roundTrackedValue } from '../../src/rules/rounding.js';

describe('roundTo', () => {
  it('rounds half away from zero without float artefacts', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.255, 2)).toBe(1.26);
    expect(roundTo(0.1 + 0.2, 4)).toBe(0.3);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.5, 0)).toBe(3);
  });

  it('never returns -0', () => {
    expect(Object.is(roundTo(-0.00001, 2), 0)).toBe(true);
  });

  it('rejects non-finite values and silly decimals', () => {
    expect(() => roundTo(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundTo(1, -1)).toThrow(RangeError);
  });
});

describe('§9 rounding helpers', () => {
  it('prices to 4 decimals, percentage fees and tracked values to 2', () => {
    expect(roundPrice(12.345_649)).toBe(12.3456);
    expect(roundPrice(19.99 * 3)).toBe(59.97);
    expect(roundPercentageFee(2.345)).toBe(2.35);
    expect(roundTrackedValue(10.125)).toBe(10.13);
  });
});
