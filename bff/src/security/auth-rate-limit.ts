/**
 * The calls a password guesser or a sign-up bot hammers: login, every register step, every password call
 * (request-password-reset, password-reset, change-password), update-contact-info (a new e-mail is checked against
 * the current password: without a limit it would be a free password oracle for a stolen session) and the e-mail
 * change links (confirm, undo). Only POSTs: that is how §7 makes them. Also the public parcel lookup (#26): a
 * tracking number is the only key to it, so guessing numbers is limited like guessing passwords. And (#27) the
 * public forwarding calculator and a create-order link's view: anyone may call them, so a bot is slowed the same way.
 * And (#28) reserving a phone: a guest needs only an e-mail, so a bot making up addresses could otherwise hold the
 * whole stock of a model for the payment window.
 */
export function isRateLimitedAuthRoute(method: string | string[], url: string): boolean {
  const methods = Array.isArray(method) ? method : [method];
  if (!methods.includes('POST')) return false;
  return (
    url === '/api/auth/login' ||
    url === '/api/auth/update-contact-info' ||
    url === '/api/tracking/get' ||
    url === '/api/forwarding/calculate' ||
    url === '/api/create-order/get' ||
    url === '/api/reservations/create' ||
    // #28: a guest names an order by its number and e-mail to claim on it (guessing pairs is slowed the same way).
    url === '/api/claims/order' ||
    url === '/api/claims/create' ||
    url.startsWith('/api/auth/register') ||
    url.startsWith('/api/auth/email-change/') ||
    /^\/api\/auth\/[^/]*password/.test(url)
  );
}
