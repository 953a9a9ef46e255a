import { escapeHtml } from './html.js';
import type { Alternate } from './page-url.js';

// The server-made part of <head>: everything a crawler or a link preview reads before any script runs.

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  ogImage: string;
  /** og:type: 'website' unless the page is something more specific (a product page is 'product'). */
  ogType?: string | undefined;
  noindex: boolean;
  alternates: Alternate[];
  /** Site-verification meta tags (name → content). */
  verification: { name: string; content: string }[];
  /** Already-rendered integration <script> elements. */
  integrations: string;
  /** An already-rendered JSON-LD <script> (schema.org data of a product page). */
  structuredData?: string | undefined;
  /**
   * Images the first screen shows (the home hero, a listing's first items): fetched alongside the app's code, not
   * after it runs. With a srcset the browser preloads the candidate for its density, the one the <img> will pick.
   */
  preloadImages?: { src: string; srcSet?: string | undefined }[];
}

export function renderHead(tags: HeadTags): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`,
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.canonical),
    meta('property', 'og:type', tags.ogType ?? 'website'),
    meta('property', 'og:image', tags.ogImage),
  ];
  // og:image:secure_url only means something for an https image.
  if (tags.ogImage.startsWith('https://')) lines.push(meta('property', 'og:image:secure_url', tags.ogImage));
  // The same value the web's head sync writes on client navigation.
  if (tags.noindex) lines.push(meta('name', 'robots', 'noindex, nofollow'));
  for (const link of tags.alternates) {
    lines.push(
      `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}" />`,
    );
  }
  for (const { src, srcSet } of tags.preloadImages ?? []) {
    const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : '';
    lines.push(`<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high" />`);
  }
  for (const tag of tags.verification) lines.push(meta('name', tag.name, tag.content));
  if (tags.structuredData) lines.push(tags.structuredData);
  if (tags.integrations) lines.push(tags.integrations);
  return lines.join('\n    ');
}
