import type { CachedValue } from '../../cache/shared-cache.js';

/**
 * An answer that is already serialised (a cache entry's JSON, made once when stored): the /api route sends
 * `json` as it is instead of serialising `value` again per request; an in-process caller reads `value`.
 */
export class CachedAnswer<T> {
  readonly value: T;
  readonly json: string;

  constructor(entry: CachedValue<T>) {
    this.value = entry.value;
    this.json = entry.json;
  }
}
