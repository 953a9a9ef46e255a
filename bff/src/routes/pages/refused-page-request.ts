import {
  answerConnectionRefusal,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  pageLanguage,
} from '@storefront/shared-types';
import { tooManyCookiesPage } from './fallback-pages.js';
import { acceptsHtml, isApiPath } from './page-url.js';

/**
 * What Fastify's clientErrorHandler is given: the parser's error and the socket. Node puts the bytes it had on the
 * error as a Buffer (Fastify's type describes the buffer's JSON form), so it is checked before it is read.
 */
type ParserError = Error & { code?: unknown; rawPacket?: unknown };
type RefusedSocket = Parameters<typeof answerConnectionRefusal>[1];

/** How much of the refused bytes is read for the request line and Accept: a browser sends both before its cookies. */
const HEAD_SCAN_BYTES = 16 * 1024;
const REQUEST_LINE = /(?:^|\r\n)([A-Z]+) (\/[^ \r\n]*) HTTP\/1\.[01]\r\n/g;
/** The refused request's Accept header line, its value captured. */
const ACCEPT_LINE = /\r\naccept:([^\r\n]*)/i;

/** A browser's page navigation, as far as the refused bytes show it. */
export interface RefusedPage {
  method: 'GET' | 'HEAD';
  path: string;
}

/**
 * The refused request when it is a browser's page navigation (GET or HEAD of a page, taking HTML), read from the
 * bytes the parser had; null for anything else: an API call, a client that takes JSON, or bytes that do not hold
 * the request's line. Those bytes are only what the parser was given last: a request's head arriving over several
 * reads (its first ~14 KB in one flight, the rest a round trip later) shows only its end, and is answered in the
 * one error shape as before. On a connection's later requests, or behind a proxy on the same network, the head
 * usually arrives whole. Where a kept-alive connection carried a request before, the refused one is the last.
 */
export function refusedPage(rawPacket: unknown): RefusedPage | null {
  if (!Buffer.isBuffer(rawPacket)) return null;
  const head = rawPacket.subarray(0, HEAD_SCAN_BYTES).toString('latin1');
  const lines = [...head.matchAll(REQUEST_LINE)];
  const last = lines.at(-1);
  if (last === undefined) return null;
  const method = last[1];
  if (method !== 'GET' && method !== 'HEAD') return null;
  const path = (last[2] ?? '/').split('?')[0] ?? '/';
  // The refused request's own Accept: the headers after its request line.
  const accept = ACCEPT_LINE.exec(head.slice(last.index))?.[1];
  return !isApiPath(path) && acceptsHtml({ accept }) ? { method, path } : null;
}

/**
 * The bff's clientErrorHandler: a browser's page whose headers are too large (its cookies, nearly always) gets a
 * page saying so, in the path's language; everything else the parser refuses is answered in the one error shape.
 */
export function answerRefusedRequest(error: ParserError, socket: RefusedSocket): void {
  const page = error.code === 'HPE_HEADER_OVERFLOW' ? refusedPage(error.rawPacket) : null;
  if (page === null || socket.destroyed || !socket.writable) {
    answerConnectionRefusal(error, socket);
    return;
  }
  const body = tooManyCookiesPage(pageLanguage(page.path, LANGUAGE_CODES, DEFAULT_LANGUAGE));
  socket.write(
    [
      'HTTP/1.1 431 Request Header Fields Too Large',
      'Content-Type: text/html; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      // The page has no script, style sheet or image: nothing may load.
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      page.method === 'HEAD' ? '' : body,
    ].join('\r\n'),
  );
  socket.destroy(error);
}
