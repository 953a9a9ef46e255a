import { describe, expect, it } from 'vitest';
import { isNoindex } from '../../src/rules/noindex.js';

describe('noindex rule (§2)', () => {
  it('is set by f.manufacturer, az or s in the query', () => {
    expect(isNoindex(new URLSearchParams('f.manufacturer=apple'))).toBe(true);
    expect(isNoindex(new URLSearchParams('az=a'))).toBe(true);
    expect(isNoindex({ s: 'tv' })).toBe(true);
    expect(isNoindex({ s: '' })).toBe(true);
  });

  it('is set by the create-order route', () => {
    expect(isNoindex({}, 'create-order')).toBe(true);
  });

  it('is not set by other keys or routes', () => {
    expect(
      isNoindex(new URLSearchParams('f.discount_percentage=0.1&page=2&sort=price_asc'), 'category'),
    ).toBe(false);
    expect(isNoindex({ s: undefined, searchText: 'tv' }, 'search')).toBe(false);
  });
});
