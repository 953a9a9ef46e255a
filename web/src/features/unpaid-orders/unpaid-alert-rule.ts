import { shouldOpenUnpaidOrdersAlert } from '@storefront/shared-types';

export type UnpaidAlertInput = {
  user: { id: number; unpaid_orders_count: number } | null;
  /** The user id last seen; §4 opens the alert only when the user becomes known or changes. */
  previousUserId: number | null;
  dismissed: boolean;
  /** The current path (the shared rule excludes order, checkout, payment, account and success routes). */
  path: string;
};

/** §4 unpaid-orders alert: the shared rule, checked at the moment a user becomes known or changes. */
export function shouldOpenUnpaidAlert({ user, previousUserId, dismissed, path }: UnpaidAlertInput): boolean {
  if (!user || user.id === previousUserId) return false;
  return shouldOpenUnpaidOrdersAlert({ unpaidOrdersCount: user.unpaid_orders_count, dismissed, path });
}

/**
 * §2: Pay goes to my orders with `focus_order_table=true`. The router writes search values as JSON, so the string
 * 'true' would become `"true"` in the URL; the boolean is what it writes (and reads back) as a bare `true`.
 */
export const PAY_SEARCH = { focus_order_table: true } as const;
