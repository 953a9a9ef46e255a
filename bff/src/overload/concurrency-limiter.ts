/**
 * Bounds expensive work: at most `concurrency` at a time, at most `maxQueued` waiting; beyond that the work is
 * refused at once with the user's `busy` error (a 503 + Retry-After) rather than piling up in memory. Two users:
 * the image resizer (source fetch + sharp run on a cache miss: a cache-busting flood, every w from 1 to 4000, then
 * costs a bounded amount of CPU while cached images keep being served) and the page route (server renders,
 * PAGE_RENDER_CONCURRENCY and PAGE_RENDER_QUEUE). Work whose `signal` aborts while it waits (its client has gone or
 * stopped waiting) leaves the queue without ever running, and work that waited past `maxWaitMs` is refused when its
 * turn comes; once started, it runs to its end.
 */
interface Waiter {
  /** When it joined the queue (the limiter's clock). */
  since: number;
  start(): void;
  refuse(error: Error): void;
}

export class ConcurrencyLimiter {
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
    /** The error work gets when every slot is taken and the queue is full. */
    private readonly busy: () => Error,
    /**
     * The longest work may wait for a slot while the process is `overloaded`: work that waited longer when its turn
     * comes is refused (`busy`) instead of started. Under a flood of CPU-bound work the queue is a wait of its own,
     * and past a point the answer is no longer worth waiting for: what is served is served within this plus its own
     * run time. Work that waits behind slow I/O (a slow shop) while the CPU is idle is not refused for it.
     */
    private readonly maxWaitMs = Number.POSITIVE_INFINITY,
    private readonly overloaded: () => boolean = () => true,
    private readonly now: () => number = performance.now.bind(performance),
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
      // Hand the slot straight to the next waiter still worth starting (the running count stays), or free it.
      let next = this.#waiting.shift();
      while (next && this.now() - next.since > this.maxWaitMs && this.overloaded()) {
        next.refuse(this.busy());
        next = this.#waiting.shift();
      }
      if (next) next.start();
      else this.#running--;
    }
  }

  /** Waits for a slot handed over by finished work; an abort takes the place out of the queue. */
  #queue(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        since: this.now(),
        start: () => {
          signal?.removeEventListener('abort', drop);
          resolve();
        },
        refuse: (error) => {
          signal?.removeEventListener('abort', drop);
          reject(error);
        },
      };
      const drop = () => {
        const place = this.#waiting.indexOf(waiter);
        if (place >= 0) this.#waiting.splice(place, 1);
        reject(signal?.reason);
      };
      this.#waiting.push(waiter);
      signal?.addEventListener('abort', drop, { once: true });
    });
  }

  /** Whether work asking now would be refused at once (every slot taken, the queue full). */
  get full(): boolean {
    return this.#running >= this.concurrency && this.#waiting.length >= this.maxQueued;
  }

  get pending(): number {
    return this.#running + this.#waiting.length;
  }
}
