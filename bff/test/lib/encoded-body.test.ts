import { describe, expect, test } from 'vitest';
import { acceptedEncodings, pickEncoding } from '../../src/lib/encoded-body.js';

describe('acceptedEncodings and pickEncoding', () => {
  test('an encoding refused with q=0 is not taken, whichever parameter says so; case does not matter', () => {
    expect(acceptedEncodings('GZIP, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('gzip;x=1;q=0, deflate')).toEqual([]);
    expect(acceptedEncodings('gzip;q=0.5, br;q=0.000')).toEqual(['gzip']);
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('br;level=1;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });

  test('* takes every encoding the header does not name; x-gzip is gzip', () => {
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=0, *')).toEqual(['br']);
    expect(acceptedEncodings('br;q=0, *;q=0')).toEqual([]);
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0, *')).toBe('identity');
  });
});
