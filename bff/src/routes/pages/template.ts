import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from './html.js';

// The web build's index.html, compiled once into pieces so a page is a join: the <html> tag gets lang and the
// variant's data attributes, <!--ssr-head-->, <!--ssr-first-paint--> and <!--ssr-bootstrap--> get the
// server-made parts, and every <script> gets the response's CSP nonce.

export const HEAD_MARKER = '<!--ssr-head-->';
export const FIRST_PAINT_MARKER = '<!--ssr-first-paint-->';
export const BOOTSTRAP_MARKER = '<!--ssr-bootstrap-->';

/** Served until the web app is built: the same markers, so the head and bootstrap are still there to test. */
export const PLACEHOLDER_HTML = `<!doctype html>
<html lang="lt">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${HEAD_MARKER}
  </head>
  <body>
    <main id="root">
      <h1>The storefront is starting</h1>
      <p>The web app has not been built yet. Run <code>npm run build --workspace web</code>, then reload.</p>
    </main>
    ${BOOTSTRAP_MARKER}
  </body>
</html>
`;

export interface PageParts {
  /** Attributes for <html>, name → value (escaped here). */
  htmlAttributes: Record<string, string>;
  head: string;
  /** What #root shows until the app's first render replaces it (see first-paint.ts); may be empty. */
  firstPaint: string;
  bootstrap: string;
  nonce: string;
}

type Piece = string | { slot: 'html' | 'head' | 'firstPaint' | 'bootstrap' | 'nonce'; keep?: string };

const OWN_HTML_ATTRIBUTES =
  /\s(?:lang|data-variant|data-theme|data-brand)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/gi;

export function compileTemplate(source: string): (parts: PageParts) => string {
  let html = source;
  if (!html.includes(HEAD_MARKER)) html = html.replace(/<\/head>/i, `${HEAD_MARKER}</head>`);
  if (!html.includes(BOOTSTRAP_MARKER)) html = html.replace(/<\/body>/i, `${BOOTSTRAP_MARKER}</body>`);

  const pieces: Piece[] = [];
  const pattern = /<html\b([^>]*)>|<!--ssr-head-->|<!--ssr-first-paint-->|<!--ssr-bootstrap-->|<script\b/gi;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    pieces.push(html.slice(last, match.index));
    const token = match[0];
    if (token.toLowerCase().startsWith('<html')) {
      // Keep the template's other attributes; ours replace any it set itself.
      pieces.push({ slot: 'html', keep: (match[1] ?? '').replace(OWN_HTML_ATTRIBUTES, '') });
    } else if (token === HEAD_MARKER) pieces.push({ slot: 'head' });
    else if (token === FIRST_PAINT_MARKER) pieces.push({ slot: 'firstPaint' });
    else if (token === BOOTSTRAP_MARKER) pieces.push({ slot: 'bootstrap' });
    else pieces.push('<script nonce="', { slot: 'nonce' }, '"');
    last = match.index + token.length;
  }
  pieces.push(html.slice(last));

  return (parts) => {
    let out = '';
    for (const piece of pieces) {
      if (typeof piece === 'string') out += piece;
      else if (piece.slot === 'html') {
        const attributes = Object.entries(parts.htmlAttributes)
          .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
          .join('');
        out += `<html${attributes}${piece.keep ?? ''}>`;
      } else if (piece.slot === 'head') out += parts.head;
      else if (piece.slot === 'firstPaint') out += parts.firstPaint;
      else if (piece.slot === 'bootstrap') out += parts.bootstrap;
      else out += parts.nonce;
    }
    return out;
  };
}

export type RenderPage = (parts: PageParts) => string;

/**
 * The compiled index.html of `webDist`, or the placeholder while it does not exist. Outside production the file
 * is checked on every page (a cheap stat) so a rebuild shows without a restart; in production it is read once.
 */
export function createTemplateSource(
  webDist: string,
  options: { watch: boolean },
): () => Promise<RenderPage> {
  const file = join(webDist, 'index.html');
  const placeholder = compileTemplate(PLACEHOLDER_HTML);
  let cached: { mtimeMs: number; render: RenderPage } | null = null;

  return async () => {
    if (cached && !options.watch) return cached.render;
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return placeholder;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, render: compileTemplate(await readFile(file, 'utf8')) };
    }
    return cached.render;
  };
}
