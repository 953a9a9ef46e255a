import { describe, expect, it } from 'vitest';
import { PAGE_LANGUAGE_CASES } from '../../../../tests/page-language-cases';
import { pageLanguage, pathLanguage } from '../page-language';
import type { RouterContext } from '../router-context';

// The web's ways into the page-language rule, held to the same cases as the rule itself and the bff's render.
describe('the web decides a page’s language by the one rule', () => {
  it.each(PAGE_LANGUAGE_CASES)(
    '$path on a site of $languages (default $fallback) is $expected',
    ({ path, languages, fallback, expected }) => {
      const bootstrap = { variant: { languages }, locale: fallback } as Parameters<typeof pathLanguage>[1];
      expect(pathLanguage(path, bootstrap)).toBe(expected);
      const prefix = /^\/([A-Za-z]{2})(?=\/|\?|$)/.exec(path)?.[1];
      const context = { bootstrap } as unknown as RouterContext;
      expect(pageLanguage(context, prefix)).toBe(expected);
    },
  );
});
