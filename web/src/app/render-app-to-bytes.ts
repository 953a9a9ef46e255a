import { randomBytes } from 'node:crypto';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { collectKeptHtml } from '@/lib/kept-html';

// The server render of the whole app to UTF-8 bytes, in two ways that give the same document:
// - renderAppOnce: React's synchronous string renderer, one pass. React's Node stream renderer encodes its output
//   as it goes, a TextEncoder call for each of the thousands of small pieces a page is made of (a tag, an
//   attribute); the string renderer joins the pieces as strings and the page is encoded once at the end (one
//   whole-page string made and dropped, cheaper by far than the encoder calls). On the 48-card category page that
//   is about a tenth of the bff's CPU per uncached render (measured, alternating builds). It cannot wait:
//   anything that suspends is left to the browser, so such a render is not used. Kept HTML (the product cards) is
//   joined as bytes after the render rather than inside React's string (lib/kept-html.ts says why).
// - renderAppWhenReady: the stream renderer, once everything is ready; for a render that had to wait.

/** A document whose root is <html>: the stream renderer writes its doctype itself, the string renderer does not. */
const DOCTYPE = Buffer.from('<!DOCTYPE html>');
/**
 * The start of a kept-HTML marker, which no page content can write: its token is drawn when the server starts and
 * never leaves the process (every marker is replaced before the page is sent).
 */
const KEPT_MARKER = `<!--kept-${randomBytes(12).toString('hex')}-`;
const KEPT_MARKER_BYTES = Buffer.from(KEPT_MARKER);

/**
 * The app rendered in one synchronous pass, as bytes; null when some part of it suspended (or failed) and was
 * left to the browser, which the string renderer marks with a client-render boundary (`<!--$!-->`), or when the
 * shell itself suspended, which it throws. The caller then renders the page again with renderAppWhenReady. Page
 * text cannot fake the marker: values are escaped (`<` as `&lt;`), and the one raw HTML a page carries, a content
 * body, is sanitised by the shop, which drops comments. Were it ever faked, the page would only be rendered twice.
 */
export function renderAppOnce(app: ReactNode): Uint8Array | null {
  let rendered: { result: string; pieces: Uint8Array[] };
  try {
    rendered = collectKeptHtml(KEPT_MARKER, () => renderToString(app));
  } catch {
    return null;
  }
  const html = rendered.result;
  if (html.includes('<!--$!-->')) return null;
  // Joined as bytes: the doctype joined to the page as a string would copy the whole page once more.
  const parts: Uint8Array[] = html.startsWith('<html') ? [DOCTYPE] : [];
  spliceKeptPieces(Buffer.from(html, 'utf8'), KEPT_MARKER_BYTES, rendered.pieces, parts);
  return Buffer.concat(parts);
}

const MARKER_END = Buffer.from('-->');

/** The page's bytes into `parts`, each kept-HTML marker (`${prefix}${index}-->`) replaced by its piece. */
function spliceKeptPieces(page: Buffer, prefix: Buffer, pieces: Uint8Array[], parts: Uint8Array[]): void {
  let from = 0;
  for (let at = pieces.length > 0 ? page.indexOf(prefix) : -1; at !== -1; at = page.indexOf(prefix, from)) {
    const end = page.indexOf(MARKER_END, at + prefix.length);
    const index = end === -1 ? '' : page.toString('latin1', at + prefix.length, end);
    const piece = /^\d+$/.test(index) ? pieces[Number(index)] : undefined;
    if (!piece) throw new Error('a kept-HTML marker without its piece');
    parts.push(page.subarray(from, at), piece);
    from = end + MARKER_END.length;
  }
  parts.push(from === 0 ? page : page.subarray(from));
}

/**
 * The whole app rendered once everything is ready, as UTF-8 bytes: React's Node stream renderer waits for what
 * suspends (a query the route's loader did not prefetch) and encodes as it goes, in 2 KB pieces.
 */
export function renderAppWhenReady(app: ReactNode): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const encoder = new TextEncoder();
    // What React's pipe needs of a Node Writable: it never waits, as nothing here is slow to take bytes. React
    // hands over long strings (a product card's HTML) as they are, and everything else already encoded.
    const sink = {
      write(chunk: Uint8Array | string) {
        chunks.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        return true;
      },
      end() {
        resolve(Buffer.concat(chunks));
      },
      on() {
        return sink;
      },
      // A render that failed after it started flowing (React calls this instead of end).
      destroy(error: unknown) {
        reject(error);
      },
    };
    const { pipe } = renderToPipeableStream(app, {
      // As renderToString does: every boundary in place, none sent apart to be swapped in by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink as unknown as NodeJS.WritableStream),
      onShellError: reject,
    });
  });
}

/**
 * A stream's bytes in one buffer (the router's merge of the rendered page with its closing scripts): the pieces
 * joined once. Node's stream/consumers buffer() goes through a Blob, which copies the page into it and out again.
 */
export async function readAllBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value);
  return pieces.length === 1 && pieces[0] ? pieces[0] : Buffer.concat(pieces);
}
