import { type CachedValue, jsonBytes } from '../../cache/shared-cache.js';

/**
 * An answer that is already serialised (a cache entry's JSON, made once when stored): the /api route sends its
 * bytes as they are instead of serialising `value` again per request; an in-process caller reads `value`.
 */
export class CachedAnswer<T> {
  readonly #entry: CachedValue<T>;

  constructor(entry: CachedValue<T>) {
    this.#entry = entry;
  }

  get value(): T {
    return this.#entry.value;
  }

  /** The JSON as UTF-8, encoded once per cache entry. */
  get bytes(): Buffer {
    return jsonBytes(this.#entry);
  }
}
