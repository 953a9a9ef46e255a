import { describe, expect, it } from 'vitest';
import { DB_INT_MAX } from '../../src/constants.js';
import { parseDatabaseId } from '../../src/rules/database-id.js';

describe('parseDatabaseId', () => {
  it('reads a positive integer up to the column bound', () => {
    expect(parseDatabaseId('1')).toBe(1);
    expect(parseDatabaseId('42')).toBe(42);
    expect(parseDatabaseId(String(DB_INT_MAX))).toBe(DB_INT_MAX);
  });

  it('refuses what Number() would read but the search refuses', () => {
    for (const text of ['1e308', 'Infinity', '0x10', '1.5', '-3', '+3', '012', ' 3', '', 'abc', '0']) {
      expect(parseDatabaseId(text), text).toBeNull();
    }
    expect(parseDatabaseId(String(DB_INT_MAX + 1))).toBeNull();
    expect(parseDatabaseId('99999999999')).toBeNull();
  });
});
