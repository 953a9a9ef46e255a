import { formatDateTimeParts, parseBalanceDateTime } from '@storefront/shared-types';

/**
 * The zone the shop's times are shown in. One fixed zone, not the browser's: the server renders the page and the
 * browser hydrates it, and two zones would give two texts (a hydration mismatch). The default locale is lt-LT
 * (§1) and the Baltic sites share this zone.
 */
export const SHOP_TIME_ZONE = 'Europe/Vilnius';

/** §9: `yyyy-MM-dd HH:mm` of an ISO timestamp (orders, payments, invoices, tracking events); '' if unreadable. */
export function formatDateTime(value: string, timeZone: string = SHOP_TIME_ZONE): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatDateTimeParts(date, timeZone);
  return `${parts.date} ${parts.time}`;
}

/** §9: `yyyy-MM-dd` of an ISO date or timestamp (a due date, an expected delivery). */
export function formatDate(value: string, timeZone: string = SHOP_TIME_ZONE): string {
  // A bare date (2026-12-01) is that calendar day wherever it is read.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDateTimeParts(date, timeZone).date;
}

/**
 * §9: a balance-history datetime assumes a -05:00 offset when it has none (parseBalanceDateTime); it is then
 * shown in the shop's zone like every other time in the account. Shown at -05:00 it read 11:24 for a top-up made
 * at 18:24 in Vilnius, which the order and quote pages beside it showed as 18:24.
 */
export function formatBalanceDateTime(value: string): { date: string; time: string } | null {
  const date = parseBalanceDateTime(value);
  return date ? formatDateTimeParts(date, SHOP_TIME_ZONE) : null;
}
