// What forwarding an arrived parcel costs: the one shipping rule (shared-types rules/shipping-price.ts) from the
// parcel to the address's country, plus the local courier to the door at the destination, the checkout's courier
// fee (delivery_couriers, EUR). Decision: a forward request is delivered to the door (the courier without pickup
// points); pickup points are the checkout's and quotes' choice, not asked here.
import {
  FORWARD_REQUEST_MESSAGES,
  type ForwardingCountryIso,
  type ForwardTotals,
  forwardingCountryIso,
  type Parcel,
  quoteTotals,
  type ShippingMethodName,
  shippingOptions,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

export function destinationIso(countryId: number): ForwardingCountryIso {
  const iso = forwardingCountryIso(countryId);
  if (iso === null) throw checkoutError(400, FORWARD_REQUEST_MESSAGES.countryNotServed, 'address.country_id');
  return iso;
}

/** The door-delivery courier's fee of the site (EUR). */
export async function doorDeliveryFee(q: Queryable, siteId: number): Promise<number> {
  const [courier] = await q.query<{ delivery_fee: number }>(
    `SELECT delivery_fee::float8 AS delivery_fee FROM delivery_couriers
     WHERE (site_id = $1 OR site_id IS NULL) AND NOT has_pickup_points ORDER BY position, id LIMIT 1`,
    [siteId],
  );
  return courier?.delivery_fee ?? 0;
}

/** Both methods' options and the chosen method's totals (no goods, so no service fee: quoteTotals with no lines). */
export function forwardPrice(
  parcel: Parcel,
  iso: ForwardingCountryIso,
  method: ShippingMethodName,
  deliveryFee: number,
) {
  const options = shippingOptions(parcel, iso);
  const { shipping, delivery_fee, total } = quoteTotals({
    lines: [],
    shipping: options[method].price,
    delivery_fee: deliveryFee,
  });
  const totals: ForwardTotals = { shipping, delivery_fee, total };
  return { options, totals };
}
