import { expect, it } from 'vitest';
import { deriveAvailableLocales } from '../../src/rules/available-locales.js';
import { lvStoreConfig } from '../fixtures/store-config.js';

it('derives id, lowercase iso and name per site language (§3)', () => {
  expect(deriveAvailableLocales(lvStoreConfig.site.languages)).toEqual([
    { id: 3, iso: 'lv', name: 'Latviešu' },
    { id: 1, iso: 'en', name: 'English' },
  ]);
});
