// A quote's money, always from the one shipping rule (shared-types rules/shipping-price.ts): the estimate before
// the operator prices it (the prices the shopper saw, a parcel of ESTIMATE_PARCEL_PER_UNIT per unit) and the
// totals once priced (the operator's unit prices, the weighed parcel or a flat shipping amount).
import {
  estimateParcel,
  type ForwardingCountryIso,
  type Parcel,
  type QuoteLine,
  type QuoteTotals,
  quoteTotals,
  type ShippingMethod,
  shippingOption,
} from '@storefront/shared-types';

export function estimateTotals(
  lines: readonly Pick<QuoteLine, 'quantity' | 'unit_price_seen'>[],
  method: ShippingMethod,
  country: ForwardingCountryIso,
  deliveryFee: number,
): QuoteTotals {
  return quoteTotals({
    lines: lines.map((line) => ({ quantity: line.quantity, unit_price: line.unit_price_seen })),
    shipping: shippingOption(estimateParcel(lines), method, country).price,
    delivery_fee: deliveryFee,
  });
}

/** The totals at the operator's unit prices with a shipping price (a line not priced counts at its seen price). */
export function pricedTotals(
  lines: readonly Pick<QuoteLine, 'quantity' | 'unit_price_seen' | 'unit_price'>[],
  shipping: number,
  deliveryFee: number,
  serviceFeeOverride: number | null,
): QuoteTotals {
  return quoteTotals({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      unit_price: line.unit_price ?? line.unit_price_seen,
    })),
    shipping,
    delivery_fee: deliveryFee,
    service_fee: serviceFeeOverride,
  });
}

export const parcelShipping = (parcel: Parcel, method: ShippingMethod, country: ForwardingCountryIso) =>
  shippingOption(parcel, method, country).price;
