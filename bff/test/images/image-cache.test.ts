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
});
