// The cases every caller of the page-language rule is held to (tests/page-language-callers.test.ts for the rule and
// the bff, web/src/lib/__tests__/page-language.test.ts for the web): one table, so no caller can drift.
import type { LanguageCode } from '@storefront/shared-types';

export const PAGE_LANGUAGE_CASES: Array<{
  path: string;
  languages: LanguageCode[];
  fallback: LanguageCode;
  expected: LanguageCode;
}> = [
  { path: '/en/c/phones', languages: ['lt', 'en'], fallback: 'lt', expected: 'en' },
  { path: '/EN?x=1', languages: ['lt', 'en'], fallback: 'lt', expected: 'en' },
  { path: '/c/phones', languages: ['lt', 'en'], fallback: 'lt', expected: 'lt' },
  { path: '/xx/c/phones', languages: ['lv', 'en'], fallback: 'lv', expected: 'lv' },
  { path: '/lt/p/a', languages: ['lv', 'en'], fallback: 'lv', expected: 'lv' },
  { path: '/ee', languages: ['ee', 'en'], fallback: 'en', expected: 'ee' },
  { path: '/english', languages: ['lt', 'en'], fallback: 'lt', expected: 'lt' },
];
