import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CachedImage } from './image-cache.js';

interface Header {
  contentType: string;
  etag: string;
}

/**
 * Resized images on disk (IMAGE_CACHE_DIR), under the in-memory LRU: they survive restarts, and replicas that
 * share the directory share the work. One file per key (sha256 of it): a 4-byte header length, a JSON header
 * (type, ETag), the image. Files are written to a temporary name and renamed, so a reader never sees half a
 * file. The total is kept under maxBytes by deleting the least recently used files (reads refresh mtime).
 * Any disk failure counts as a miss: the disk cache can slow nothing down beyond a failed syscall.
 */
export class DiskImageCache {
  #bytes: number | undefined;
  #pruning: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  #path(key: string): string {
    const hash = createHash('sha256').update(key).digest('hex');
    return join(this.dir, hash.slice(0, 2), `${hash}.img`);
  }

  async get(key: string): Promise<CachedImage | undefined> {
    const file = this.#path(key);
    let raw: Buffer;
    try {
      raw = await readFile(file);
    } catch {
      return undefined;
    }
    try {
      const headerLength = raw.readUInt32BE(0);
      const header = JSON.parse(raw.subarray(4, 4 + headerLength).toString('utf8')) as Header;
      if (typeof header.contentType !== 'string' || typeof header.etag !== 'string') return undefined;
      const now = new Date();
      utimes(file, now, now).catch(() => {});
      return { data: raw.subarray(4 + headerLength), contentType: header.contentType, etag: header.etag };
    } catch (error) {
      this.onError(error);
      return undefined;
    }
  }

  async set(key: string, image: CachedImage): Promise<void> {
    const file = this.#path(key);
    const header = Buffer.from(JSON.stringify({ contentType: image.contentType, etag: image.etag }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    const body = Buffer.concat([length, header, image.data]);
    if (body.length > this.maxBytes) return;
    // Scanned before the write, so the first scan does not count this file twice. (Rewriting a key counts it
    // twice until the next prune rescans; harmless.)
    const before = await this.#total();
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      unlink(temporary).catch(() => {});
      this.onError(error);
      return;
    }
    const total = (this.#bytes ?? before) + body.length;
    this.#bytes = total;
    if (total > this.maxBytes) await this.prune();
  }

  /** Deletes least recently used files until the total is under 80 % of the budget (one pass at a time). */
  prune(): Promise<void> {
    this.#pruning ??= this.#prune().finally(() => {
      this.#pruning = undefined;
    });
    return this.#pruning;
  }

  async #prune(): Promise<void> {
    const files = await this.#files();
    files.sort((a, b) => a.mtimeMs - b.mtimeMs);
    let total = files.reduce((sum, file) => sum + file.size, 0);
    const target = this.maxBytes * 0.8;
    for (const file of files) {
      if (total <= target) break;
      try {
        await unlink(file.path);
        total -= file.size;
      } catch {
        // Another replica deleted it first.
      }
    }
    this.#bytes = total;
  }

  async #total(): Promise<number> {
    if (this.#bytes === undefined) {
      const files = await this.#files();
      this.#bytes = files.reduce((sum, file) => sum + file.size, 0);
    }
    return this.#bytes;
  }

  async #files(): Promise<{ path: string; size: number; mtimeMs: number }[]> {
    const found: { path: string; size: number; mtimeMs: number }[] = [];
    let shards: string[];
    try {
      shards = await readdir(this.dir);
    } catch {
      return found;
    }
    for (const shard of shards) {
      let names: string[];
      try {
        names = await readdir(join(this.dir, shard));
      } catch {
        continue;
      }
      for (const name of names) {
        if (!name.endsWith('.img')) continue;
        const path = join(this.dir, shard, name);
        try {
          const info = await stat(path);
          found.push({ path, size: info.size, mtimeMs: info.mtimeMs });
        } catch {
          // Deleted meanwhile.
        }
      }
    }
    return found;
  }
}
