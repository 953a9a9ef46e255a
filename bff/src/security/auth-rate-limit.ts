/**
 * The calls a password guesser or a sign-up bot hammers: login, every register step and every password call
 * (request-password-reset, password-reset, change-password). Only POSTs: that is how §7 makes them.
 */
export function isRateLimitedAuthRoute(method: string | string[], url: string): boolean {
  const methods = Array.isArray(method) ? method : [method];
  if (!methods.includes('POST')) return false;
  return (
    url === '/api/auth/login' ||
    url.startsWith('/api/auth/register') ||
    /^\/api\/auth\/[^/]*password/.test(url)
  );
}
