import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DiskImageCache } from '../../src/images/disk-cache.js';
import { ImageCache } from '../../src/images/image-cache.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'img-cache-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const image = (bytes: number, etag = '"e"') => ({
  data: Buffer.alloc(bytes, 7),
  contentType: 'image/webp',
  etag,
});

async function files(): Promise<string[]> {
  const shards = await readdir(dir);
  const names = await Promise.all(shards.map((shard) => readdir(join(dir, shard))));
  return names.flat();
}

describe('DiskImageCache', () => {
  test('stores an image and reads it back with its type and ETag', async () => {
    const disk = new DiskImageCache(dir, 1_000_000);
    expect(await disk.get('k')).toBeUndefined();
    await disk.set('k', image(500, '"abc"'));
    const read = await disk.get('k');
    expect(read?.contentType).toBe('image/webp');
    expect(read?.etag).toBe('"abc"');
    expect(read?.data.equals(Buffer.alloc(500, 7))).toBe(true);
    expect(await files()).toHaveLength(1);
  });

  test('treats a damaged file as a miss', async () => {
    const errors: unknown[] = [];
    const disk = new DiskImageCache(dir, 1_000_000, (error) => errors.push(error));
    await disk.set('k', image(10));
    const [shard] = await readdir(dir);
    const [name] = await readdir(join(dir, shard as string));
    await writeFile(join(dir, shard as string, name as string), Buffer.from([0, 0, 0, 9, 1, 2]));
    expect(await disk.get('k')).toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  test('stays within its byte budget by deleting the least recently used files', async () => {
    const disk = new DiskImageCache(dir, 3_500);
    for (const key of ['a', 'b', 'c']) await disk.set(key, image(1_000));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await disk.get('a'); // a is now more recent than b and c
    await new Promise((resolve) => setTimeout(resolve, 20));
    await disk.set('d', image(1_000));
    expect((await files()).length).toBeLessThanOrEqual(2);
    expect(await disk.get('a')).toBeDefined();
    expect(await disk.get('d')).toBeDefined();
    expect(await disk.get('b')).toBeUndefined();
  });

  test('a second ImageCache sharing the directory serves the first one’s work without making it again', async () => {
    const first = new ImageCache({ maxBytes: 1_000_000, ttlMs: 0, disk: new DiskImageCache(dir, 1_000_000) });
    const second = new ImageCache({
      maxBytes: 1_000_000,
      ttlMs: 0,
      disk: new DiskImageCache(dir, 1_000_000),
    });
    let made = 0;
    const make = async () => {
      made++;
      return image(100);
    };
    expect((await first.getOrMake('k', make)).result).toBe('miss');
    expect((await second.getOrMake('k', make)).result).toBe('hit');
    expect(made).toBe(1);
  });
});
