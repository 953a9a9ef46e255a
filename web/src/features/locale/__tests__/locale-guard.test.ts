import { describe, expect, it } from 'vitest';
import { localeRedirectTarget } from '../locale-guard';

const lt = { current: 'lt', supported: ['lt', 'en'], defaultLanguage: 'lt' };

describe('localeRedirectTarget', () => {
  it('adds the current language to a path without a prefix', () => {
    expect(localeRedirectTarget({ ...lt, pathname: '/' })).toBe('/lt');
    expect(localeRedirectTarget({ ...lt, pathname: '/cart' })).toBe('/lt/cart');
    expect(localeRedirectTarget({ ...lt, pathname: '/c/phones/apple' })).toBe('/lt/c/phones/apple');
  });

  it('replaces an unknown two-letter prefix and keeps the rest of the path', () => {
    expect(localeRedirectTarget({ ...lt, pathname: '/xx/cart' })).toBe('/lt/cart');
    // lv is a real language but not one of this variant's.
    expect(localeRedirectTarget({ ...lt, pathname: '/lv/faq' })).toBe('/lt/faq');
  });

  it('leaves a path with a supported prefix alone', () => {
    expect(localeRedirectTarget({ ...lt, pathname: '/en/faq' })).toBeNull();
    expect(localeRedirectTarget({ ...lt, pathname: '/lt' })).toBeNull();
  });

  it('treats a longer first segment as no prefix at all', () => {
    expect(localeRedirectTarget({ ...lt, pathname: '/about-us' })).toBe('/lt/about-us');
  });

  it('falls back to the variant default when the current language is not offered', () => {
    expect(localeRedirectTarget({ ...lt, current: 'ee', pathname: '/cart' })).toBe('/lt/cart');
  });

  it('lets prefix-optional routes (status) stay unprefixed but still fixes an unknown prefix', () => {
    expect(localeRedirectTarget({ ...lt, pathname: '/status', prefixOptional: true })).toBeNull();
    expect(localeRedirectTarget({ ...lt, pathname: '/zz/status', prefixOptional: true })).toBe('/lt/status');
  });
});
