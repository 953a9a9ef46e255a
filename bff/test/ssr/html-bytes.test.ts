import { describe, expect, test } from 'vitest';
import { asBuffer, insertAt, withoutAll } from '../../src/ssr/html-bytes.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe("editing a page's bytes", () => {
  test('inserts UTF-8 text at a byte offset, after multi-byte letters', () => {
    const page = bytes('<p>ąčę</p><i>');
    const at = asBuffer(page).indexOf('<i>');
    expect(insertAt(page, at, '<b>ž</b>').toString('utf8')).toBe('<p>ąčę</p><b>ž</b><i>');
  });

  test('a view into a larger buffer is read at its own offset, not copied', () => {
    const whole = bytes('xx<p>a</p>yy');
    const view = whole.subarray(2, 10);
    const buffer = asBuffer(view);
    expect(buffer.toString('utf8')).toBe('<p>a</p>');
    expect(buffer.buffer).toBe(whole.buffer);
    expect(insertAt(view, 3, '!').toString('utf8')).toBe('<p>!a</p>');
  });

  test('nothing to insert leaves the page as it is', () => {
    const page = bytes('<p>a</p>');
    expect(insertAt(page, 2, '').toString('utf8')).toBe('<p>a</p>');
  });

  test('takes every occurrence of a run of bytes out, multi-byte text around it kept', () => {
    const page = bytes('<a n="x">ą</a><b n="x">č</b>');
    expect(withoutAll(page, ' n="x"').toString('utf8')).toBe('<a>ą</a><b>č</b>');
    const none = asBuffer(bytes('<p>a</p>'));
    expect(withoutAll(none, ' n="x"')).toBe(none);
  });
});
