// The one shipping rule of forwarding (#27): the calculator page, the order-form estimate and the shop's quote and
// forward-request pricing all call these, so a price shown is the price charged.
import {
  CHARGEABLE_WEIGHT_STEP_KG,
  ESTIMATE_PARCEL_PER_UNIT,
  FORWARDING_COUNTRIES,
  type ForwardingCountryIso,
  SERVICE_FEE_MINIMUM,
  SERVICE_FEE_RATE,
  SHIPPING_RATES,
  SHIPPING_ZONE_FACTORS,
} from '../constants.js';
import { roundTo } from './rounding.js';

export type ShippingMethodName = keyof typeof SHIPPING_RATES;

export interface Parcel {
  weight_kg: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
}

export interface ShippingOption {
  volumetric_weight_kg: number;
  chargeable_weight_kg: number;
  zone_factor: number;
  price: number;
  transit_days: { min: number; max: number };
}

const cents = (value: number): number => roundTo(value, 2);

/** One method's price: max(actual, volumetric) rounded up to the step, × rate × zone, never under the minimum. */
export function shippingOption(
  parcel: Parcel,
  method: ShippingMethodName,
  country: ForwardingCountryIso,
): ShippingOption {
  const rate = SHIPPING_RATES[method];
  const volumetric = (parcel.length_cm * parcel.width_cm * parcel.height_cm) / rate.volumetric_divisor;
  const heavier = Math.max(parcel.weight_kg, volumetric);
  // toPrecision first so 1.5000000000000002 does not step up to 2.
  const steps = Math.ceil(Number((heavier / CHARGEABLE_WEIGHT_STEP_KG).toPrecision(12)));
  const chargeable = Math.max(1, steps) * CHARGEABLE_WEIGHT_STEP_KG;
  const zone = SHIPPING_ZONE_FACTORS[country];
  return {
    volumetric_weight_kg: roundTo(volumetric, 3),
    chargeable_weight_kg: chargeable,
    zone_factor: zone,
    price: cents(Math.max(rate.minimum, chargeable * rate.per_kg * zone)),
    transit_days: { ...rate.transit_days },
  };
}

/**
 * A priced quote's shipping for a method and destination: a weighed parcel priced by this rule, else the flat
 * amount the operator set (which no method or country changes). Accepting a create-order offer prices it so, and
 * the offer's page shows the same before the shopper accepts.
 */
export function pricedShipping(
  parcel: Parcel | null,
  flatAmount: number,
  method: ShippingMethodName,
  country: ForwardingCountryIso,
): number {
  return parcel ? shippingOption(parcel, method, country).price : flatAmount;
}

/** Both methods for one parcel and destination. */
export function shippingOptions(
  parcel: Parcel,
  country: ForwardingCountryIso,
): Record<ShippingMethodName, ShippingOption> {
  return { air: shippingOption(parcel, 'air', country), sea: shippingOption(parcel, 'sea', country) };
}

/**
 * The parcel an order-form estimate assumes before the warehouse weighs anything: each unit adds the per-unit
 * weight, and the boxes stack on the height.
 */
export function estimateParcel(lines: readonly { quantity: number }[]): Parcel {
  const units = Math.max(
    1,
    lines.reduce((sum, line) => sum + line.quantity, 0),
  );
  return {
    weight_kg: units * ESTIMATE_PARCEL_PER_UNIT.weight_kg,
    length_cm: ESTIMATE_PARCEL_PER_UNIT.length_cm,
    width_cm: ESTIMATE_PARCEL_PER_UNIT.width_cm,
    height_cm: units * ESTIMATE_PARCEL_PER_UNIT.height_cm,
  };
}

/** The service fee on goods worth `value`: SERVICE_FEE_RATE of it, at least SERVICE_FEE_MINIMUM (none on nothing). */
export function serviceFee(value: number): number {
  if (value <= 0) return 0;
  return cents(Math.max(SERVICE_FEE_MINIMUM, value * SERVICE_FEE_RATE));
}

export interface QuoteTotalsInput {
  lines: readonly { quantity: number; unit_price: number }[];
  shipping: number;
  delivery_fee: number;
  /** The operator's own fee; the rule's fee when absent. */
  service_fee?: number | null | undefined;
}

export interface QuoteTotals {
  value: number;
  service_fee: number;
  shipping: number;
  delivery_fee: number;
  total: number;
}

/** What a quote costs: goods + service fee + shipping + local delivery, every term in cents. */
export function quoteTotals(input: QuoteTotalsInput): QuoteTotals {
  const value = cents(input.lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0));
  const fee = input.service_fee == null ? serviceFee(value) : cents(input.service_fee);
  const shipping = cents(input.shipping);
  const deliveryFee = cents(input.delivery_fee);
  return {
    value,
    service_fee: fee,
    shipping,
    delivery_fee: deliveryFee,
    total: cents(value + fee + shipping + deliveryFee),
  };
}

/** The ISO code of a delivery country id, null for a country forwarding does not ship to. */
export function forwardingCountryIso(countryId: number): ForwardingCountryIso | null {
  return FORWARDING_COUNTRIES.find((country) => country.id === countryId)?.iso ?? null;
}
