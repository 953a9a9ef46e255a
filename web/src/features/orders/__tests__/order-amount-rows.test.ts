import { describe, expect, it } from 'vitest';
import { orderAmountRows } from '../order-amount-rows';

const amounts = {
  subtotal: 100,
  shipping: 12,
  local_delivery: 0,
  shipping_discount: 3,
  promo_discount: 10,
  balance_used: 20,
  payment_fee: 1.19,
  total: 80.19,
  paid: 0,
  outstanding: 80.19,
};

describe('an order’s amounts (§9 parts from the shop)', () => {
  it('shows each part the shop charged, deductions as such, and leaves out the zero ones', () => {
    const { parts, total } = orderAmountRows(amounts);
    expect(parts.map((row) => [row.key.split('.').pop(), row.deduct ? -row.amount : row.amount])).toEqual([
      ['subtotal', 100],
      ['shipping', 12],
      ['shipping_discount', -3],
      ['promotion', -10],
      ['balance', -20],
      ['payment_fee', 1.19],
    ]);
    // The shop's parts add up to its total: the page shows its figures, it does not price the order again.
    expect(parts.reduce((sum, row) => sum + (row.deduct ? -row.amount : row.amount), 0)).toBeCloseTo(
      80.19,
      4,
    );
    expect(total.map((row) => row.amount)).toEqual([80.19, 0, 80.19]);
  });

  it('a local delivery is shown when charged', () => {
    expect(orderAmountRows({ ...amounts, local_delivery: 2.5 }).parts.map((row) => row.key)).toContain(
      'checkout.summary.local_delivery',
    );
  });
});
