/**
 * JSON that is safe inside an HTML <script> element: `<`, `>` and `&` escaped (no `</script>` or comment can
 * close it early) and the two line separators JavaScript once rejected in strings.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Each object's inlineJson, kept while the object lives (objects a cache hands out unchanged, page after page). */
const keptJson = new WeakMap<object, string>();

/**
 * inlineJson of an object whose named members are objects shared from page to page and never changed (the bff's
 * cached translations and store config): those members are serialised once and their text reused, the rest each
 * time. The result is the same text as inlineJson(value). The translations alone are ~60 KB of every page's
 * bootstrap, which was stringified and escaped again for every render.
 */
export function inlineJsonSharing<T extends object>(value: T, shared: readonly (keyof T & string)[]): string {
  const members: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined || typeof member === 'function') continue;
    let json: string | undefined;
    if (shared.includes(key as keyof T & string) && typeof member === 'object' && member !== null) {
      json = keptJson.get(member);
      if (json === undefined) {
        json = inlineJson(member);
        keptJson.set(member, json);
      }
    } else json = inlineJson(member);
    members.push(`${inlineJson(key)}:${json}`);
  }
  return `{${members.join(',')}}`;
}
