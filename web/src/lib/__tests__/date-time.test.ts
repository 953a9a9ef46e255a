import { describe, expect, it } from 'vitest';
import { formatBalanceDateTime, formatDate, formatDateTime } from '../date-time';

describe('date and time display (§9: yyyy-MM-dd HH:mm)', () => {
  it('shows a timestamp in the shop’s zone, the same on the server and in any browser', () => {
    // 12:05 UTC is 14:05 in Vilnius in winter.
    expect(formatDateTime('2026-01-15T12:05:00Z')).toBe('2026-01-15 14:05');
    expect(formatDateTime('nonsense')).toBe('');
  });

  it('keeps a bare date as that day and reads a timestamp’s day in the shop’s zone', () => {
    expect(formatDate('2026-12-01')).toBe('2026-12-01');
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('2026-01-16');
  });

  it('balance history: a time without an offset is read as -05:00, then shown in the shop’s zone like the rest', () => {
    // 14:30 at -05:00 is 19:30 UTC, 21:30 in Vilnius (UTC+2 in March).
    expect(formatBalanceDateTime('2024-03-01 14:30:00')).toEqual({ date: '2024-03-01', time: '21:30' });
    // With its own offset it is that instant: 19:30 UTC is 21:30 in Vilnius too.
    expect(formatBalanceDateTime('2024-03-01T19:30:00Z')).toEqual({ date: '2024-03-01', time: '21:30' });
    expect(formatBalanceDateTime('not a date')).toBeNull();
  });
});
