import type { Variant } from '../../variants/variant.js';
import { escapeHtml } from '../pages/html.js';
import { type Alternate, alternates, localisedUrl } from '../pages/page-url.js';

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

/** A sitemap part: one <url> per site path (`/c/phones`), on the variant's canonical origin. */
export function urlSetXml(variant: Variant, paths: string[]): string {
  const withAlternates = variant.languages.length > 1;
  const link = (alt: Alternate) =>
    `<xhtml:link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}"/>`;
  const entries = paths.map((path) => {
    const loc = `<loc>${escapeHtml(localisedUrl(variant, path, variant.defaultLanguage))}</loc>`;
    return withAlternates
      ? `  <url>${loc}${alternates(variant, path).map(link).join('')}</url>`
      : `  <url>${loc}</url>`;
  });
  const namespaces = withAlternates
    ? 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  return `${XML_HEAD}<urlset ${namespaces}>\n${entries.join('\n')}\n</urlset>\n`;
}
