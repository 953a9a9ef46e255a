import { MIN_CART_QUANTITY } from '../constants.js';

/**
 * §5/§9: a cart quantity is a whole number from 1 to the item's max_quantity. A max_quantity below 1 (nothing
 * left) still bounds nothing below 1: the line keeps quantity 1 and the server reports the shortage.
 */
export function clampQuantity(quantity: number, maxQuantity: number): number {
  const max = Math.max(MIN_CART_QUANTITY, Math.floor(maxQuantity));
  if (!Number.isFinite(quantity)) return MIN_CART_QUANTITY;
  return Math.min(max, Math.max(MIN_CART_QUANTITY, Math.floor(quantity)));
}

export function isQuantityValid(quantity: number, maxQuantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_CART_QUANTITY && quantity <= maxQuantity;
}

/** Whether the "+" control may add one more. */
export function canIncreaseQuantity(quantity: number, maxQuantity: number): boolean {
  return quantity + 1 <= maxQuantity;
}

/** Whether the "−" control may take one away (never below 1; removing a line is a separate action). */
export function canDecreaseQuantity(quantity: number): boolean {
  return quantity - 1 >= MIN_CART_QUANTITY;
}
