import { FORWARDING_TEXT_LIMITS } from '../constants.js';
import { hasControlCharacter } from './control-characters.js';

/**
 * A product link a shopper may give a quote (#27): an absolute http(s) URL with a host, within the length cap and
 * without control characters or spaces. The shop stores it as text and never fetches it (no SSRF surface), so
 * nothing about the host is resolved or checked here beyond its shape.
 */
export function isProductUrl(text: string): boolean {
  if (text.length === 0 || text.length > FORWARDING_TEXT_LIMITS.url) return false;
  if (hasControlCharacter(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
