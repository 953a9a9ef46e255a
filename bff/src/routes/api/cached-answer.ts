import { type CachedValue, jsonBytes } from '../../cache/shared-cache.js';
import { compressNow, type SentEncoding } from '../../lib/encoded-body.js';

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

  /**
   * The JSON compressed in `encoding`, once per cache entry: every later send of a memory entry is free (a browser
   * always asks for br, and compressing the store config cost 2.5 times the rest of its answer). An entry read
   * from Redis is a new object each time, so it is compressed per send, as any answer is.
   */
  compressed(encoding: SentEncoding): Buffer {
    this.#entry.compressed ??= {};
    this.#entry.compressed[encoding] ??= compressNow(this.bytes, encoding);
    return this.#entry.compressed[encoding];
  }
}
