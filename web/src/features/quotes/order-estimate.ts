import {
  estimateParcel,
  forwardingCountryIso,
  type QuoteTotals,
  quoteTotals,
  type ShippingMethodName,
  type ShippingOption,
  shippingOptions,
} from '@storefront/shared-types';
import type { QuoteLinePayload } from './order-form-validation';

export type OrderEstimate = {
  options: Record<ShippingMethodName, ShippingOption>;
  totals: QuoteTotals;
};

/**
 * The summary's estimate, by the one shipping rule (shared-types): the parcel the rule assumes for these lines
 * (estimateParcel), both methods' prices to the address's country, and the totals at the prices the shopper saw.
 * Local delivery is priced by the operator, so it is 0 here. Null for a country forwarding does not ship to.
 */
export function orderEstimate(
  lines: readonly Pick<QuoteLinePayload, 'quantity' | 'unit_price_seen'>[],
  method: ShippingMethodName,
  countryId: number,
): OrderEstimate | null {
  const iso = forwardingCountryIso(countryId);
  if (!iso) return null;
  const counted = lines.filter(
    (line) => Number.isFinite(line.quantity) && Number.isFinite(line.unit_price_seen),
  );
  const options = shippingOptions(estimateParcel(counted), iso);
  const totals = quoteTotals({
    lines: counted.map((line) => ({ quantity: line.quantity, unit_price: line.unit_price_seen })),
    shipping: options[method].price,
    delivery_fee: 0,
  });
  return { options, totals };
}
