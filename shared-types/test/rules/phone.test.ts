import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../../src/rules/phone.js';

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
});
