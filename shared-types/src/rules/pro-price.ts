import { PRO_VOLUME_TIERS } from '../constants.js';
import { roundPrice } from './rounding.js';

/** The volume tier a quantity falls in (#28): the one with the largest `min` not above it. */
export function proTier(quantity: number): { min: number; discount_percent: number } {
  let tier = PRO_VOLUME_TIERS[0] ?? { min: 1, discount_percent: 0 };
  for (const candidate of PRO_VOLUME_TIERS) {
    if (quantity >= candidate.min && candidate.min >= tier.min) tier = candidate;
  }
  return tier;
}

/**
 * A pro buyer's unit price (#28) for `quantity` units of a product listed at `listPrice` (its current price, in
 * euros): the list price less its volume tier's discount, rounded like every price (§9, 4 decimals). The shop
 * prices pro orders with this and the pro catalogue shows the same, so the two cannot disagree.
 */
export function proUnitPrice(listPrice: number, quantity: number): number {
  return roundPrice(listPrice * (1 - proTier(quantity).discount_percent / 100));
}

/** A pro order line's amount: its unit price times the quantity, rounded once. */
export function proLineAmount(listPrice: number, quantity: number): number {
  return roundPrice(proUnitPrice(listPrice, quantity) * quantity);
}
