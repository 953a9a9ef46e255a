import { describe, expect, test } from 'vitest';
import {
  forwardRequestNumber,
  parseForwardRequestNumber,
  suiteCode,
} from '../../src/rules/forward-request-number.js';

describe('forward request numbers', () => {
  test('FR + id, read back in any case', () => {
    expect(forwardRequestNumber(12)).toBe('FR12');
    expect(parseForwardRequestNumber('FR12')).toBe(12);
    expect(parseForwardRequestNumber(' fr7 ')).toBe(7);
  });
  test.each(['FR0', 'FR', 'OR12', 'FR12a', 'FR99999999999', 'FR2147483648'])('%s is no number', (value) => {
    expect(parseForwardRequestNumber(value)).toBeNull();
  });
  test('the suite code pads the account id to six digits', () => {
    expect(suiteCode(42)).toBe('SF000042');
    expect(suiteCode(1234567)).toBe('SF1234567');
  });
});
