import { type CartState, cartTotals, roundPrice } from '@storefront/shared-types';

/**
 * What the cart shows: §9 totals of the lines, the chosen method's shipping and discount, the local delivery fee,
 * and the total to pay before checkout adds promotions, balance and fees.
 */
export function cartFigures(cart: CartState) {
  const totals = cartTotals(cart.items);
  const method = cart.shipping_method;
  const shipping = cart.shipping?.shipping_methods[method] ?? 0;
  const discount = cart.shipping?.shipping_discounts[method] ?? 0;
  const delivery = cart.delivery?.delivery_fee ?? 0;
  return {
    ...totals,
    shipping,
    discount,
    delivery,
    total: roundPrice(totals.totalSum + shipping + delivery - discount),
  };
}
