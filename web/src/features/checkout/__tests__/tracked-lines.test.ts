import { describe, expect, it } from 'vitest';
import { checkoutValue } from '../checkout-tracking';
import { trackedLinesOf } from '../use-tracked-lines';
import { checkoutData } from './fixture';

const EUR = { id: 1, iso_code: 'EUR', rate_to_eur: 1 };
const USD = { id: 2, iso_code: 'USD', rate_to_eur: 0.92 };
const CURRENCIES = [EUR, USD];

describe('checkout lines as the trackers see them (§9: analytics report USD)', () => {
  it('converts a checkout in euros to US dollars through each rate to the euro', () => {
    const lines = trackedLinesOf(checkoutData({ currency: { id: EUR.id, iso_code: 'EUR' } }), CURRENCIES);
    // 199.99 EUR = 199.99 / 0.92 USD = 217.3804 (4 decimals); 10.005 EUR = 10.875 USD.
    expect(lines.map((line) => line.currentPrice)).toEqual([217.3804, 10.875]);
    expect(checkoutValue(lines)).toBe(445.64);
  });

  it('keeps a checkout already in US dollars as it is', () => {
    const data = checkoutData({ currency: { id: USD.id, iso_code: 'USD' } });
    expect(trackedLinesOf(data, CURRENCIES).map((line) => line.currentPrice)).toEqual([199.99, 10.005]);
  });

  it('keeps the amounts when the store does not list the checkout currency', () => {
    const data = checkoutData({ currency: { id: 9, iso_code: 'GBP' } });
    expect(trackedLinesOf(data, CURRENCIES)).toEqual(data.products);
  });
});
