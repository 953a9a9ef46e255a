// One rounding helper for every money figure (§9: prices 4 decimals, percentage fees and the tracked value 2).
import { PERCENTAGE_FEE_DECIMALS, PRICE_DECIMALS, TRACKED_VALUE_DECIMALS } from '../constants.js';

/**
 * Rounds half away from zero to `decimals` places without float artefacts: the product is first cut to 15
 * significant digits, so 1.005 × 100 (= 100.49999999999999 in binary) rounds as the 100.5 a person means.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round a non-finite number: ${value}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`decimals must be an integer from 0 to 10, got ${decimals}`);
  }
  const factor = 10 ** decimals;
  const shifted = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(shifted)) / factor;
  // Avoid -0, which prints as "-0" in some formatters.
  return rounded === 0 ? 0 : rounded;
}

/**
 * Whether an amount is in whole cents: exactly the number a caller's `5.1`, `5.10` or `1000` parses to, and nothing
 * finer, however little (`5.0000000001`, `5.005`, `0.30000000000000004`, which is what 0.1 + 0.2 is and sends). No
 * float tolerance: the amount rounded to cents (roundTo reads 10.1 × 100 as the 1010 it means) must be the very
 * same number, so an amount that passes is stored as it was sent.
 */
export function hasAtMostCents(amount: number): boolean {
  return Number.isFinite(amount) && roundTo(amount, 2) === amount;
}

/** §9: prices are rounded to 4 decimals. */
export const roundPrice = (value: number): number => roundTo(value, PRICE_DECIMALS);
/** §9: percentage payment fees are rounded to 2 decimals. */
export const roundPercentageFee = (value: number): number => roundTo(value, PERCENTAGE_FEE_DECIMALS);
/** §9: the tracked checkout value has 2 decimals. */
export const roundTrackedValue = (value: number): number => roundTo(value, TRACKED_VALUE_DECIMALS);
