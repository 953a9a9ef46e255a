/** What `settledBy` answers for a promise still pending at its time. */
export const LATE = Symbol('late');

/**
 * The promise's value, or LATE if it has not settled by `until` (a `Date.now()` time); a rejection is thrown. The
 * promise goes on either way. (The race's handler owns a later rejection of `promise`: it is not an unhandled one.)
 * Both waits on a deadline use it: a cache caller's (cache/shared-cache.ts) and a page's (routes/pages/page-budget.ts).
 */
export async function settledBy<T>(promise: Promise<T>, until: number): Promise<T | typeof LATE> {
  if (until === Number.POSITIVE_INFINITY) return promise;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), Math.max(0, until - Date.now()));
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
