/** Reads one cookie the browser can see (httpOnly ones, like the session, never show up here). */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

// Cookie Store API is not in Safari < 18.4 (or jsdom); document.cookie works everywhere.
// Without `maxAgeSeconds` it is a session cookie: the browser forgets it when it closes.
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${maxAge}; SameSite=Lax${secure}`;
}
