/**
 * `?token=` of an order's link (its page, paying it): the signed token that lets a visitor who is not the owner (a
 * guest, signed out, on any of the site's hosts) see and pay that one order. Kept as text of the token's alphabet
 * and length; the shop checks the signature.
 */
export function orderTokenSearch(search: Record<string, unknown>): { token?: string | undefined } {
  const { token } = search;
  return { token: typeof token === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : undefined };
}
