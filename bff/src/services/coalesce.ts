/**
 * Request coalescing for reads: while one shop call for a key is in flight, identical calls wait for it instead of
 * sending their own. Nothing is kept once the call settles (this is not a cache: every answer was produced after
 * the first of its requests arrived), so a burst of identical catalogue reads costs the shop one query.
 */
export function createCoalescer() {
  const inflight = new Map<string, Promise<unknown>>();
  return function coalesce<T>(key: string, run: () => Promise<T>): { promise: Promise<T>; shared: boolean } {
    const pending = inflight.get(key);
    if (pending !== undefined) return { promise: pending as Promise<T>, shared: true };
    const promise = run().finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return { promise, shared: false };
  };
}
