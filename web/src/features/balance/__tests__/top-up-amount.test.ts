import { describe, expect, it } from 'vitest';
import { checkTopUpAmount } from '../top-up-amount';
import { parseTopUpSearch } from '../top-up-search';

describe('top-up amount (TOP_UP_MIN 5 – TOP_UP_MAX 1000 EUR, whole cents)', () => {
  it('takes the bounds and amounts in cents between them', () => {
    for (const amount of [5, 10.1, 999.99, 1000, '25']) expect(checkTopUpAmount(amount)).toBe(true);
  });

  it('refuses below, above, fractions of a cent and what is not a number', () => {
    for (const amount of [4.99, 1000.01, 10.005, 5.0000000001, '5.0000000001', Number.NaN, 'ten', null]) {
      expect(checkTopUpAmount(amount)).toBe('balance.top_up.amount_invalid');
    }
  });

  it('calls nothing typed a missing amount, as every form does', () => {
    for (const amount of ['', '  ']) expect(checkTopUpAmount(amount)).toBe('validation.required');
  });

  it('reads ?top_up_id= as a positive integer, else nothing', () => {
    expect(parseTopUpSearch({ top_up_id: 12 })).toEqual({ top_up_id: 12 });
    expect(parseTopUpSearch({ top_up_id: '12' })).toEqual({ top_up_id: 12 });
    for (const top_up_id of [0, -1, 1.5, 'x', 2 ** 31])
      expect(parseTopUpSearch({ top_up_id })).toEqual({ top_up_id: undefined });
  });
});
