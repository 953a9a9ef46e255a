import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../src/rules/safe-redirect.js';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    for (const path of ['/', '/lt/cart', '/lt/cart?a=1#top', '/lt/c/%C5%BEaislai', '/lt/search?q=a%2Fb']) {
      expect(safeRedirectPath(path)).toBe(path);
    }
    // A guard's own redirect carries the page to come back to, encoded, in its query.
    expect(safeRedirectPath('/lt/login?redirect=%2Flt%2Faccount')).toBe('/lt/login?redirect=%2Flt%2Faccount');
  });

  it('refuses other origins and protocol-relative or scheme forms', () => {
    for (const value of [
      '//evil.com',
      'https://evil.com',
      'http:evil.com',
      'javascript:alert(1)',
      'evil.com',
      '',
    ]) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
  });

  it('refuses tab, CR, LF and NUL anywhere: a browser drops tab and newline, so /\\t/evil.com is //evil.com', () => {
    for (const value of [
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r\n/evil.com',
      '\t//evil.com',
      '/lt\0',
      '/lt?x=\n',
    ]) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
  });

  it('refuses a backslash anywhere (a browser reads it as a slash)', () => {
    for (const value of ['/\\evil.com', '\\/evil.com', '/lt\\..\\\\evil.com', '/lt?x=\\']) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
  });

  it('refuses the percent-encoded forms of all of these in the path, however often encoded', () => {
    for (const value of [
      '/%2F/evil.com',
      '/%2fevil.com',
      '/%5Cevil.com',
      '/%09/evil.com',
      '/%0A/evil.com',
      '/%00',
    ]) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
    expect(safeRedirectPath('/%252F/evil.com')).toBeUndefined();
    expect(safeRedirectPath('/%25252F%25252Fevil.com')).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, ['/lt'], { toString: () => '/lt' }]) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
  });
});
