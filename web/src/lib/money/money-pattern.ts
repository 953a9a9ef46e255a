// Money formatting without building an Intl.NumberFormat in the browser while the page hydrates. The first Intl
// formatter a page makes loads the browser's locale data: 25–50 ms of one task on this machine, which a phone
// (and Lighthouse, which multiplies observed tasks by 4) turns into 100–200 ms of blocked main thread, on every
// page with a price. So the server, which has its formatters warm, reads each language and currency's pattern off
// Intl (the text around the digits, separators, fraction digits, grouping), checks that the pattern gives exactly
// Intl's output on a set of awkward amounts, and sends it with the page; both sides then format with the pattern,
// so the browser's text equals the server's by construction. A pair without a checked pattern uses Intl itself.

/** How one language writes amounts of one currency. */
export type MoneyPattern = {
  /** Text before and after the digits: of a positive amount, and of a negative one (with its minus sign). */
  pre: string;
  post: string;
  negPre: string;
  negPost: string;
  /** Thousands separator ('' for none) and decimal separator. */
  group: string;
  decimal: string;
  minFraction: number;
  maxFraction: number;
  /** How many digits above the first group an integer needs before it is grouped: 1 (1,234) or 2 (1234, 12 345). */
  minGrouping: number;
};

/** Patterns by `lang|currency`, as the server sends them with a page. */
export type MoneyPatterns = Record<string, MoneyPattern>;

export const moneyKey = (lang: string, currency: string) => `${lang}|${currency}`;

const NUMERIC_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

function around(parts: Intl.NumberFormatPart[]): { pre: string; post: string } | null {
  const first = parts.findIndex((part) => NUMERIC_PARTS.has(part.type));
  if (first === -1) return null;
  let last = first;
  parts.forEach((part, i) => {
    if (NUMERIC_PARTS.has(part.type)) last = i;
  });
  // Anything but separators between the digits (a currency sign inside the number) is not a pattern this handles.
  if (parts.slice(first, last + 1).some((part) => !NUMERIC_PARTS.has(part.type))) return null;
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return { pre: text(0, first), post: text(last + 1, parts.length) };
}

const partValue = (parts: Intl.NumberFormatPart[], type: string) =>
  parts.find((part) => part.type === type)?.value ?? '';

/** Amounts a pattern must format exactly as Intl does before it is trusted: rounding, grouping, signs, zero. */
const CHECK_AMOUNTS = [
  0, -0, 0.5, 1, 1.005, 2.675, 9.995, 11.42, 0.125, 99.999, 999.995, 1234, 12345.678, 123456.5, 1234567.891,
  98765432.1, -11.42, -0.001, -1234.5,
];

/** The pattern of `format`, or null when the pattern would not reproduce it exactly. */
export function patternOf(format: Intl.NumberFormat): MoneyPattern | null {
  const options = format.resolvedOptions();
  const positive = around(format.formatToParts(1234567.5));
  const negative = around(format.formatToParts(-1234567.5));
  if (!positive || !negative) return null;
  const grouped = format.formatToParts(1234567.5);
  const pattern: MoneyPattern = {
    pre: positive.pre,
    post: positive.post,
    negPre: negative.pre,
    negPost: negative.post,
    group: partValue(grouped, 'group'),
    decimal: partValue(format.formatToParts(1.5), 'decimal'),
    minFraction: options.minimumFractionDigits ?? 0,
    maxFraction: options.maximumFractionDigits ?? 0,
    minGrouping: format.formatToParts(1234).some((part) => part.type === 'group') ? 1 : 2,
  };
  return CHECK_AMOUNTS.every((amount) => formatWithPattern(pattern, amount) === format.format(amount))
    ? pattern
    : null;
}

/** `digits` (an unsigned decimal integer) plus one in its last place. */
function increment(digits: string): string {
  const chars = digits.split('');
  let i = chars.length - 1;
  for (; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      break;
    }
    chars[i] = '0';
  }
  return i < 0 ? `1${chars.join('')}` : chars.join('');
}

/**
 * `amount` written with `pattern`, rounded half away from zero on its shortest decimal form (as ICU does), or
 * null for what the pattern does not cover (not finite, or written with an exponent).
 */
export function formatWithPattern(pattern: MoneyPattern, amount: number): string | null {
  if (!Number.isFinite(amount)) return null;
  const text = String(Math.abs(amount));
  if (/e/i.test(text)) return null;
  let [integer = '0', fraction = ''] = text.split('.');
  if (fraction.length > pattern.maxFraction) {
    const roundUp = (fraction[pattern.maxFraction] ?? '0') >= '5';
    fraction = fraction.slice(0, pattern.maxFraction);
    if (roundUp) {
      const all = increment(integer + fraction);
      integer = all.slice(0, all.length - fraction.length);
      fraction = all.slice(all.length - fraction.length);
    }
  }
  while (fraction.length > pattern.minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(pattern.minFraction, '0');
  let grouped = integer;
  if (pattern.group && integer.length >= 3 + pattern.minGrouping) {
    const head = integer.length % 3 || 3;
    const groups = [integer.slice(0, head)];
    for (let i = head; i < integer.length; i += 3) groups.push(integer.slice(i, i + 3));
    grouped = groups.join(pattern.group);
  }
  const number = fraction ? `${grouped}${pattern.decimal}${fraction}` : grouped;
  // Intl keeps the sign of a negative amount that rounds to zero (and of -0).
  const negative = amount < 0 || Object.is(amount, -0);
  return negative ? `${pattern.negPre}${number}${pattern.negPost}` : `${pattern.pre}${number}${pattern.post}`;
}

// Per `lang|currency`: the Intl formatter (made once: making one costs far more than using it) and its pattern,
// null when it has none. In the browser the patterns come from the page (registerMoneyPatterns).
const formatters = new Map<string, Intl.NumberFormat>();
const patterns = new Map<string, MoneyPattern | null>();

function formatter(lang: string, currency: string): Intl.NumberFormat {
  const key = moneyKey(lang, currency);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

function patternFor(lang: string, currency: string): MoneyPattern | null {
  const key = moneyKey(lang, currency);
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    pattern = patternOf(formatter(lang, currency));
    patterns.set(key, pattern);
  }
  return pattern;
}

/** Money in `lang`: the checked pattern when there is one (no Intl at all in the browser then), else Intl. */
export function formatMoneyAmount(amount: number, currency: string, lang: string): string {
  const pattern = patternFor(lang, currency);
  return (pattern && formatWithPattern(pattern, amount)) ?? formatter(lang, currency).format(amount);
}

/** The server's side: the patterns of `lang` for `currencies`, to send with the page (pairs without one left out). */
export function moneyPatternsFor(lang: string, currencies: Iterable<string>): MoneyPatterns {
  const out: MoneyPatterns = {};
  for (const currency of currencies) {
    try {
      const pattern = patternFor(lang, currency);
      if (pattern) out[moneyKey(lang, currency)] = pattern;
    } catch {
      // A currency code Intl refuses: the page formats it (or fails to) as before.
    }
  }
  return out;
}

/** The browser's side: the patterns the page came with, used from the first render of the hydration on. */
export function registerMoneyPatterns(received: MoneyPatterns | undefined): void {
  for (const [key, pattern] of Object.entries(received ?? {})) patterns.set(key, pattern);
}
