/**
 * A key for one order or payment attempt (the contract's idempotency key: letters, digits, - and _): 32 random
 * hex digits. getRandomValues, unlike randomUUID, also works on a page served over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
