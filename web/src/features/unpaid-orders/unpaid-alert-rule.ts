/** §4: order, checkout, payment, account and success routes never get the unpaid-orders alert. */
export const UNPAID_ALERT_EXCLUDED_ROUTES: ReadonlySet<string> = new Set([
  'my-orders',
  'my-order',
  'order-form',
  'order-form-summary',
  'order-successful',
  'order-additional-info-needed',
  'create-order',
  'checkout',
  'confirm',
  'payment',
  'payment-slug',
  'payment-pay',
  'payment-fail',
  'payment-accept',
  'payment-decline',
  'balance-pay',
  'invoice',
  'invoice-accept',
  'invoice-decline',
  'success',
  'reservation-success',
  'user-account',
  'account-information',
  'delivery-addresses',
  'site-pro-payment',
]);

export type UnpaidAlertInput = {
  user: { id: number; unpaid_orders_count: number } | null;
  /** The user id the rule last saw; the alert only opens when the user becomes known or changes. */
  previousUserId: number | null;
  dismissed: boolean;
  routeName: string | undefined;
};

/** §4 unpaid-orders alert: opens for a newly known user with unpaid orders, once, outside the order routes. */
export function shouldOpenUnpaidAlert({
  user,
  previousUserId,
  dismissed,
  routeName,
}: UnpaidAlertInput): boolean {
  if (!user || user.id === previousUserId) return false;
  if (dismissed || user.unpaid_orders_count <= 0) return false;
  return !(routeName && UNPAID_ALERT_EXCLUDED_ROUTES.has(routeName));
}
