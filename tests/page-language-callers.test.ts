// One rule decides a page's language (issue #25: it was decided in eight places): shared-types pageLanguage. The
// same cases (page-language-cases.ts), fed to the rule and to the bff's render here and to the web's heads and
// loaders in web/src/lib/__tests__/page-language.test.ts, must give the same answers.
import { pageLanguage } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { pageLocale } from '../bff/src/routes/pages/page-url.js';
import type { Variant } from '../bff/src/variants/variant.js';
import { PAGE_LANGUAGE_CASES } from './page-language-cases.js';

describe('a page’s language: one rule, every caller', () => {
  it.each(PAGE_LANGUAGE_CASES)(
    '$path on a site of $languages (default $fallback) is $expected',
    ({ path, languages, fallback, expected }) => {
      expect(pageLanguage(path, languages, fallback)).toBe(expected);
      const variant = { languages, defaultLanguage: fallback } as unknown as Variant;
      expect(pageLocale(path, variant)).toBe(expected);
    },
  );
});
