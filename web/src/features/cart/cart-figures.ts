import { type CartState, cartTotals, checkoutTotals } from '@storefront/shared-types';

/**
 * What the cart shows: §9 totals of the lines, the chosen method's shipping and discount, the local delivery fee,
 * and the total to pay before checkout adds promotions, balance and fees: the shared rule (checkoutTotals) with
 * none of those, so its clamps hold here too (a discount never above the shipping, a total never below 0).
 */
export function cartFigures(cart: CartState) {
  const method = cart.shipping_method;
  const priced = checkoutTotals({
    lines: cart.items,
    shipping: cart.shipping?.shipping_methods[method] ?? 0,
    shippingDiscount: cart.shipping?.shipping_discounts[method] ?? 0,
    localDelivery: cart.delivery?.delivery_fee ?? 0,
  });
  return {
    ...cartTotals(cart.items),
    shipping: priced.shipping,
    discount: priced.shipping_discount,
    delivery: priced.local_delivery,
    total: priced.final,
  };
}
