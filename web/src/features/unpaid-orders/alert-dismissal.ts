import { readCookie, writeCookie } from '@/lib/cookies';

// §4: closing the unpaid-orders alert marks it dismissed. Kept in a session cookie (no Max-Age), so it holds over
// full page loads and in every tab until the browser closes, and it names the user who dismissed it: another
// account signing in on the same browser still gets its own alert.
const COOKIE = 'unpaid_orders_alert_dismissed';

export function isUnpaidAlertDismissed(userId: number): boolean {
  try {
    return readCookie(COOKIE) === String(userId);
  } catch {
    return false;
  }
}

export function dismissUnpaidAlert(userId: number): void {
  try {
    writeCookie(COOKIE, String(userId));
  } catch {
    // Cookies blocked: the alert is dismissed until the next full page load only.
  }
}
