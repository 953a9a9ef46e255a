import { escapeHtml, htmlLang, stripLocalePrefix } from '@storefront/shared-types';
import type { Variant } from '../../variants/variant.js';

// The sitemap protocol's two documents: an index naming the parts, and a part listing page URLs, each URL in
// the variant's default language with its hreflang alternates (xhtml:link) when the variant has several.

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapIndexXml(locations: string[]): string {
  const entries = locations.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A path of URL-safe segments: each segment percent-encoded, `.` and `..` segments (path tricks) refused. */
export function safePath(prefix: string, slug: string): string | null {
  const segments = slug.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return `${prefix}/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * A sitemap part: one <url> per site path (`/c/phones`), on the variant's canonical origin. The paths are ones
 * safePath (or the static list) made, so each URL is the origin plus the prefixed path, built by concatenation:
 * the same URL shared-types withLocalePrefix makes on the canonical origin, without parsing 40,000 URLs per part.
 */
export function urlSetXml(variant: Variant, paths: string[]): string {
  const withAlternates = variant.languages.length > 1;
  // hreflang per language (BCP 47: ee is et) and x-default on the default language.
  const links = [
    ...variant.languages.map((language) => ({ hreflang: htmlLang(language), language })),
    { hreflang: 'x-default', language: variant.defaultLanguage },
  ];
  const escapedOrigin = escapeHtml(variant.canonicalOrigin);
  const entries = paths.map((path) => {
    // withLocalePrefix's rule, with the path's part worked out once for all its languages.
    const stripped = stripLocalePrefix(path);
    const rest = escapeHtml(stripped === '/' ? '' : stripped);
    const href = (language: string) => `${escapedOrigin}/${language}${rest}`;
    const loc = `<loc>${href(variant.defaultLanguage)}</loc>`;
    if (!withAlternates) return `  <url>${loc}</url>`;
    const alternates = links.map(
      (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${href(link.language)}"/>`,
    );
    return `  <url>${loc}${alternates.join('')}</url>`;
  });
  const namespaces = withAlternates
    ? 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  return `${XML_HEAD}<urlset ${namespaces}>\n${entries.join('\n')}\n</urlset>\n`;
}
