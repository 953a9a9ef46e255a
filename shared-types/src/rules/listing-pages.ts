// §2 marketplace listing: the first page shows 48 items and every further page adds 24.
import { LISTING_FIRST_PAGE_SIZE, LISTING_NEXT_PAGE_SIZE } from '../constants.js';

/** Pages are 1-based; anything below 1 or not a whole number degrades to the nearest valid page. */
export function normalizePage(page: number): number {
  return Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
}

/** Items requested for `page` alone: 48 for page 1, 24 after. */
export function pageLimit(page: number): number {
  return normalizePage(page) === 1 ? LISTING_FIRST_PAGE_SIZE : LISTING_NEXT_PAGE_SIZE;
}

/** Offset of `page`'s first item: 0, 48, 72, 96, … */
export function pageOffset(page: number): number {
  const p = normalizePage(page);
  return p === 1 ? 0 : LISTING_FIRST_PAGE_SIZE + LISTING_NEXT_PAGE_SIZE * (p - 2);
}

/** Offset and limit of `page` alone, for a "load more" call. */
export function pageWindow(page: number): { offset: number; limit: number } {
  return { offset: pageOffset(page), limit: pageLimit(page) };
}

/** Offset 0 and the limit covering pages 1…page at once, for a reload of a shared `?page=` link. */
export function cumulativeWindow(page: number): { offset: number; limit: number } {
  return { offset: 0, limit: pageOffset(normalizePage(page) + 1) };
}

/** Shown so far: min(48 + 24 × (page − 1), total). */
export function shownCount(page: number, total: number): number {
  return Math.max(0, Math.min(pageOffset(normalizePage(page) + 1), total));
}

/** More results exist while the shown count is below the total. */
export function hasMore(page: number, total: number): boolean {
  return shownCount(page, total) < total;
}

/** The last page worth requesting for `total` items (1 when there are none). */
export function lastPage(total: number): number {
  if (total <= LISTING_FIRST_PAGE_SIZE) return 1;
  return 1 + Math.ceil((total - LISTING_FIRST_PAGE_SIZE) / LISTING_NEXT_PAGE_SIZE);
}
