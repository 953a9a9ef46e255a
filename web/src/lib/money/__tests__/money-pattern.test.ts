import { describe, expect, test } from 'vitest';
import {
  formatMoneyAmount,
  formatWithPattern,
  moneyKey,
  moneyPatternsFor,
  patternOf,
  registerMoneyPatterns,
} from '../money-pattern';

const LANGUAGES = ['lt', 'lv', 'et', 'en'];
const CURRENCIES = ['EUR', 'USD', 'GBP', 'PLN', 'AED', 'SEK', 'JPY'];

// Amounts a listing can show after conversion: many fractions, the halves where rounding differs between binary
// and decimal arithmetic, thousands, millions, signs.
const AMOUNTS = [
  ...Array.from({ length: 2000 }, (_, i) => (i * 7919) / 1000),
  ...Array.from({ length: 300 }, (_, i) => i + 0.005),
  ...Array.from({ length: 300 }, (_, i) => (i * 1000003) / 100),
  0.015,
  1.045,
  10.235,
  1e6,
  999999.995,
  12345678.9,
  -3.5,
  -1000,
  -0.004,
];

describe('money patterns', () => {
  for (const lang of LANGUAGES) {
    for (const currency of CURRENCIES) {
      test(`${lang} ${currency}: the pattern writes every amount exactly as Intl does`, () => {
        const intl = new Intl.NumberFormat(lang, { style: 'currency', currency });
        const pattern = patternOf(intl);
        expect(pattern).not.toBeNull();
        if (!pattern) return;
        const wrong = AMOUNTS.filter((amount) => formatWithPattern(pattern, amount) !== intl.format(amount));
        expect(
          wrong.map((amount) => `${amount}: ${formatWithPattern(pattern, amount)} ≠ ${intl.format(amount)}`),
        ).toEqual([]);
      });
    }
  }

  test('what a pattern does not cover is left to Intl', () => {
    const pattern = patternOf(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }));
    if (!pattern) throw new Error('no pattern');
    expect(formatWithPattern(pattern, Number.NaN)).toBeNull();
    expect(formatWithPattern(pattern, 1e21)).toBeNull();
    expect(formatMoneyAmount(1e21, 'EUR', 'en')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(1e21),
    );
  });

  test('the server sends the patterns of one language; a code Intl refuses is left out', () => {
    const sent = moneyPatternsFor('lt', ['EUR', 'USD', 'not a currency']);
    expect(Object.keys(sent)).toEqual([moneyKey('lt', 'EUR'), moneyKey('lt', 'USD')]);
  });

  test('the browser formats with the patterns it received, not with its own Intl', () => {
    const received = moneyPatternsFor('lv', ['EUR']);
    const pattern = received[moneyKey('lv', 'EUR')];
    if (!pattern) throw new Error('no pattern');
    // A pattern unlike the browser's own: what the page came with wins.
    registerMoneyPatterns({ [moneyKey('xx', 'EUR')]: { ...pattern, post: ' EUR!' } });
    expect(formatMoneyAmount(1234.5, 'EUR', 'xx')).toBe('1234,50 EUR!');
    expect(formatMoneyAmount(12345.5, 'EUR', 'xx')).toBe('12\u00a0345,50 EUR!');
  });
});
