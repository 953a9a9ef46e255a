import { describe, expect, it } from 'vitest';
import {
  ensureLocalePrefix,
  getLocalePrefix,
  hasLocalePrefix,
  isSupportedLanguage,
  pageLanguage,
  stripLocalePrefix,
  switchLocale,
  withLocalePrefix,
} from '../../src/rules/locale-prefix.js';

describe('hasLocalePrefix (§2: slash, two letters, then end or slash)', () => {
  it.each([
    ['/en', true],
    ['/en/', true],
    ['/lt/cart', true],
    ['/xx/p/a/b', true],
    ['/EN/cart', true],
    ['/en?s=1', true],
    ['/en#top', true],
    ['/', false],
    ['', false],
    ['/pro', false],
    ['/c/phones', false],
    ['/e1/cart', false],
    ['/enx', false],
  ])('%s → %s', (path, expected) => {
    expect(hasLocalePrefix(path)).toBe(expected);
  });
});

describe('getLocalePrefix', () => {
  it('returns the lowercase prefix, known or not, or null', () => {
    expect(getLocalePrefix('/lv/cart')).toBe('lv');
    expect(getLocalePrefix('/EE')).toBe('ee');
    expect(getLocalePrefix('/xx/a')).toBe('xx');
    expect(getLocalePrefix('/cart')).toBeNull();
  });
});

describe('stripLocalePrefix / withLocalePrefix / switchLocale', () => {
  it('strips the prefix and keeps query and hash', () => {
    expect(stripLocalePrefix('/en/c/phones/apple?s=x#top')).toBe('/c/phones/apple?s=x#top');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/en?x=1')).toBe('/?x=1');
    expect(stripLocalePrefix('/cart')).toBe('/cart');
  });

  it('adds or replaces the prefix', () => {
    expect(withLocalePrefix('/cart', 'lv')).toBe('/lv/cart');
    expect(withLocalePrefix('/', 'lv')).toBe('/lv');
    expect(withLocalePrefix('/en/cart', 'lv')).toBe('/lv/cart');
  });

  it('switches language keeping the rest of the path, the query and the hash', () => {
    expect(switchLocale('/en/p/phones/iphone-15?productVariant=2#specs', 'ee')).toBe(
      '/ee/p/phones/iphone-15?productVariant=2#specs',
    );
    expect(switchLocale('/search?s=tv', 'lt')).toBe('/lt/search?s=tv');
  });
});

describe('ensureLocalePrefix (the guard)', () => {
  it('leaves a supported prefix alone', () => {
    expect(ensureLocalePrefix('/lv/cart', 'en')).toBe('/lv/cart');
    expect(ensureLocalePrefix('/en', 'lt')).toBe('/en');
  });

  it('lowercases a supported prefix written in capitals', () => {
    expect(ensureLocalePrefix('/EN/cart', 'lt')).toBe('/en/cart');
  });

  it('replaces an unknown prefix by the current language', () => {
    expect(ensureLocalePrefix('/xx/cart?a=1', 'lv')).toBe('/lv/cart?a=1');
    expect(ensureLocalePrefix('/ru', 'ee')).toBe('/ee');
  });

  it('falls back to the default language (lt) when the current one is missing or unsupported', () => {
    expect(ensureLocalePrefix('/xx/cart', null)).toBe('/lt/cart');
    expect(ensureLocalePrefix('/xx/cart', 'de')).toBe('/lt/cart');
  });

  it('adds a prefix when there is none', () => {
    expect(ensureLocalePrefix('/cart', 'en')).toBe('/en/cart');
    expect(ensureLocalePrefix('/', 'en')).toBe('/en');
    expect(ensureLocalePrefix('/pro#top', undefined)).toBe('/lt/pro#top');
  });

  it('honours a custom list of supported languages (a variant with fewer languages)', () => {
    expect(ensureLocalePrefix('/lv/cart', 'en', ['en', 'lt'])).toBe('/en/cart');
  });
});

describe('isSupportedLanguage', () => {
  it('knows the four languages only', () => {
    expect(isSupportedLanguage('ee')).toBe(true);
    expect(isSupportedLanguage('et')).toBe(false);
    expect(isSupportedLanguage(null)).toBe(false);
  });
});

describe('pageLanguage (one rule for the bff, the router, loaders and heads)', () => {
  const lt = ['lt', 'en'] as const;
  it("is the path's prefix when the site offers it, in any case, whatever follows it", () => {
    expect(pageLanguage('/en/c/phones?page=2', lt, 'lt')).toBe('en');
    expect(pageLanguage('/EN', lt, 'lt')).toBe('en');
  });
  it('is the fallback for no prefix, an unknown one, or a language the site does not offer', () => {
    expect(pageLanguage('/c/phones', lt, 'lt')).toBe('lt');
    expect(pageLanguage('/xx/c/phones', lt, 'lt')).toBe('lt');
    expect(pageLanguage('/lv/c/phones', lt, 'en')).toBe('en');
    expect(pageLanguage('/english', lt, 'lt')).toBe('lt');
  });
});
