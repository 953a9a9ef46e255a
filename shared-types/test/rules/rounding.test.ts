import { describe, expect, it } from 'vitest';
import {
  hasAtMostCents,
  roundPercentageFee,
  roundPrice,
  roundTo,
  roundTrackedValue,
} from '../../src/rules/rounding.js';

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

describe('hasAtMostCents', () => {
  it('takes exactly what a caller writes in cents, though binary floating point cannot hold it', () => {
    const sent = ['5.1', '5.10', '1000', '0.3', '10.1', '1.15', '999.99', '0.07', '-12.34', '99999.99', '0'];
    for (const text of sent) expect(hasAtMostCents(JSON.parse(text)), text).toBe(true);
  });

  it('refuses anything finer than cents, however little: no float tolerance', () => {
    const sent = [
      '5.0000000001',
      '5.000000000000001',
      '5.005',
      '0.001',
      '1.999999999',
      '0.30000000000000004',
    ];
    for (const text of sent) expect(hasAtMostCents(JSON.parse(text)), text).toBe(false);
    // 0.1 + 0.2 is 0.30000000000000004, not 0.3: sent as it is, it has seventeen decimals.
    expect(hasAtMostCents(0.1 + 0.2)).toBe(false);
    expect(hasAtMostCents(0.3)).toBe(true);
  });

  it('refuses what is not a finite number', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(hasAtMostCents(value)).toBe(false);
  });
});
