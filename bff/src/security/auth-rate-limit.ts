/**
 * The calls a password guesser or a sign-up bot hammers: login, every register step, every password call
 * (request-password-reset, password-reset, change-password), update-contact-info (a new e-mail is checked against
 * the current password: without a limit it would be a free password oracle for a stolen session) and the e-mail
 * change links (confirm, undo). Only POSTs: that is how §7 makes them. Also the public parcel lookup (#26): a
 * tracking number is the only key to it, so guessing numbers is limited like guessing passwords. And (#27) the
 * public forwarding calculator and a create-order link's view: anyone may call them, so a bot is slowed the same way.
 * Reserving a phone has a limit of its own (isReservationCreateRoute).
 */
export function isRateLimitedAuthRoute(method: string | string[], url: string): boolean {
  if (!isPost(method)) return false;
  return (
    url === '/api/auth/login' ||
    url === '/api/auth/update-contact-info' ||
    url === '/api/tracking/get' ||
    url === '/api/forwarding/calculate' ||
    url === '/api/create-order/get' ||
    // #28: a guest names an order by its number and e-mail to claim on it (guessing pairs is slowed the same way).
    url === '/api/claims/order' ||
    url === '/api/claims/create' ||
    url.startsWith('/api/auth/register') ||
    url.startsWith('/api/auth/email-change/') ||
    /^\/api\/auth\/[^/]*password/.test(url)
  );
}

/**
 * Reserving a phone (#28): a guest needs only an e-mail, and an unpaid reservation holds a unit of the model's stock
 * for the payment window, so a bot making up addresses at the auth calls' 10 a minute could hold 300 units from one
 * address. Counted per address over the payment window instead (RESERVATION_RATE_LIMIT_MAX, 5 by default): one
 * address holds at most that many units unpaid at any time.
 */
export function isReservationCreateRoute(method: string | string[], url: string): boolean {
  return isPost(method) && url === '/api/reservations/create';
}

/** Whether a route (one method or several, as Fastify's onRoute gives it) takes POST: how §7 makes these calls. */
function isPost(method: string | string[]): boolean {
  return Array.isArray(method) ? method.includes('POST') : method === 'POST';
}
