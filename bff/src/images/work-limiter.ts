import { ImageError } from './image-error.js';

/**
 * Bounds the resizer's expensive work (source fetch + sharp run on a cache miss): at most `concurrency` at a
 * time, at most `maxQueued` waiting; beyond that a request is refused at once with 503 + Retry-After rather
 * than piling decoded images up in memory. Cache-busting floods (every w from 1 to 4000) then cost a bounded
 * amount of CPU and memory while cached images keep being served.
 */
export class WorkLimiter {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxQueued) {
        throw ImageError.busy();
      }
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter (the running count stays), or free it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }

  get pending(): number {
    return this.#running + this.#waiting.length;
  }
}
