import { hasControlCharacter } from './control-characters.js';

// Where a redirect may send a visitor: a path on this site, never another origin. The web's `?redirect=` after
// sign-in and the bff's guard redirects (Location) both go through this one rule.
//
// A browser's URL parser is more forgiving than a `startsWith('//')` test: it drops tab, CR and LF anywhere
// (`/\t/evil.com` is `//evil.com`), treats `\` as `/` (`/\evil.com`), and a router or a second redirect may decode
// `%2F`, `%5C` or `%09` into those. So the path part must stay a single-slash path however often it is decoded.

/** How many rounds of decoding are followed; a link still changing after that is junk, not a shop's own. */
const MAX_DECODES = 4;

/** %XX escapes of ASCII decoded once; others kept (only ASCII `/`, `\` and controls can take a path off-site). */
const decodeAsciiOnce = (text: string): string =>
  text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The path part (before `?` or `#`), in every decoded form: starts with one `/`, no `\`, no control character. */
function staysOnSite(path: string): boolean {
  let current = path;
  for (let round = 0; round <= MAX_DECODES; round += 1) {
    if (!current.startsWith('/') || current.startsWith('//') || current.includes('\\')) return false;
    if (hasControlCharacter(current)) return false;
    const decoded = decodeAsciiOnce(current);
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

const PROBE_ORIGIN = 'https://on-site.invalid';

/**
 * `value` when it is a path on this site as a browser resolves it (`/lt/cart?x=1#top`), else undefined:
 * other origins, protocol-relative and backslash forms, tabs or newlines anywhere, and their percent-encoded
 * variants are all refused. The query and fragment may carry encoded slashes (`?redirect=%2Flt%2Faccount`).
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || hasControlCharacter(value) || value.includes('\\')) return undefined;
  const end = value.search(/[?#]/);
  if (!staysOnSite(end === -1 ? value : value.slice(0, end))) return undefined;
  // Last, what a URL parser itself makes of it against an origin of ours.
  try {
    return new URL(value, `${PROBE_ORIGIN}/`).origin === PROBE_ORIGIN ? value : undefined;
  } catch {
    return undefined;
  }
}
