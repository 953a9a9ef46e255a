const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * Text or an attribute value made safe inside HTML written as a string (the bff's own pages and head tags, the
 * sitemap, the web's product cards; what React does for what it renders): the five characters that could end a
 * double- or single-quoted attribute, open a tag or start an entity.
 */
export function escapeHtml(value: string | number): string {
  const text = String(value);
  // Most texts (names, prices, paths) have none of them: a test is cheaper than a replace that calls back.
  return UNSAFE.test(text) ? text.replace(UNSAFE_ALL, (character) => ESCAPES[character] ?? character) : text;
}

const UNSAFE = /[&<>"']/;
const UNSAFE_ALL = /[&<>"']/g;
