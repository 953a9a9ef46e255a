// The claim storage (#28): files by the shop's own keys only (a key naming a path outside the store is refused
// before the disk is touched), a missing key is null, move renames; and a claim whose storing fails half-way leaves
// neither its row nor any file behind.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import { diskClaimStorage, memoryClaimStorage } from '../../../src/services/claims/claim-storage.js';
import { createClaim } from '../../../src/services/claims/create-claim.js';
import { claimBody, file, photoWithExif, shopperWithOrder } from '../../helpers/claim-fixtures.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../helpers/test-database.js';

describe('diskClaimStorage', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'claim-storage-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('puts, gets, moves and deletes under its folder; a missing key is null', async () => {
    const storage = diskClaimStorage(folder);
    await storage.put('tmp/abc', Buffer.from('x'));
    await storage.move('tmp/abc', 'files/abc');
    expect(await storage.get('tmp/abc')).toBeNull();
    expect((await storage.get('files/abc'))?.toString()).toBe('x');
    await storage.delete('files/abc');
    expect(await storage.get('files/abc')).toBeNull();
  });

  it('refuses a key that is not its own kind (traversal, absolute, dots)', async () => {
    const storage = diskClaimStorage(folder);
    for (const key of ['../x', '/etc/passwd', 'files/../../x', 'files/a.jpg', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    }
    expect(await readdir(folder, { recursive: true })).not.toContain('x');
  });
});

describe('createClaim when storing fails half-way', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.cleanup());

  it('a failed second file: no claim row, and the first file is removed', async () => {
    const shopper = await shopperWithOrder(db);
    const memory = memoryClaimStorage();
    let puts = 0;
    const failing = {
      ...memory,
      put: async (key: string, data: Buffer) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        await memory.put(key, data);
      },
    };
    const body = claimBody(shopper.orderId, shopper.lineIds[0] as number, [
      file(await photoWithExif()),
      file(await photoWithExif('png')),
    ]);
    await expect(
      createClaim(db, failing, { userId: shopper.userId, guestTokenHash: null, isPro: false }, body as never),
    ).rejects.toThrow('disk full');
    expect(memory.keys()).toEqual([]);
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM claims WHERE order_id = $1', [
      shopper.orderId,
    ]);
    expect(row?.n).toBe(0);
  });
});

describe.runIf(TEST_DATABASE_URL)('on PostgreSQL: a double submit', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres' });
  });
  afterAll(() => database?.cleanup());

  it('ten simultaneous submits with one idempotency key make one claim with one set of files', async () => {
    const { db } = database;
    const shopper = await shopperWithOrder(db);
    const storage = memoryClaimStorage();
    const body = claimBody(shopper.orderId, shopper.lineIds[0] as number, [file(await photoWithExif())]);
    const filer = { userId: shopper.userId, guestTokenHash: null, isPro: false };
    const made = await Promise.all(
      Array.from({ length: 10 }, () => createClaim(db, storage, filer, body as never)),
    );
    expect(new Set(made.map((claim) => claim.id)).size).toBe(1);
    expect(made.filter((claim) => claim.fresh)).toHaveLength(1);
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM claims WHERE order_id = $1', [
      shopper.orderId,
    ]);
    expect(row?.n).toBe(1);
    expect(storage.keys()).toHaveLength(1);
    expect(storage.keys()[0]).toMatch(/^files\//);
  });
});
