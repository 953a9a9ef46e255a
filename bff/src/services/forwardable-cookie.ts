import { CART_COOKIE, SESSION_COOKIE } from '@storefront/shared-types';

/**
 * §7 store-config forwards the browser's cookies. Our own signed session and cart cookies are not among them: the
 * shop gets their tokens in headers, and the signed values mean nothing to it.
 */
export function forwardableCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const kept = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter(
      (part) => part !== '' && !part.startsWith(`${SESSION_COOKIE}=`) && !part.startsWith(`${CART_COOKIE}=`),
    );
  return kept.length > 0 ? kept.join('; ') : undefined;
}
