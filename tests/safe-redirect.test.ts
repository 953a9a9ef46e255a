// The redirect rule against the URL parser browsers implement (WHATWG URL, the same algorithm as Node's URL):
// whatever string the rule lets through lands on our own origin, also after the decodes a router or a second
// redirect may apply. Strings are drawn from the characters that take URLs off-site (slashes, backslashes,
// tab, newlines, percent escapes, scheme and authority marks), so fast-check explores the tricky corners.
import { safeRedirectPath } from '@storefront/shared-types';
import fc from 'fast-check';
import { expect, test } from 'vitest';

const ORIGIN = 'https://shop.example';
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);

const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '\t',
  '\n',
  '\r',
  ' ',
  '\0',
  '%',
  '%2F',
  '%2f',
  '%5C',
  '%09',
  '%0A',
  '%00',
  '%25',
  '2F',
  '.',
  '..',
  ':',
  '@',
  '?',
  '#',
  'evil.com',
  'lt',
  'http:',
  'https:',
  'javascript:',
  'a',
);
const candidate = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));

/** Every form the value takes when decoded again and again (decodeURIComponent, as a router would). */
function decodings(value: string): string[] {
  const forms = [value];
  for (let round = 0; round < 4; round += 1) {
    try {
      const next = decodeURIComponent(forms[forms.length - 1] ?? '');
      if (next === forms[forms.length - 1]) break;
      forms.push(next);
    } catch {
      break;
    }
  }
  return forms;
}

const landsOnSite = (value: string) => {
  try {
    return new URL(value, `${ORIGIN}/`).origin === ORIGIN;
  } catch {
    return false;
  }
};

test('a path the rule keeps resolves on this origin, as written and in every decoded form', () => {
  fc.assert(
    fc.property(candidate, (value) => {
      const kept = safeRedirectPath(value);
      if (kept === undefined) return;
      expect(kept).toBe(value);
      for (const form of decodings(value))
        expect({ form, onSite: landsOnSite(form) }).toEqual({ form, onSite: true });
    }),
    { numRuns: RUNS },
  );
});

test('the known off-site forms are refused', () => {
  for (const value of [
    '/\t/evil.com',
    '/\n/evil.com',
    '/\\evil.com',
    '//evil.com',
    '/%2F/evil.com',
    '/%5Cevil.com',
  ]) {
    expect(safeRedirectPath(value)).toBeUndefined();
  }
});
