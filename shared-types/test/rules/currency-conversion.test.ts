import { describe, expect, it } from 'vitest';
import { convertAmount, toAnalyticsAmount } from '../../src/rules/currency-conversion.js';

const EUR = { iso_code: 'EUR', rate_to_eur: 1 };
const USD = { iso_code: 'USD', rate_to_eur: 0.92 };
const GBP = { iso_code: 'GBP', rate_to_eur: 1.17 };

describe('convertAmount', () => {
  it('converts through the euro and rounds to 4 decimals (§9)', () => {
    expect(convertAmount(100, USD, EUR)).toBe(92);
    expect(convertAmount(92, EUR, USD)).toBe(100);
    // 10 USD = 9.2 EUR = 7.863247… GBP
    expect(convertAmount(10, USD, GBP)).toBe(7.8632);
  });

  it('leaves an amount in its own currency as it is (rounded)', () => {
    expect(convertAmount(19.99, GBP, GBP)).toBe(19.99);
  });
});

describe('toAnalyticsAmount', () => {
  it('reports in USD when the shop lists it', () => {
    expect(toAnalyticsAmount(92, EUR, [EUR, USD])).toBe(100);
  });
  it('keeps the amount when the shop has no USD', () => {
    expect(toAnalyticsAmount(5, GBP, [EUR, GBP])).toBe(5);
  });
});
