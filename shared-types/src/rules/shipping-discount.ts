import { SHIPPING_METHODS, type ShippingMethod } from '../enums.js';

/**
 * §9: the discount percentage of one shipping method is discount / method amount × 100, rounded to a whole
 * percent. A method that costs nothing (or has no amount) shows 0 %, not Infinity or NaN.
 */
export function shippingDiscountPercentage(
  discount: number | null | undefined,
  methodAmount: number | null | undefined,
): number {
  if (!discount || !methodAmount || methodAmount <= 0 || discount <= 0) return 0;
  return Math.round((discount / methodAmount) * 100);
}

type AmountsByMethod = Partial<Record<ShippingMethod, number | null | undefined>>;

/** The percentage for each method (air and sea) of a cart's or checkout's shipping block. */
export function shippingDiscountPercentages(shipping: {
  shipping_methods: AmountsByMethod;
  shipping_discounts: AmountsByMethod;
}): Record<ShippingMethod, number> {
  const result = {} as Record<ShippingMethod, number>;
  for (const method of SHIPPING_METHODS) {
    result[method] = shippingDiscountPercentage(
      shipping.shipping_discounts[method],
      shipping.shipping_methods[method],
    );
  }
  return result;
}
