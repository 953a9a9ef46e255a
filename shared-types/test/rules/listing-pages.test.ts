import { describe, expect, it } from 'vitest';
import { LISTING_LOAD_MAX_REQUESTS, MAX_SEARCH_LIMIT, MAX_SEARCH_OFFSET } from '../../src/constants.js';
import {
  cumulativeWindow,
  firstLoadedPage,
  hasMore,
  lastPage,
  MAX_LISTING_PAGE,
  normalizePage,
  pageLimit,
  pageOffset,
  pageRangeWindows,
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

  it("bounds every page number by the search's reach: the deepest page starts within MAX_SEARCH_OFFSET", () => {
    expect(pageOffset(MAX_LISTING_PAGE)).toBeLessThanOrEqual(MAX_SEARCH_OFFSET);
    expect(pageOffset(MAX_LISTING_PAGE) + 24).toBeGreaterThan(MAX_SEARCH_OFFSET);
    for (const huge of [MAX_LISTING_PAGE + 1, 10_000_000, 2_147_483_647, Number.MAX_SAFE_INTEGER, Infinity]) {
      expect(normalizePage(huge)).toBe(Number.isFinite(huge) ? MAX_LISTING_PAGE : 1);
      expect(pageOffset(huge)).toBeLessThanOrEqual(MAX_SEARCH_OFFSET);
    }
    expect(hasMore(MAX_LISTING_PAGE, 1_000_000)).toBe(false);
    expect(lastPage(1_000_000)).toBe(MAX_LISTING_PAGE);
    expect(shownCount(MAX_LISTING_PAGE, 1_000_000)).toBe(pageOffset(MAX_LISTING_PAGE) + 24);
  });

  it('loads a reloaded link from page 1 while it fits the request budget, else only the pages just before it', () => {
    const budget = LISTING_LOAD_MAX_REQUESTS * MAX_SEARCH_LIMIT;
    expect(firstLoadedPage(1)).toBe(1);
    expect(firstLoadedPage(3)).toBe(1);
    expect(firstLoadedPage(11)).toBe(1);
    for (const page of [12, 13, 100, 4166, 4167, 2_147_483_647]) {
      const from = firstLoadedPage(page);
      const to = normalizePage(page);
      expect(from).toBeGreaterThan(1);
      expect(from).toBeLessThanOrEqual(to);
      const windows = pageRangeWindows(from, to);
      expect(windows.length).toBeLessThanOrEqual(LISTING_LOAD_MAX_REQUESTS);
      expect(windows.reduce((sum, w) => sum + w.limit, 0)).toBeLessThanOrEqual(budget);
      expect(windows.every((w) => w.offset <= MAX_SEARCH_OFFSET && w.limit <= MAX_SEARCH_LIMIT)).toBe(true);
    }
    expect(pageRangeWindows(firstLoadedPage(500), 500).at(-1)).toEqual({
      offset: pageOffset(500) + 24 - 88,
      limit: 88,
    });
  });

  it('refuses to split a run of pages larger than one load (the caller bounds it first)', () => {
    expect(() => pageRangeWindows(1, 12)).toThrow(RangeError);
    expect(() => pageRangeWindows(1, 2_147_483_647)).toThrow(RangeError);
    expect(pageRangeWindows(1, 11)).toHaveLength(LISTING_LOAD_MAX_REQUESTS);
  });
});

describe('pageRangeWindows', () => {
  it('one page is the shared page window: 48 first, 24 after', () => {
    expect(pageRangeWindows(1, 1)).toEqual([pageWindow(1)]);
    expect(pageRangeWindows(2, 2)).toEqual([{ offset: 48, limit: 24 }]);
    expect(pageRangeWindows(4, 4)).toEqual([pageWindow(4)]);
  });

  it('a reloaded ?page=N covers the cumulative window, split into requests the API accepts', () => {
    expect(pageRangeWindows(1, 3)).toEqual([cumulativeWindow(3)]);
    const deep = pageRangeWindows(1, 7);
    expect(deep.every((w) => w.limit <= MAX_SEARCH_LIMIT)).toBe(true);
    expect(deep[0]?.offset).toBe(0);
    expect(deep.reduce((sum, w) => sum + w.limit, 0)).toBe(cumulativeWindow(7).limit);
    for (let i = 1; i < deep.length; i++) {
      const prev = deep[i - 1] as { offset: number; limit: number };
      expect(deep[i]?.offset).toBe(prev.offset + prev.limit);
    }
  });
});
