import { ImageError } from './image-error.js';

/**
 * Bounds the resizer's expensive work (source fetch + sharp run on a cache miss): at most `concurrency` at a
 * time, at most `maxQueued` waiting; beyond that a request is refused at once with 503 + Retry-After rather
 * than piling decoded images up in memory. Cache-busting floods (every w from 1 to 4000) then cost a bounded
 * amount of CPU and memory while cached images keep being served. Work whose `signal` aborts while it waits (its
 * clients have gone or stopped waiting) leaves the queue without ever running; once started, it runs to its end.
 */
export class WorkLimiter {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
    /** The error a request gets when the queue is full (the page route passes its own). */
    private readonly busy: () => Error = () => ImageError.busy(),
  ) {}

  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxQueued) {
        throw this.busy();
      }
      await this.#queue(signal);
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

  /** Waits for a slot handed over by finished work; an abort takes the place out of the queue. */
  #queue(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', drop);
        resolve();
      };
      const drop = () => {
        const place = this.#waiting.indexOf(start);
        if (place >= 0) this.#waiting.splice(place, 1);
        reject(signal?.reason);
      };
      this.#waiting.push(start);
      signal?.addEventListener('abort', drop, { once: true });
    });
  }

  get pending(): number {
    return this.#running + this.#waiting.length;
  }
}
