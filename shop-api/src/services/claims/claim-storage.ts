// Where a claim's files are kept (#28): a small interface a disk folder implements here and an S3-compatible
// bucket could (put = PutObject, get = GetObject, delete = DeleteObject, move = CopyObject + DeleteObject). Keys
// are the shop's own random ids (never a shopper's file name), so no key can name a path outside the store.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface ClaimStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there are none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Renames a key (a file kept under a temporary key until its claim row has committed). */
  move(from: string, to: string): Promise<void>;
}

/** Keys are [A-Za-z0-9_-] segments joined by `/`: anything else is a bug, refused before the disk is touched. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  return key;
}

/** Files under a folder (the data folder's `claims` by default, CLAIMS_DIR). */
export function diskClaimStorage(folder: string): ClaimStorage {
  const root = resolve(folder);
  const path = (key: string) => join(root, checkedKey(key));
  const parent = async (key: string) => {
    const file = path(key);
    await mkdir(join(file, '..'), { recursive: true });
    return file;
  };
  return {
    put: async (key, data) => writeFile(await parent(key), data, { mode: 0o600 }),
    get: async (key) => {
      try {
        return await readFile(path(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: (key) => rm(path(key), { force: true }),
    move: async (from, to) => rename(path(from), await parent(to)),
  };
}

/** Kept in memory: the default of an app built without a storage (tests). */
export function memoryClaimStorage(): ClaimStorage & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, data) => {
      files.set(checkedKey(key), data);
    },
    get: async (key) => files.get(checkedKey(key)) ?? null,
    delete: async (key) => {
      files.delete(checkedKey(key));
    },
    move: async (from, to) => {
      const data = files.get(checkedKey(from));
      if (!data) throw new Error(`no file under ${from}`);
      files.set(checkedKey(to), data);
      files.delete(from);
    },
    keys: () => [...files.keys()],
  };
}
