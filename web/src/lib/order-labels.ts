import type { OrderStatus, OrdersFilter } from '@storefront/shared-types';

// Order labels shared by My orders, an order's page and parcel tracking (whose status is the order's). Literal keys
// (not built from the value) so the translations coverage test finds each one in the seed.

/** The label of each order status (ORDER_STATUSES). */
export const ORDER_STATUS_KEYS: Record<OrderStatus, string> = {
  unpaid: 'orders.status.unpaid',
  paid: 'orders.status.paid',
  processing: 'orders.status.processing',
  shipped: 'orders.status.shipped',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
  expired: 'orders.status.expired',
};

/** The label of each My orders filter (ORDERS_FILTERS). */
export const ORDERS_FILTER_KEYS: Record<OrdersFilter, string> = {
  all_orders: 'orders.filter.all_orders',
  unpaid: 'orders.filter.unpaid',
  in_progress: 'orders.filter.in_progress',
  shipped: 'orders.filter.shipped',
  delivered: 'orders.filter.delivered',
  cancelled: 'orders.filter.cancelled',
};

/** A status the shop added after this page was built shows as it is named rather than as a missing key. */
export function orderStatusKey(status: string): string {
  return (ORDER_STATUS_KEYS as Record<string, string>)[status] ?? status;
}

/** The label of a payment's status on an order's and a quote's page (PAYMENT_STATUSES). */
export const PAYMENT_STATUS_KEYS: Record<string, string> = {
  pending: 'orders.payment.status.pending',
  succeeded: 'orders.payment.status.succeeded',
  declined: 'orders.payment.status.declined',
  failed: 'orders.payment.status.failed',
  cancelled: 'orders.payment.status.cancelled',
};

/** The label of a payment provider (§3 enumeration; 4 is the balance). */
export const PROVIDER_KEYS: Record<number, string> = {
  1: 'checkout.payment.provider_1',
  2: 'checkout.payment.provider_2',
  3: 'checkout.payment.provider_3',
  4: 'checkout.payment.provider_4',
};
