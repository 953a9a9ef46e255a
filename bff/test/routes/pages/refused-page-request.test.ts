import { expect, test } from 'vitest';
import { refusedPagePath } from '../../../src/routes/pages/refused-page-request.js';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const HTML = 'Accept: text/html,*/*;q=0.8';

test.each([
  [`GET /lv/cart?x=1 HTTP/1.1\r\nHost: a\r\n${HTML}\r\nCookie: x`, '/lv/cart'],
  [`HEAD / HTTP/1.0\r\n${HTML}\r\n`, '/'],
  // Not a browser's page: an API path, no HTML taken, another method, not the request's start, not HTTP.
  [`GET /api/cart HTTP/1.1\r\n${HTML}\r\n`, null],
  ['GET /lv/cart HTTP/1.1\r\nAccept: application/json\r\nCookie: x', null],
  [`POST /lv/cart HTTP/1.1\r\n${HTML}\r\n`, null],
  [`ookie: aaaa\r\n${HTML}\r\n`, null],
  ['\u0000\u0001', null],
])('%j: the page path %s', (raw, path) => {
  expect(refusedPagePath(bytes(raw))).toBe(path);
});

test('no bytes, or bytes in a form other than a Buffer, are no page', () => {
  expect(refusedPagePath(undefined)).toBeNull();
  expect(refusedPagePath({ type: 'Buffer', data: [71, 69, 84] })).toBeNull();
});
