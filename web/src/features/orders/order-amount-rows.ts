import type { OrderDetailResponse } from '@storefront/shared-types';

/** One row of an order's amounts: its translation key, the amount, and whether it is taken off. */
export type AmountRow = { key: string; amount: number; deduct?: boolean };

/**
 * §9's parts as the shop charged the order (never worked out here): subtotal, shipping, local delivery, the
 * shipping discount, the promotion and the balance taken off, the payment fee; then the total, what was paid
 * and what is still to pay. A part that is zero (no local delivery, no promotion…) is left out, like the checkout.
 */
export function orderAmountRows(amounts: OrderDetailResponse['amounts']): {
  parts: AmountRow[];
  total: AmountRow[];
} {
  const parts: AmountRow[] = [
    { key: 'checkout.summary.subtotal', amount: amounts.subtotal },
    { key: 'checkout.summary.shipping', amount: amounts.shipping },
  ];
  if (amounts.local_delivery > 0)
    parts.push({ key: 'checkout.summary.local_delivery', amount: amounts.local_delivery });
  if (amounts.shipping_discount > 0)
    parts.push({
      key: 'checkout.summary.shipping_discount',
      amount: amounts.shipping_discount,
      deduct: true,
    });
  if (amounts.promo_discount > 0)
    parts.push({ key: 'checkout.summary.promotion', amount: amounts.promo_discount, deduct: true });
  if (amounts.balance_used > 0)
    parts.push({ key: 'checkout.summary.balance', amount: amounts.balance_used, deduct: true });
  if (amounts.payment_fee > 0)
    parts.push({ key: 'checkout.summary.payment_fee', amount: amounts.payment_fee });
  return {
    parts,
    total: [
      { key: 'checkout.summary.total', amount: amounts.total },
      { key: 'orders.detail.paid', amount: amounts.paid },
      { key: 'orders.detail.outstanding', amount: amounts.outstanding },
    ],
  };
}
