import { describe, expect, it } from 'vitest';
import { defaultSelectedCurrency, selectCurrency } from '../../src/rules/selected-currency.js';

const usd = { id: 2, iso_code: 'USD' };
const eur = { id: 1, iso_code: 'EUR' };
const gbp = { id: 3, iso_code: 'GBP' };

describe('selected currency (§4)', () => {
  it('defaults to EUR, else the first, else null', () => {
    expect(defaultSelectedCurrency([usd, eur])).toBe(eur);
    expect(defaultSelectedCurrency([gbp, usd])).toBe(gbp);
    expect(defaultSelectedCurrency([])).toBeNull();
  });

  it('uses a stored id when still offered, from a number or a cookie string', () => {
    expect(selectCurrency([usd, eur, gbp], 3)).toBe(gbp);
    expect(selectCurrency([usd, eur, gbp], '2')).toBe(usd);
  });

  it('falls back to the default for a stale or garbled id', () => {
    expect(selectCurrency([usd, eur], 99)).toBe(eur);
    expect(selectCurrency([usd, eur], 'abc')).toBe(eur);
    expect(selectCurrency([usd, eur], null)).toBe(eur);
  });
});
