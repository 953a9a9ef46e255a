import { expect, test } from 'vitest';
import { refusedPage } from '../../../src/routes/pages/refused-page-request.js';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const HTML = 'Accept: text/html,*/*;q=0.8';

test.each([
  [`GET /lv/cart?x=1 HTTP/1.1\r\nHost: a\r\n${HTML}\r\nCookie: x`, { method: 'GET', path: '/lv/cart' }],
  [`HEAD / HTTP/1.0\r\n${HTML}\r\n`, { method: 'HEAD', path: '/' }],
  // A kept-alive connection's earlier request in the same bytes: the refused request is the last one.
  [
    `GET /lt HTTP/1.1\r\n${HTML}\r\n\r\nGET /api/cart HTTP/1.1\r\nAccept: application/json\r\nCookie: x`,
    null,
  ],
  [
    `GET /api/cart HTTP/1.1\r\nAccept: json\r\n\r\nGET /en HTTP/1.1\r\n${HTML}\r\nCookie: x`,
    { method: 'GET', path: '/en' },
  ],
  // Not a browser's page: an API path, no HTML taken, another method, not the request's start, not HTTP.
  [`GET /api/cart HTTP/1.1\r\n${HTML}\r\n`, null],
  ['GET /lv/cart HTTP/1.1\r\nAccept: application/json\r\nCookie: x', null],
  [`POST /lv/cart HTTP/1.1\r\n${HTML}\r\n`, null],
  [`ookie: aaaa\r\n${HTML}\r\n`, null],
  ['\u0000\u0001', null],
])('%j: %j', (raw, page) => {
  expect(refusedPage(bytes(raw))).toEqual(page);
});

test('no bytes, or bytes in a form other than a Buffer, are no page', () => {
  expect(refusedPage(undefined)).toBeNull();
  expect(refusedPage({ type: 'Buffer', data: [71, 69, 84] })).toBeNull();
});
