import { LRUCache } from 'lru-cache';

export interface CachedImage {
  data: Buffer;
  contentType: string;
  etag: string;
}

export type CacheResult = 'hit' | 'miss';

/**
 * Resized images in memory, least recently used evicted first, bounded by their total bytes (maxBytes 0 turns
 * the store off). Concurrent requests for a key being made share the one resize (single flight), so a burst
 * of identical requests costs one source fetch and one sharp run.
 */
export class ImageCache {
  readonly #store: LRUCache<string, CachedImage> | undefined;
  readonly #inFlight = new Map<string, Promise<CachedImage>>();

  constructor(options: { maxBytes: number; ttlMs: number }) {
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
    make: () => Promise<CachedImage>,
  ): Promise<{ image: CachedImage; result: CacheResult }> {
    const stored = this.#store?.get(key);
    if (stored) return { image: stored, result: 'hit' };
    const pending = this.#inFlight.get(key);
    if (pending) return { image: await pending, result: 'hit' };

    const made = make().then((image) => {
      this.#store?.set(key, image);
      return image;
    });
    this.#inFlight.set(key, made);
    try {
      return { image: await made, result: 'miss' };
    } finally {
      this.#inFlight.delete(key);
    }
  }

  get size(): number {
    return this.#store?.size ?? 0;
  }
}
