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

/** §9: prices are rounded to 4 decimals. */
export const roundPrice = (value: number): number => roundTo(value, PRICE_DECIMALS);
/** §9: percentage payment fees are rounded to 2 decimals. */
export const roundPercentageFee = (value: number): number => roundTo(value, PERCENTAGE_FEE_DECIMALS);
/** §9: the tracked checkout value has 2 decimals. */
export const roundTrackedValue = (value: number): number => roundTo(value, TRACKED_VALUE_DECIMALS);
