/**
 * A `redirect` query value is followed only when it is a path on this site: `//evil.example` or
 * `https://evil.example` fall back, so a crafted link cannot send a visitor elsewhere.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}
