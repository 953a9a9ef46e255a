import { LATE, settledBy } from '../../lib/settled-by.js';

// A page's time budget. Every shop answer a page needs (the bootstrap's and those its loaders ask for in-process)
// must arrive by one deadline, request.pageDeadline, which the shop calls honour themselves: a cached answer is
// served stale at it (its refresh goes on in the background and fills the cache for the next page), a call with
// nothing cached is abandoned at it (503). The page then answers what it has, or 503 + Retry-After.

export interface PageBudget {
  /** `Date.now()` by which the page must have its data. */
  readonly deadline: number;
  /** Something the page asked for was given up on at the deadline: the page is partial and must not be kept. */
  overrun: boolean;
}

/** The share of the budget kept for rendering and sending after the data's deadline. */
const RENDER_SHARE = 0.1;

/** The budget of a page starting `now`: its data is due at 90 % of it, so the answer leaves within it. */
export function pageBudget(budgetMs: number, now = Date.now()): PageBudget {
  return { deadline: now + Math.round(budgetMs * (1 - RENDER_SHARE)), overrun: false };
}

/**
 * A backstop for whatever does not honour the deadline itself: the promise's value if it settles by the deadline
 * plus `graceMs` (room for the calls that do honour it to answer at the deadline), otherwise `late()`, marking the
 * budget overrun. The promise goes on; its outcome is dropped.
 */
export async function withinBudget<T>(
  budget: PageBudget,
  promise: Promise<T>,
  late: () => T | Promise<T>,
  graceMs = 0,
): Promise<T> {
  const outcome = await settledBy(promise, budget.deadline + graceMs);
  if (outcome !== LATE) return outcome as T;
  budget.overrun = true;
  return late();
}
