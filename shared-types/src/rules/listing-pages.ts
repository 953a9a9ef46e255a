// §2 marketplace listing: the first page shows 48 items and every further page adds 24. Page numbers come from
// URLs, so every rule here bounds them first: no page number, however large, sizes any work past the search's
// reach (MAX_SEARCH_OFFSET) or one load's request budget (LISTING_LOAD_MAX_REQUESTS).
import {
  LISTING_FIRST_PAGE_SIZE,
  LISTING_LOAD_MAX_REQUESTS,
  LISTING_NEXT_PAGE_SIZE,
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_OFFSET,
} from '../constants.js';

/** The deepest page the search can still serve: its first item is within MAX_SEARCH_OFFSET (page 4166). */
export const MAX_LISTING_PAGE =
  Math.floor((MAX_SEARCH_OFFSET - LISTING_FIRST_PAGE_SIZE) / LISTING_NEXT_PAGE_SIZE) + 2;

/**
 * Pages are 1-based; anything below 1 or not a whole number degrades to the nearest valid page, anything past
 * MAX_LISTING_PAGE to that page.
 */
export function normalizePage(page: number): number {
  return Number.isFinite(page) ? Math.min(MAX_LISTING_PAGE, Math.max(1, Math.floor(page))) : 1;
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

/** Offset just past `page`'s last item: where the items shown up to and including it end. */
function pageEnd(page: number): number {
  return pageOffset(page) + pageLimit(page);
}

/** Offset and limit of `page` alone, for a "load more" call. */
export function pageWindow(page: number): { offset: number; limit: number } {
  return { offset: pageOffset(page), limit: pageLimit(page) };
}

/** Offset 0 and the limit covering pages 1…page at once, for a reload of a shared `?page=` link. */
export function cumulativeWindow(page: number): { offset: number; limit: number } {
  return { offset: 0, limit: pageEnd(page) };
}

/** Shown so far: min(48 + 24 × (page − 1), total). */
export function shownCount(page: number, total: number): number {
  return Math.max(0, Math.min(pageEnd(page), total));
}

/** More results exist while the shown count is below the total (and the search can reach them). */
export function hasMore(page: number, total: number): boolean {
  return shownCount(page, total) < total && normalizePage(page) < MAX_LISTING_PAGE;
}

/** The page that shows a result set's last item (1 for an empty one), bounded like every page. */
export function lastPage(total: number): number {
  if (total <= LISTING_FIRST_PAGE_SIZE) return 1;
  return normalizePage(Math.ceil((total - LISTING_FIRST_PAGE_SIZE) / LISTING_NEXT_PAGE_SIZE) + 1);
}

/**
 * The first page a load of the pages up to `page` starts from: page 1 while pages 1…page fit in
 * LISTING_LOAD_MAX_REQUESTS search requests (a reloaded `?page=3` shows all 96 items), else the earliest page
 * whose items up to `page` still fit (a reloaded `?page=500` shows pages 489–500; earlier ones load on request).
 */
export function firstLoadedPage(page: number): number {
  const last = normalizePage(page);
  const budget = LISTING_LOAD_MAX_REQUESTS * MAX_SEARCH_LIMIT;
  if (pageEnd(last) <= budget) return 1;
  return Math.max(2, last - Math.floor(budget / LISTING_NEXT_PAGE_SIZE) + 1);
}

/**
 * The search requests (offset, limit) that load pages `from`…`to` as one contiguous run, split at the search's
 * MAX_SEARCH_LIMIT. Refuses a run larger than one load's budget: a caller bounds it with firstLoadedPage.
 */
export function pageRangeWindows(from: number, to: number): { offset: number; limit: number }[] {
  const start = pageOffset(from);
  const end = pageEnd(Math.max(normalizePage(from), normalizePage(to)));
  if (end - start > LISTING_LOAD_MAX_REQUESTS * MAX_SEARCH_LIMIT) {
    throw new RangeError(`pages ${from}…${to} are more than one load may ask for`);
  }
  const windows: { offset: number; limit: number }[] = [];
  for (let offset = start; offset < end; offset += MAX_SEARCH_LIMIT) {
    windows.push({ offset, limit: Math.min(MAX_SEARCH_LIMIT, end - offset) });
  }
  return windows;
}
