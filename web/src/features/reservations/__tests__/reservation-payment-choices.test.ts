import { describe, expect, it } from 'vitest';
import { depositChoices } from '../reservation-payment-choices';

const methods = [
  { id: 1, fee: 0, fee_type: 'fixed' as const },
  { id: 2, fee: 1.5, fee_type: 'percentage' as const },
];

describe('depositChoices', () => {
  it('offers the balance only to the signed-in owner whose balance covers the deposit', () => {
    const ids = (own: boolean, balance: number) =>
      depositChoices({ payment_methods: methods, own, balance_available: balance, deposit: 100 }).map(
        (c) => c.id,
      );
    expect(ids(true, 100)).toEqual([1, 2, 4]);
    expect(ids(true, 99.99)).toEqual([1, 2]);
    expect(ids(false, 500)).toEqual([1, 2]);
  });
});
