import { LRUCache } from 'lru-cache';
import type { DiskImageCache } from './disk-cache.js';

export interface CachedImage {
  data: Buffer;
  contentType: string;
  etag: string;
}

export type CacheResult = 'hit' | 'miss';

/** One image being made: its waiters, and the signal that drops the work once none of them waits any more. */
interface Flight {
  promise: Promise<{ image: CachedImage; fromDisk: boolean }>;
  waiting: number;
  controller: AbortController;
}

/**
 * Resized images in memory, least recently used evicted first, bounded by their total bytes (maxBytes 0 turns
 * the store off), over an optional disk tier (disk-cache.ts) read on a memory miss. Concurrent requests for a
 * key being made share the one resize (single flight), so a burst of identical requests costs one source
 * fetch and one sharp run. A request passing a signal stops waiting when it aborts; when the last waiter has
 * stopped, `make`'s signal aborts (queued work is then dropped), and work that finishes anyway is still stored.
 */
export class ImageCache {
  readonly #store: LRUCache<string, CachedImage> | undefined;
  readonly #inFlight = new Map<string, Flight>();

  readonly #disk: DiskImageCache | undefined;

  constructor(options: { maxBytes: number; ttlMs: number; disk?: DiskImageCache | undefined }) {
    this.#disk = options.disk;
    this.#store =
      options.maxBytes > 0
        ? new LRUCache<string, CachedImage>({
            maxSize: options.maxBytes,
            // Headers and key are small next to the image; counting them keeps many tiny entries honest.
            sizeCalculation: (image, key) => image.data.length + key.length + 256,
            ...(options.ttlMs > 0 ? { ttl: options.ttlMs } : {}),
          })
        : undefined;
  }

  /** The cached image, or the one `make` produces (joined if already in flight); a failure is not cached. */
  async getOrMake(
    key: string,
    make: (signal: AbortSignal) => Promise<CachedImage>,
    signal?: AbortSignal,
  ): Promise<{ image: CachedImage; result: CacheResult }> {
    const stored = this.#store?.get(key);
    if (stored) return { image: stored, result: 'hit' };
    const pending = this.#inFlight.get(key);
    if (pending) {
      try {
        return { image: (await this.#wait(pending, signal)).image, result: 'hit' };
      } catch (error) {
        // Work everyone had left may have been dropped before it started (it fails with their abort): this
        // newcomer, still waiting, starts it afresh. Work that had started is simply joined above.
        if (signal?.aborted || error !== pending.controller.signal.reason) throw error;
      }
    }
    const { image, fromDisk } = await this.#wait(this.#start(key, make), signal);
    return { image, result: fromDisk ? 'hit' : 'miss' };
  }

  #start(key: string, make: (signal: AbortSignal) => Promise<CachedImage>): Flight {
    const controller = new AbortController();
    const promise = (async () => {
      const stored = await this.#disk?.get(key);
      if (stored) return { image: stored, fromDisk: true };
      const image = await make(controller.signal);
      await this.#disk?.set(key, image);
      return { image, fromDisk: false };
    })();
    const flight: Flight = { promise, waiting: 0, controller };
    this.#inFlight.set(key, flight);
    // Stored before the flight ends, so a request never finds neither; a failure nobody waits for any more
    // (every waiter gone) is settled here rather than left unhandled.
    flight.promise
      .then(
        ({ image }) => this.#store?.set(key, image),
        () => undefined,
      )
      .finally(() => {
        if (this.#inFlight.get(key) === flight) this.#inFlight.delete(key);
      });
    return flight;
  }

  #wait(flight: Flight, signal: AbortSignal | undefined): Flight['promise'] {
    flight.waiting++;
    if (!signal) return flight.promise;
    return new Promise((resolve, reject) => {
      const leave = () => {
        flight.waiting--;
        if (flight.waiting === 0) flight.controller.abort(signal.reason);
        reject(signal.reason);
      };
      if (signal.aborted) {
        leave();
        return;
      }
      signal.addEventListener('abort', leave, { once: true });
      flight.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
    });
  }

  get size(): number {
    return this.#store?.size ?? 0;
  }
}
