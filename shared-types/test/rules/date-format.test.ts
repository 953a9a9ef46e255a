import { describe, expect, it } from 'vitest';
import { formatDateTimeParts, parseBalanceDateTime } from '../../src/rules/date-format.js';

describe('balance-history datetimes (§9: -05:00 assumed)', () => {
  it('reads a timestamp without offset as -05:00', () => {
    expect(parseBalanceDateTime('2024-03-01 14:30:00')?.toISOString()).toBe('2024-03-01T19:30:00.000Z');
    expect(parseBalanceDateTime('2024-03-01T23:10:00')?.toISOString()).toBe('2024-03-02T04:10:00.000Z');
  });

  it('keeps an explicit offset', () => {
    expect(parseBalanceDateTime('2024-03-01T14:30:00Z')?.toISOString()).toBe('2024-03-01T14:30:00.000Z');
    expect(parseBalanceDateTime('2024-03-01T14:30:00+02:00')?.toISOString()).toBe('2024-03-01T12:30:00.000Z');
  });

  it('returns null for garbage', () => {
    expect(parseBalanceDateTime('yesterday')).toBeNull();
  });
});

describe('formatDateTimeParts (§9: yyyy-MM-dd and HH:mm)', () => {
  it('formats in the given zone with a 24-hour clock', () => {
    const date = new Date('2024-03-02T04:10:00Z');
    expect(formatDateTimeParts(date, 'UTC')).toEqual({ date: '2024-03-02', time: '04:10' });
    // POSIX sign: Etc/GMT+5 is UTC−05:00.
    expect(formatDateTimeParts(date, 'Etc/GMT+5')).toEqual({
      date: '2024-03-01',
      time: '23:10',
    });
  });
});
