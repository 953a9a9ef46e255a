import {
  type CheckoutData,
  type CheckoutState,
  type CheckoutTotals,
  checkoutTotals,
  roundPrice,
  type ShippingMethod,
} from '@storefront/shared-types';
import { balanceOf } from './checkout-state';

/** One row of the price breakdown: its translation key and amount (a discount is a positive amount taken off). */
export type SummaryRow = { key: string; amount: number; deduct?: boolean };

/** The courier chosen by index, if the index is one of the data's. */
export function courierAt(data: CheckoutData, index: number) {
  return index >= 0 ? (data.local_delivery_couriers[index] ?? null) : null;
}

/**
 * The §9 terms of a checkout: the shop's own (`totals`, priced on its data), else, for a backend that answers only
 * §3's fields, the same shared rule (checkoutTotals) applied to the figures it sent: never a second formula.
 */
export function checkoutFigures(
  data: CheckoutData,
  choice: Pick<CheckoutState, 'shipping_method' | 'delivery_method' | 'balanceRemoved'>,
): CheckoutTotals {
  if (data.totals) return data.totals;
  const method: ShippingMethod = choice.shipping_method;
  const courier = courierAt(data, choice.delivery_method);
  const balance = choice.balanceRemoved ? null : balanceOf(data);
  return checkoutTotals({
    lines: data.products.map((p) => ({ price: p.currentPrice, quantity: p.quantity })),
    shipping: data.shipping_methods[method] ?? data.shipping_fee,
    shippingDiscount: data.shipping_discounts[method] ?? 0,
    localDelivery: courier ? courier.delivery_fee : data.local_delivery,
    promotion: data.promotion,
    balanceAvailable: balance?.amount ?? 0,
  });
}

/**
 * The total of the first step, before a payment method is chosen: the same figures as the rows (so they add up
 * to it), without a payment fee, which only the payment step can know.
 */
export function totalBeforePayment(
  data: CheckoutData,
  choice: Pick<CheckoutState, 'shipping_method' | 'delivery_method' | 'balanceRemoved'>,
): number {
  const figures = checkoutFigures(data, choice);
  return roundPrice(figures.final - figures.payment_fee);
}

/**
 * The rows of the breakdown (§9's terms: subtotal, shipping, local delivery, shipping discount, promotion,
 * balance), each as priced (checkoutFigures): the rows add up to the total. The total itself is shown apart.
 */
export function summaryRows(
  data: CheckoutData,
  choice: Pick<CheckoutState, 'shipping_method' | 'delivery_method' | 'balanceRemoved'>,
): SummaryRow[] {
  return totalsRows(checkoutFigures(data, choice));
}

/** The terms the shop priced the checkout with (§9), each as it rounded it: the rows add up to its total. */
function totalsRows(totals: CheckoutTotals): SummaryRow[] {
  const rows: SummaryRow[] = [
    { key: 'checkout.summary.subtotal', amount: totals.subtotal },
    { key: 'checkout.summary.shipping', amount: totals.shipping },
  ];
  if (totals.local_delivery > 0)
    rows.push({ key: 'checkout.summary.local_delivery', amount: totals.local_delivery });
  const deductions: Array<[string, number]> = [
    ['checkout.summary.shipping_discount', totals.shipping_discount],
    ['checkout.summary.promotion', totals.promo_discount],
    ['checkout.summary.balance', totals.balance],
  ];
  for (const [key, amount] of deductions) if (amount > 0) rows.push({ key, amount, deduct: true });
  return rows;
}
