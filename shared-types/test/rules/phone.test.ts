import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneNumberSchema } from '../../src/rules/phone.js';

describe('phone rule (§5: +, 7–15 digits, optional single spaces between digits)', () => {
  it.each(['+3706123456', '+370 612 34567', '+1234567', '+123456789012345', '+1 2 3 4 5 6 7'])(
    'accepts %s',
    (v) => {
      expect(isValidPhone(v)).toBe(true);
    },
  );

  it.each([
    ['no plus', '37061234567'],
    ['6 digits', '+123456'],
    ['16 digits', '+1234567890123456'],
    ['double space', '+370  61234567'],
    ['space after plus', '+ 37061234567'],
    ['trailing space', '+37061234567 '],
    ['dash', '+370-612-34567'],
    ['letters', '+370abc4567'],
    ['empty', ''],
  ])('rejects %s', (_label, v) => {
    expect(isValidPhone(v)).toBe(false);
  });

  it('the schema trims outer whitespace and reports a message', () => {
    expect(phoneNumberSchema.parse('  +370 612 34567 ')).toBe('+370 612 34567');
    const bad = phoneNumberSchema.safeParse('12345');
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.message).toMatch(/\+/);
  });
});
