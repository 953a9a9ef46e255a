import { describe, expect, it } from 'vitest';
import {
  cumulativeWindow,
  hasMore,
  lastPage,
  pageLimit,
  pageOffset,
  pageWindow,
  shownCount,
} from '../../src/rules/listing-pages.js';

describe('listing pages (§2: 48 first, then 24 per page)', () => {
  it('gives offset and limit per page', () => {
    expect(pageWindow(1)).toEqual({ offset: 0, limit: 48 });
    expect(pageWindow(2)).toEqual({ offset: 48, limit: 24 });
    expect(pageWindow(3)).toEqual({ offset: 72, limit: 24 });
    expect(pageOffset(4)).toBe(96);
    expect(pageLimit(10)).toBe(24);
  });

  it('treats a page below 1 or fractional as the nearest valid page', () => {
    expect(pageWindow(0)).toEqual({ offset: 0, limit: 48 });
    expect(pageWindow(2.9)).toEqual({ offset: 48, limit: 24 });
    expect(pageWindow(Number.NaN)).toEqual({ offset: 0, limit: 48 });
  });

  it('shows 48 + 24 × (page − 1), capped at the total', () => {
    expect(shownCount(1, 1000)).toBe(48);
    expect(shownCount(2, 1000)).toBe(72);
    expect(shownCount(3, 1000)).toBe(96);
    expect(shownCount(2, 60)).toBe(60);
    expect(shownCount(1, 10)).toBe(10);
    expect(shownCount(1, 0)).toBe(0);
  });

  it('has more while the shown count is below the total', () => {
    expect(hasMore(1, 49)).toBe(true);
    expect(hasMore(1, 48)).toBe(false);
    expect(hasMore(2, 72)).toBe(false);
    expect(hasMore(2, 73)).toBe(true);
    expect(hasMore(1, 0)).toBe(false);
  });

  it('covers pages 1…n in one window for a reloaded link', () => {
    expect(cumulativeWindow(1)).toEqual({ offset: 0, limit: 48 });
    expect(cumulativeWindow(3)).toEqual({ offset: 0, limit: 96 });
  });

  it('knows the last page', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(48)).toBe(1);
    expect(lastPage(49)).toBe(2);
    expect(lastPage(72)).toBe(2);
    expect(lastPage(73)).toBe(3);
    expect(hasMore(lastPage(2000), 2000)).toBe(false);
    expect(hasMore(lastPage(2000) - 1, 2000)).toBe(true);
  });
});
