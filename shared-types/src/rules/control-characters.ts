// Control characters (C0 incl. tab, CR, LF and NUL; DEL; C1) have no place in a campaign tag, a session token or
// an HTTP header value: in a header they split it (CR/LF), PostgreSQL refuses NUL in text, and a browser drops
// tab and newline from a URL before resolving it. One test for all of them, so every edge refuses the same set.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** True when the text contains any control character (Unicode general category Cc). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

const CONTROL_CHARACTERS = /\p{Cc}+/gu;

/**
 * Text from a URL a person typed or pasted (a search box's text): each run of control characters becomes one
 * space, so `a%00b` searches "a b" instead of failing, and the API never sees what it refuses.
 */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ');
}
