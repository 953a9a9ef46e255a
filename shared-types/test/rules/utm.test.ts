import { expect, it } from 'vitest';
import { pickUtmParams } from '../../src/rules/utm.js';

it('picks the utm_* parameters found, trimmed, ignoring others', () => {
  expect(pickUtmParams(new URLSearchParams('utm_source=news&utm_medium=%20email%20&gclid=1'))).toEqual({
    utm_source: 'news',
    utm_medium: 'email',
  });
  expect(pickUtmParams({ utm_campaign: ['spring', 'summer'] })).toEqual({ utm_campaign: 'spring' });
});

it('returns null when there are none, or only empty or oversized values', () => {
  expect(pickUtmParams(new URLSearchParams('page=2'))).toBeNull();
  expect(pickUtmParams({ utm_source: '', utm_medium: 'x'.repeat(201) })).toBeNull();
});

it('leaves out a value with NUL, CR, LF or another control character, keeping the others', () => {
  expect(pickUtmParams(new URLSearchParams('utm_source=a%00b&utm_medium=email'))).toEqual({
    utm_medium: 'email',
  });
  expect(pickUtmParams({ utm_source: 'a\r\nSet-Cookie: x=1', utm_campaign: 'a\u007fb' })).toBeNull();
  expect(pickUtmParams({ utm_source: ' tab\tinside ' })).toBeNull();
});
