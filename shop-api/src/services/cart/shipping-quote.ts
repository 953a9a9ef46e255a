import {
  type CartShipping,
  cartTotals,
  type PricedLine,
  roundPrice,
  SHIPPING_METHODS,
  type ShippingMethod,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';

/**
 * The air and sea amounts of a cart and their discounts, from the shop's data (migration 0008): each method costs
 * base_amount + per_unit_amount × units, and the highest discount tier the subtotal reaches takes its percent of
 * that amount off. A site's own rows win over the shop-wide ones (null site_id). Amounts in the site's conversion
 * currency, like the lines' prices (subtotal and units are the §9 cart totals of the lines). Checkout quotes
 * shipping with this same function.
 */
export async function shippingQuote(
  db: Queryable,
  siteId: number,
  lines: readonly PricedLine[],
): Promise<CartShipping> {
  const { totalSum: subtotal, totalQuantity: units } = cartTotals(lines);
  const [rates, tiers] = await Promise.all([
    db.query<{ method: ShippingMethod; base_amount: number; per_unit_amount: number }>(
      `SELECT DISTINCT ON (method) method, base_amount::float8 AS base_amount, per_unit_amount::float8 AS per_unit_amount
       FROM shipping_rates WHERE site_id = $1 OR site_id IS NULL ORDER BY method, site_id NULLS LAST`,
      [siteId],
    ),
    db.query<{ method: ShippingMethod; site_id: number | null; min_subtotal: number; percent: number }>(
      `SELECT method, site_id, min_subtotal::float8 AS min_subtotal, percent::float8 AS percent
       FROM shipping_discount_tiers WHERE site_id = $1 OR site_id IS NULL`,
      [siteId],
    ),
  ]);
  const shipping: CartShipping = { shipping_methods: {}, shipping_discounts: {} };
  for (const method of SHIPPING_METHODS) {
    const rate = rates.find((row) => row.method === method);
    if (!rate) continue;
    const amount = roundPrice(rate.base_amount + rate.per_unit_amount * units);
    const ofMethod = tiers.filter((tier) => tier.method === method);
    const own = ofMethod.some((tier) => tier.site_id !== null);
    const reached = ofMethod
      .filter((tier) => (tier.site_id !== null) === own && subtotal >= tier.min_subtotal)
      .sort((a, b) => b.min_subtotal - a.min_subtotal)[0];
    shipping.shipping_methods[method] = amount;
    shipping.shipping_discounts[method] = reached ? roundPrice((amount * reached.percent) / 100) : 0;
  }
  return shipping;
}
