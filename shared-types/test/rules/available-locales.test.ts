import { describe, expect, it } from 'vitest';
import { deriveAvailableLocales, siteLanguage } from '../../src/rules/available-locales.js';
import { lvStoreConfig } from '../fixtures/store-config.js';

it('derives id, lowercase iso and name per site language (§3)', () => {
  expect(deriveAvailableLocales(lvStoreConfig.site.languages)).toEqual([
    { id: 3, iso: 'lv', name: 'Latviešu' },
    { id: 1, iso: 'en', name: 'English' },
  ]);
});

describe('siteLanguage', () => {
  const languages = [
    { iso_code: 'LT', id: 2 },
    { iso_code: 'en', id: 1 },
  ];
  it('finds the entry of a language whatever the case of its ISO code', () => {
    expect(siteLanguage(languages, 'lt')?.id).toBe(2);
    expect(siteLanguage(languages, 'EN')?.id).toBe(1);
    expect(siteLanguage(languages, 'lv')).toBeUndefined();
  });
});
