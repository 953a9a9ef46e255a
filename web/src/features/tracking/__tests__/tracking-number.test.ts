import { describe, expect, it } from 'vitest';
import { normalizeTrackingNumber, parseTrackingSearch } from '../tracking-number';

describe('tracking number', () => {
  it('takes a number as printed or pasted: spaces out, letters upper-cased, dashes kept', () => {
    expect(normalizeTrackingNumber(' trkdemo 0000 0001 ')).toBe('TRKDEMO00000001');
    expect(normalizeTrackingNumber('or12')).toBe('OR12');
    expect(normalizeTrackingNumber('AB-123')).toBe('AB-123');
  });

  it('refuses what cannot be a number: empty, other characters, too long, not text', () => {
    expect(normalizeTrackingNumber('')).toBeNull();
    expect(normalizeTrackingNumber('../etc')).toBeNull();
    expect(normalizeTrackingNumber('A'.repeat(65))).toBeNull();
    expect(normalizeTrackingNumber(42)).toBeNull();
  });

  it('reads the form’s ?number= (a number the router parsed as JSON too), nothing when blank', () => {
    expect(parseTrackingSearch({ number: 'TRK1' })).toEqual({ number: 'TRK1' });
    expect(parseTrackingSearch({ number: 12345 })).toEqual({ number: '12345' });
    expect(parseTrackingSearch({ number: '  ' })).toEqual({ number: undefined });
    expect(parseTrackingSearch({})).toEqual({ number: undefined });
  });
});
