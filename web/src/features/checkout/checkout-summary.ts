import {
  type CheckoutData,
  type CheckoutState,
  cartTotals,
  type PaymentMethod,
  promotionDiscount,
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
 * The rows of the breakdown, every figure one the shop sent (§9's terms: subtotal, shipping, local delivery,
 * shipping discount, promotion, balance). The total is not among them: it is the shop's own figure (§9 formula
 * on its data), shown as it answers it.
 */
export function summaryRows(
  data: CheckoutData,
  choice: Pick<CheckoutState, 'shipping_method' | 'delivery_method' | 'balanceRemoved'>,
): SummaryRow[] {
  if (data.totals) return totalsRows(data.totals);
  const method: ShippingMethod = choice.shipping_method;
  const subtotal = cartTotals(
    data.products.map((p) => ({ price: p.currentPrice, quantity: p.quantity })),
  ).totalSum;
  const rows: SummaryRow[] = [{ key: 'checkout.summary.subtotal', amount: subtotal }];
  rows.push({ key: 'checkout.summary.shipping', amount: data.shipping_methods[method] ?? data.shipping_fee });
  const courier = courierAt(data, choice.delivery_method);
  const local = courier ? courier.delivery_fee : data.local_delivery;
  if (local > 0) rows.push({ key: 'checkout.summary.local_delivery', amount: local });
  const shippingDiscount = data.shipping_discounts[method] ?? 0;
  if (shippingDiscount > 0) {
    rows.push({ key: 'checkout.summary.shipping_discount', amount: shippingDiscount, deduct: true });
  }
  const promo = promotionDiscount(subtotal, data.promotion);
  if (promo > 0) rows.push({ key: 'checkout.summary.promotion', amount: promo, deduct: true });
  const balance = choice.balanceRemoved ? null : balanceOf(data);
  if (balance) rows.push({ key: 'checkout.summary.balance', amount: balance.amount, deduct: true });
  return rows;
}

/** The terms the shop priced the checkout with (§9), each as it rounded it: the rows add up to its total. */
function totalsRows(totals: NonNullable<CheckoutData['totals']>): SummaryRow[] {
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

/** How a payment method's fee reads: a percentage as "2 %", a fixed fee as money, none as null. */
export function feeLabel(
  method: Pick<PaymentMethod, 'fee' | 'fee_type'>,
  money: (amount: number) => string,
): string | null {
  if (method.fee <= 0) return null;
  return method.fee_type === 'percentage' ? `${method.fee} %` : money(method.fee);
}
