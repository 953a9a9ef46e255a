// The forwarding calculator (#27): POST /api/forwarding/calculate prices a parcel by air and by sea with the one
// shipping rule (rules/shipping-price.ts). Also the parcel and option shapes the quotes and forward requests reuse.
import { z } from 'zod';
import { FORWARDING_COUNTRIES, PARCEL_LIMITS, SHIPPING_RATES } from './constants.js';
import { moneySchema } from './primitives.js';

const ISO_CODES = FORWARDING_COUNTRIES.map((country) => country.iso) as [
  (typeof FORWARDING_COUNTRIES)[number]['iso'],
  ...(typeof FORWARDING_COUNTRIES)[number]['iso'][],
];
/** A destination forwarding ships to, by ISO code. */
export const forwardingCountryIsoSchema = z.enum(ISO_CODES);

const weightKg = z.number().positive().max(PARCEL_LIMITS.max_weight_kg);
const sideCm = z.number().positive().max(PARCEL_LIMITS.max_side_cm);

/** A parcel as weighed and measured (kg, cm), within PARCEL_LIMITS. */
export const parcelSchema = z.object({
  weight_kg: weightKg,
  length_cm: sideCm,
  width_cm: sideCm,
  height_cm: sideCm,
});
export type ParcelInput = z.infer<typeof parcelSchema>;

/** One method's price for a parcel (the rule's ShippingOption). */
export const shippingOptionSchema = z.object({
  volumetric_weight_kg: z.number().nonnegative(),
  chargeable_weight_kg: z.number().positive(),
  zone_factor: z.number().positive(),
  price: moneySchema,
  transit_days: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type ShippingOptionView = z.infer<typeof shippingOptionSchema>;

export const shippingOptionsSchema = z.object({ air: shippingOptionSchema, sea: shippingOptionSchema });

const rateSchema = z.object({
  per_kg: moneySchema,
  minimum: moneySchema,
  volumetric_divisor: z.number().positive(),
  transit_days: z.object({ min: z.number().int(), max: z.number().int() }),
});

/** POST /api/forwarding/calculate: anyone (rate-limited per address in the bff, like the parcel lookup). */
export const forwardingCalculateRequestSchema = parcelSchema.extend({ country: forwardingCountryIsoSchema });
export type ForwardingCalculateRequest = z.infer<typeof forwardingCalculateRequestSchema>;

export const forwardingCalculateResponseSchema = z.object({
  options: shippingOptionsSchema,
  /** The rates the prices came from, so the page can explain them. */
  rates: z.object({ air: rateSchema, sea: rateSchema }),
});
export type ForwardingCalculateResponse = z.infer<typeof forwardingCalculateResponseSchema>;

/** The rates as the calculator answers them (constants, copied so the answer is plain data). */
export const forwardingRates = (): ForwardingCalculateResponse['rates'] => ({
  air: { ...SHIPPING_RATES.air, transit_days: { ...SHIPPING_RATES.air.transit_days } },
  sea: { ...SHIPPING_RATES.sea, transit_days: { ...SHIPPING_RATES.sea.transit_days } },
});
