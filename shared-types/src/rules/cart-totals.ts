import { roundPrice } from './rounding.js';

export type PricedLine = { readonly price: number; readonly quantity: number };

export type CartTotals = {
  /** Σ price × quantity, rounded to 4 decimals. */
  totalSum: number;
  /** Σ quantity. */
  totalQuantity: number;
  /** Number of lines. */
  totalItems: number;
};

/** §9: total sum is Σ price × quantity, total quantity Σ quantity, total items the number of lines. */
export function cartTotals(items: readonly PricedLine[]): CartTotals {
  let sum = 0;
  let quantity = 0;
  for (const item of items) {
    sum += item.price * item.quantity;
    quantity += item.quantity;
  }
  return { totalSum: roundPrice(sum), totalQuantity: quantity, totalItems: items.length };
}
