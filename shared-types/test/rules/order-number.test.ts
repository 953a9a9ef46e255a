import { describe, expect, it } from 'vitest';
import { orderNumber, parseOrderNumber } from '../../src/rules/order-number.js';

describe('order numbers', () => {
  it('are OR plus the id', () => {
    expect(orderNumber(123)).toBe('OR123');
  });

  it('parse back to the id, whatever the case and surrounding space', () => {
    expect(parseOrderNumber('OR123')).toBe(123);
    expect(parseOrderNumber(' or7 ')).toBe(7);
  });

  it('refuse what is not an order number', () => {
    for (const value of [
      'QU123',
      'OR',
      'OR0',
      'OR01',
      'OR-1',
      'OR1.5',
      'OR99999999999',
      'OR2147483648',
      '123',
    ]) {
      expect(parseOrderNumber(value)).toBeNull();
    }
    expect(parseOrderNumber('OR2147483647')).toBe(2147483647);
  });
});
