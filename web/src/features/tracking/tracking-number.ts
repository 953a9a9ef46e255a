/**
 * The longest text the form passes on. The contract's own bound (TRACKING_NUMBER_MAX_LENGTH) lives beside its
 * schemas, whose module would bring zod into the page; the shop refuses a longer number anyway, which the page
 * shows as an unknown parcel. This only keeps a pasted paragraph out of the URL.
 */
export const TRACKING_INPUT_MAX = 64;

/**
 * A tracking or order number as typed, ready to ask for: spaces a carrier prints (or a paste brings) left out,
 * letters upper-cased (order numbers are case-insensitive, carriers print theirs in capitals); null when what is
 * left is not letters, digits and dashes, or too long. It becomes a path segment.
 */
export function normalizeTrackingNumber(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const number = value.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9-]+$/.test(number) && number.length <= TRACKING_INPUT_MAX ? number : null;
}

/** validateSearch of /tracking: the form's `?number=` (the form is sent without JavaScript too). */
export function parseTrackingSearch(search: Record<string, unknown>): { number?: string | undefined } {
  const raw = typeof search.number === 'number' ? String(search.number) : search.number;
  const number = typeof raw === 'string' ? raw.trim().slice(0, 200) : undefined;
  return { number: number || undefined };
}
