import { describe, expect, test } from 'vitest';
import { ImageError } from '../../src/images/image-error.js';
import { ConcurrencyLimiter } from '../../src/overload/concurrency-limiter.js';

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('ConcurrencyLimiter', () => {
  test('runs at most `concurrency` jobs at once and starts queued ones as slots free', async () => {
    const limiter = new ConcurrencyLimiter(2, 10, ImageError.busy);
    let running = 0;
    let peak = 0;
    const gates = [gate(), gate(), gate(), gate()];
    const jobs = gates.map((g, i) =>
      limiter.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await g.opened;
        running--;
        return i;
      }),
    );
    expect(limiter.pending).toBe(4);
    for (const g of gates) g.open();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(limiter.pending).toBe(0);
  });

  test('refuses with 503 + Retry-After when the queue is full, and frees the slot after a failure', async () => {
    const limiter = new ConcurrencyLimiter(1, 1, ImageError.busy);
    const first = gate();
    const running = limiter.run(() => first.opened);
    const queued = limiter.run(async () => 'queued');
    const refused = await limiter.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageError);
    expect((refused as ImageError).statusCode).toBe(503);
    expect((refused as ImageError).headers['retry-after']).toBe('1');
    first.open();
    await running;
    expect(await queued).toBe('queued');
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'after')).toBe('after');
    expect(limiter.pending).toBe(0);
  });

  test('drops queued work whose signal aborts before it starts: it never runs and takes no slot', async () => {
    const limiter = new ConcurrencyLimiter(1, 10, ImageError.busy);
    const first = gate();
    const running = limiter.run(() => first.opened);
    const gone = new AbortController();
    let ran = false;
    const dropped = limiter.run(async () => {
      ran = true;
    }, gone.signal);
    const next = limiter.run(async () => 'next');
    expect(limiter.pending).toBe(3);
    gone.abort(new Error('client closed the connection'));
    await expect(dropped).rejects.toThrow('client closed the connection');
    expect(limiter.pending).toBe(2);
    first.open();
    await running;
    expect(await next).toBe('next');
    expect(ran).toBe(false);
    expect(limiter.pending).toBe(0);
  });

  test('refuses work whose signal has already aborted, and ignores an abort once the work runs', async () => {
    const limiter = new ConcurrencyLimiter(1, 10, ImageError.busy);
    await expect(limiter.run(async () => 'never', AbortSignal.abort(new Error('gone')))).rejects.toThrow(
      'gone',
    );
    const started = new AbortController();
    const job = gate();
    const running = limiter.run(async () => {
      await job.opened;
      return 'finished';
    }, started.signal);
    started.abort();
    job.open();
    expect(await running).toBe('finished');
    expect(limiter.pending).toBe(0);
  });

  test('refuses work that waited past maxWaitMs when its turn comes, and starts the next one in time', async () => {
    let clock = 0;
    let overloaded = true;
    const limiter = new ConcurrencyLimiter(
      1,
      10,
      ImageError.busy,
      500,
      () => overloaded,
      () => clock,
    );
    const first = gate();
    const running = limiter.run(() => first.opened);
    const stale = limiter.run(async () => 'stale').catch((error: unknown) => error);
    clock = 400;
    const fresh = limiter.run(async () => 'fresh');
    // The first waited 600 ms by the time the slot frees; the second 200 ms.
    clock = 600;
    first.open();
    await running;
    expect(await stale).toBeInstanceOf(ImageError);
    expect(await fresh).toBe('fresh');
    expect(limiter.pending).toBe(0);

    // Not overloaded (the work waits on I/O, the CPU is idle): a long wait is no reason to refuse.
    overloaded = false;
    const second = gate();
    const holding = limiter.run(() => second.opened);
    const patient = limiter.run(async () => 'patient');
    clock = 5_000;
    second.open();
    await holding;
    expect(await patient).toBe('patient');
  });

  test('says it is full when every slot is taken and the queue is full, so a caller can give up before any work', async () => {
    const limiter = new ConcurrencyLimiter(1, 1, ImageError.busy);
    const first = gate();
    expect(limiter.full).toBe(false);
    const running = limiter.run(() => first.opened);
    expect(limiter.full).toBe(false);
    const queued = limiter.run(async () => 'queued');
    expect(limiter.full).toBe(true);
    first.open();
    await running;
    await queued;
    expect(limiter.full).toBe(false);
  });
});
