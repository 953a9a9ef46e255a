import {
  answerConnectionRefusal,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  pageLanguage,
} from '@storefront/shared-types';
import { tooManyCookiesPage } from './fallback-pages.js';
import { isApiPath, PAGE_METHODS } from './page-url.js';

/**
 * What Fastify's clientErrorHandler is given: the parser's error and the socket. Node puts the bytes it had on the
 * error as a Buffer (Fastify's type describes the buffer's JSON form), so it is checked before it is read.
 */
type ParserError = Error & { code?: unknown; rawPacket?: unknown };
type RefusedSocket = Parameters<typeof answerConnectionRefusal>[1];

/** How much of the refused bytes is read for the request line and Accept: a browser sends both before its cookies. */
const HEAD_SCAN_BYTES = 8 * 1024;
const REQUEST_LINE = /^([A-Z]+) (\/[^ \r\n]*) HTTP\/1\.[01]\r\n/;
const ACCEPTS_HTML = /\r\naccept:[^\r\n]*text\/html/i;

/**
 * The page path of a refused request when it is a browser's navigation (GET or HEAD of a page, taking HTML), read
 * from the bytes the parser had; null for anything else (an API call, a client that takes JSON, or bytes that do
 * not start with the request line: a header arriving in several reads is only partly there).
 */
export function refusedPagePath(rawPacket: unknown): string | null {
  if (!Buffer.isBuffer(rawPacket)) return null;
  const head = rawPacket.subarray(0, HEAD_SCAN_BYTES).toString('latin1');
  const line = REQUEST_LINE.exec(head);
  if (line === null || !PAGE_METHODS.includes(line[1] ?? '')) return null;
  const path = (line[2] ?? '/').split('?')[0] ?? '/';
  return !isApiPath(path) && ACCEPTS_HTML.test(head) ? path : null;
}

/**
 * The bff's clientErrorHandler: a browser's page whose headers are too large (its cookies, nearly always) gets a
 * page saying so, in the path's language; everything else the parser refuses is answered in the one error shape.
 */
export function answerRefusedRequest(error: ParserError, socket: RefusedSocket): void {
  const path = error.code === 'HPE_HEADER_OVERFLOW' ? refusedPagePath(error.rawPacket) : null;
  if (path === null || socket.destroyed || !socket.writable) {
    answerConnectionRefusal(error, socket);
    return;
  }
  const body = tooManyCookiesPage(pageLanguage(path, LANGUAGE_CODES, DEFAULT_LANGUAGE));
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
      body,
    ].join('\r\n'),
  );
  socket.destroy(error);
}
