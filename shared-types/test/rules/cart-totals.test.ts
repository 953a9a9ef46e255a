import { expect, it } from 'vitest';
import { cartTotals } from '../../src/rules/cart-totals.js';

it('sums price × quantity, quantities and lines (§9)', () => {
  expect(
    cartTotals([
      { price: 19.99, quantity: 3 },
      { price: 0.1, quantity: 2 },
      { price: 100, quantity: 1 },
    ]),
  ).toEqual({ totalSum: 160.17, totalQuantity: 6, totalItems: 3 });
});

it('gives zeros for an empty cart', () => {
  expect(cartTotals([])).toEqual({ totalSum: 0, totalQuantity: 0, totalItems: 0 });
});
