/** §8: a key missing from the resources falls back to the key itself. */
export function translate(resources: Readonly<Record<string, string>>, key: string): string {
  const text = resources[key];
  return text === undefined || text === '' ? key : text;
}

/** §4: with the translation-key toggler on, text shows as `(key): text`. */
export function translateWithKey(resources: Readonly<Record<string, string>>, key: string): string {
  return `(${key}): ${translate(resources, key)}`;
}

/** §6: translation-key viewing is granted only when the server answered exactly true. */
export function isTranslationViewingAllowed(answer: unknown): boolean {
  return answer === true;
}

/** Fills `{name}` placeholders (e.g. the `{host}` of the url form message); unknown names stay as written. */
export function interpolate(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
