import { describe, expect, test } from 'vitest';
import { type CachedImage, ImageCache } from '../../src/images/image-cache.js';

const image = (bytes: number, etag = '"x"'): CachedImage => ({
  data: Buffer.alloc(bytes),
  contentType: 'image/webp',
  etag,
});

describe('ImageCache', () => {
  test('makes an image once and serves it from memory after', async () => {
    const cache = new ImageCache({ maxBytes: 10_000, ttlMs: 0 });
    let made = 0;
    const make = async () => {
      made++;
      return image(100);
    };
    expect((await cache.getOrMake('a', make)).result).toBe('miss');
    expect((await cache.getOrMake('a', make)).result).toBe('hit');
    expect(made).toBe(1);
  });

  test('single-flights concurrent requests for one key', async () => {
    const cache = new ImageCache({ maxBytes: 10_000, ttlMs: 0 });
    let made = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const make = async () => {
      made++;
      await gate;
      return image(10);
    };
    const pending = [cache.getOrMake('k', make), cache.getOrMake('k', make), cache.getOrMake('k', make)];
    release();
    const results = await Promise.all(pending);
    expect(made).toBe(1);
    expect(results.map((r) => r.result).sort()).toEqual(['hit', 'hit', 'miss']);
  });

  test('evicts the least recently used entries to stay within its byte budget', async () => {
    const cache = new ImageCache({ maxBytes: 3_000, ttlMs: 0 });
    let made = 0;
    const make = async () => {
      made++;
      return image(900);
    };
    await cache.getOrMake('a', make);
    await cache.getOrMake('b', make);
    await cache.getOrMake('a', make); // a is now the most recent
    await cache.getOrMake('c', make); // over budget: b goes
    expect(cache.size).toBe(2);
    expect(made).toBe(3);
    expect((await cache.getOrMake('a', make)).result).toBe('hit');
    expect((await cache.getOrMake('b', make)).result).toBe('miss');
  });

  test('does not keep failures', async () => {
    const cache = new ImageCache({ maxBytes: 10_000, ttlMs: 0 });
    await expect(cache.getOrMake('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.getOrMake('a', async () => image(1))).result).toBe('miss');
  });

  test('a waiter stops waiting when its signal aborts; the work goes on for the others and is stored', async () => {
    const cache = new ImageCache({ maxBytes: 10_000, ttlMs: 0 });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const signals: AbortSignal[] = [];
    const make = async (signal: AbortSignal) => {
      signals.push(signal);
      await gate;
      return image(10);
    };
    const leaving = new AbortController();
    const left = cache.getOrMake('k', make, leaving.signal);
    const staying = cache.getOrMake('k', make, new AbortController().signal);
    leaving.abort(new Error('client closed the connection'));
    await expect(left).rejects.toThrow('client closed the connection');
    expect(signals[0]?.aborted).toBe(false);
    release();
    expect((await staying).result).toBe('hit');
    expect((await cache.getOrMake('k', make)).result).toBe('hit');
    expect(signals).toHaveLength(1);
  });

  test("the work's signal aborts once every waiter has gone; work that finishes anyway is still stored", async () => {
    const cache = new ImageCache({ maxBytes: 10_000, ttlMs: 0 });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: (signal: AbortSignal) => void = () => {};
    const workSignal = new Promise<AbortSignal>((resolve) => {
      started = resolve;
    });
    const make = async (signal: AbortSignal) => {
      started(signal);
      await gate;
      return image(10);
    };
    const a = new AbortController();
    const b = new AbortController();
    const waits = [cache.getOrMake('k', make, a.signal), cache.getOrMake('k', make, b.signal)];
    const signal = await workSignal;
    a.abort(new Error('gone'));
    expect(signal.aborted).toBe(false);
    b.abort(new Error('gone'));
    expect(signal.aborted).toBe(true);
    expect((await Promise.allSettled(waits)).map((wait) => wait.status)).toEqual(['rejected', 'rejected']);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    let madeAgain = false;
    const again = await cache.getOrMake('k', async () => {
      madeAgain = true;
      return image(10);
    });
    expect(again.result).toBe('hit');
    expect(madeAgain).toBe(false);
  });

  test('a request joining work that everyone had left gets it made afresh if it was dropped, joined if it runs', async () => {
    const cache = new ImageCache({ maxBytes: 10_000, ttlMs: 0 });
    const dropOnAbort = (signal: AbortSignal) =>
      new Promise<CachedImage>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    const gone = new AbortController();
    const dropped = cache.getOrMake('dropped', dropOnAbort, gone.signal);
    await new Promise((resolve) => setImmediate(resolve));
    gone.abort(new Error('gone'));
    const fresh = cache.getOrMake('dropped', async () => image(10));
    await expect(dropped).rejects.toThrow('gone');
    expect((await fresh).result).toBe('miss');

    let finish: (made: CachedImage) => void = () => {};
    let made = 0;
    const running = (_signal: AbortSignal) => {
      made++;
      return new Promise<CachedImage>((resolve) => {
        finish = resolve;
      });
    };
    const left = new AbortController();
    const first = cache.getOrMake('running', running, left.signal);
    await new Promise((resolve) => setImmediate(resolve));
    left.abort(new Error('gone'));
    await expect(first).rejects.toThrow('gone');
    const joiner = cache.getOrMake('running', running);
    finish(image(10));
    expect((await joiner).result).toBe('hit');
    expect(made).toBe(1);
  });
});
