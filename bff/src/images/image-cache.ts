import { LRUCache } from 'lru-cache';
import type { DiskImageCache } from './disk-cache.js';

export interface CachedImage {
  data: Buffer;
  contentType: string;
  etag: string;
}

export type CacheResult = 'hit' | 'miss';

/**
 * Resized images in memory, least recently used evicted first, bounded by their total bytes (maxBytes 0 turns
 * the store off), over an optional disk tier (disk-cache.ts) read on a memory miss. Concurrent requests for a
 * key being made share the one resize (single flight), so a burst of identical requests costs one source
 * fetch and one sharp run.
 */
export class ImageCache {
  readonly #store: LRUCache<string, CachedImage> | undefined;
  readonly #inFlight = new Map<string, Promise<CachedImage>>();

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
    make: () => Promise<CachedImage>,
  ): Promise<{ image: CachedImage; result: CacheResult }> {
    const stored = this.#store?.get(key);
    if (stored) return { image: stored, result: 'hit' };
    const pending = this.#inFlight.get(key);
    if (pending) return { image: await pending, result: 'hit' };

    let fromDisk = false;
    const made = (async () => {
      const stored = await this.#disk?.get(key);
      if (stored) {
        fromDisk = true;
        return stored;
      }
      const image = await make();
      await this.#disk?.set(key, image);
      return image;
    })().then((image) => {
      this.#store?.set(key, image);
      return image;
    });
    this.#inFlight.set(key, made);
    try {
      const image = await made;
      return { image, result: fromDisk ? 'hit' : 'miss' };
    } finally {
      this.#inFlight.delete(key);
    }
  }

  get size(): number {
    return this.#store?.size ?? 0;
  }
}
