import { UTM_PARAMS, UTM_VALUE_MAX_LENGTH, type UtmParam } from '../constants.js';
import { hasControlCharacter } from './control-characters.js';

type QueryValue = string | readonly string[] | null | undefined;

/**
 * The utm_* parameters found in a query (first value of a repeated key, trimmed, non-empty, at most 200
 * characters, no control character), or null when there are none: §7 posts only "the utm_* parameters found".
 * A value the contract's utm body would refuse (e.g. with a NUL) is left out here at the edge, so the page
 * neither keeps it in a cookie nor posts it; the page itself is served as usual.
 */
export function pickUtmParams(
  query: URLSearchParams | Readonly<Record<string, unknown>>,
): Partial<Record<UtmParam, string>> | null {
  const found: Partial<Record<UtmParam, string>> = {};
  for (const key of UTM_PARAMS) {
    const raw =
      query instanceof URLSearchParams
        ? query.get(key)
        : (query[key] as QueryValue | Record<string, unknown>);
    const first = Array.isArray(raw) ? raw[0] : raw;
    if (typeof first !== 'string') continue;
    const value = first.trim();
    const kept = value !== '' && value.length <= UTM_VALUE_MAX_LENGTH && !hasControlCharacter(value);
    if (kept) found[key] = value;
  }
  return Object.keys(found).length > 0 ? found : null;
}
