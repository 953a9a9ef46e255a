import { type ProProduct, proLineAmount, proTier, roundPrice } from '@storefront/shared-types';

/**
 * The quantities typed on /site-pro, by product id, with the product they were typed for (the buyer may page
 * through the catalogue: a line typed on page 1 stays in the order).
 */
export type ProDraft = Readonly<Record<number, { product: ProProduct; quantity: number }>>;

/**
 * What the draft orders, priced by the shop's own rule (rules/pro-price.ts) so the running total is what the order
 * will cost: each line's tier and amount, and the total. Quantities that are not whole numbers from 1 to the stock
 * are left out (the field shows why).
 */
export function priceDraft(draft: ProDraft) {
  const lines = Object.values(draft).flatMap(({ product, quantity }) => {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > product.stock) return [];
    return [
      {
        product_id: product.id,
        name: product.name,
        quantity,
        discount_percent: proTier(quantity).discount_percent,
        amount: proLineAmount(product.list_price, quantity),
      },
    ];
  });
  return { lines, total: roundPrice(lines.reduce((sum, line) => sum + line.amount, 0)) };
}
