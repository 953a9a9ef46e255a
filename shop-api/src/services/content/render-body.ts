import type { TocEntry } from '@storefront/shared-types';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// A stored body (Markdown or HTML, written by whoever edits the content) becomes the HTML a page shows: Markdown
// is converted, then everything goes through sanitize-html with an allow-list, so a <script>, an event handler
// (onerror, onclick), a javascript: link, a style or an iframe never reaches a page. The page's own <h1> is its
// title, so a body's h1 becomes an h2; h2 and h3 get ids for the table of contents.

export type BodyFormat = 'markdown' | 'html';

const marked = new Marked({ gfm: true, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'dl',
    'dt',
    'dd',
  ],
  // No id, class or style: a body cannot clobber the page's own elements or restyle it.
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Images only from the site itself (the /img resizer or its assets) or https: never data: or http.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    // A link off the site tells the target nothing about the page it came from.
    a: (tagName, attribs) => {
      const { rel: _stored, ...rest } = attribs;
      const external = /^https?:\/\//i.test(rest.href ?? '');
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
  },
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of an HTML fragment the sanitiser wrote (tags dropped, its few entities decoded). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An anchor from a heading's text: ASCII letters and digits (diacritics dropped: š → s), dashes between words. */
export function anchorOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The sanitised HTML of a body and the table of contents of its h2/h3 headings (each given a unique id). */
export function renderBody(source: string, format: BodyFormat): { html: string; toc: TocEntry[] } {
  const raw = format === 'markdown' ? (marked.parse(source) as string) : source;
  const clean = sanitizeHtml(raw, SANITIZE);
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const html = clean.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    const text = textOf(inner);
    const base = `section-${anchorOf(text) || toc.length + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    toc.push({ id, text, level: level === '2' ? 2 : 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html, toc };
}

/** Plain text of a body (the description of a post or a FAQPage answer's text), cut to `max` characters. */
export function plainText(html: string, max = Number.POSITIVE_INFINITY): string {
  const text = textOf(html);
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
