// Path-based checks for rules the spec states by route name, for code that sees paths rather than the web's
// route names. Paths may carry a locale prefix, a query and a hash.
import { stripLocalePrefix } from './locale-prefix.js';

/** First path segment after the locale prefix: `/lt/my-orders/12?x` → `my-orders`; `/` → ''. */
export function firstPathSegment(url: string): string {
  const path = stripLocalePrefix(url).split(/[?#]/)[0] ?? '';
  return path.split('/').filter(Boolean)[0] ?? '';
}

/**
 * §4: the unpaid-orders alert never opens on the order, checkout, payment, account and success routes. These
 * are their first path segments (§2 table), with balance/pay and the invoice pages counted as payment.
 */
export const UNPAID_ALERT_EXCLUDED_SEGMENTS = [
  'my-orders',
  'order-form',
  'order-successful',
  'order-additional-info-needed',
  'create-order',
  'checkout',
  'confirm',
  'payment',
  'balance',
  'invoice',
  'success',
  'user-account',
  'account-information',
  'delivery-addresses',
] as const;

/**
 * §4: open the alert when a user is known with unpaid orders, it has not been dismissed, and the current
 * route is not an order, checkout, payment, account or success route.
 */
export function shouldOpenUnpaidOrdersAlert(input: {
  unpaidOrdersCount: number | null | undefined;
  dismissed: boolean;
  path: string;
}): boolean {
  if (input.dismissed || !input.unpaidOrdersCount || input.unpaidOrdersCount <= 0) return false;
  return !(UNPAID_ALERT_EXCLUDED_SEGMENTS as readonly string[]).includes(firstPathSegment(input.path));
}
