import { describe, expect, test } from 'vitest';
import { createPageDataCache } from '../../src/services/page-data-cache.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createPageDataCache', () => {
  test('keeps an answer for its time to live, then loads it again', async () => {
    const cache = createPageDataCache({ ttlMs: 40, maxEntries: 10 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache?.read('k', load)).toEqual({ n: 1 });
    expect(await cache?.read('k', load)).toEqual({ n: 1 });
    expect(await cache?.read('other', load)).toEqual({ n: 2 });
    await sleep(80);
    expect(await cache?.read('k', load)).toEqual({ n: 3 });
  });

  test('reads missing one key at the same moment share one load', async () => {
    const cache = createPageDataCache({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(10);
      return 'answer';
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache?.read('k', load)));
    expect(answers).toEqual(Array(5).fill('answer'));
    expect(loads).toBe(1);
  });

  test('a failure reaches its readers and is not kept', async () => {
    const cache = createPageDataCache({ ttlMs: 1_000, maxEntries: 10 });
    await expect(cache?.read('k', () => Promise.reject(new Error('shop down')))).rejects.toThrow('shop down');
    expect(await cache?.read('k', async () => 'back')).toBe('back');
  });

  test('is off with a time to live or a size of 0', () => {
    expect(createPageDataCache({ ttlMs: 0, maxEntries: 10 })).toBeNull();
    expect(createPageDataCache({ ttlMs: 1_000, maxEntries: 0 })).toBeNull();
  });
});
