import type { Redis } from 'ioredis';
import type { CacheEntry, CacheStore } from './cache-store.js';

/**
 * Entries shared by every replica. Stored as `<storedAt>\n<json>` so the payload is not JSON-encoded twice;
 * Redis expires a key after its fresh time plus stale window, so stale entries outlive a shop outage only
 * that long. Redis errors read as a miss: the cache is an optimisation, never a reason to fail a request.
 * Redis has no per-kind bound (it evicts by its own maxmemory policy); what keeps one kind from crowding out
 * another there is that keys come only from bounded sets (sites, known languages), so their number is fixed.
 */
export function createRedisStore(
  redis: Redis,
  prefix: string,
  onError: (error: unknown) => void,
): CacheStore {
  return {
    async get(kind, key) {
      let raw: string | null;
      try {
        raw = await redis.get(`${prefix}${kind}:${key}`);
      } catch (error) {
        onError(error);
        return undefined;
      }
      if (raw === null) return undefined;
      const cut = raw.indexOf('\n');
      const storedAt = Number(raw.slice(0, cut));
      if (cut < 0 || !Number.isFinite(storedAt)) return undefined;
      const entry: CacheEntry = { storedAt, json: raw.slice(cut + 1) };
      return entry;
    },
    async set(kind, key, entry, lifetimeMs) {
      try {
        await redis.set(
          `${prefix}${kind}:${key}`,
          `${entry.storedAt}\n${entry.json}`,
          'PX',
          Math.max(1, lifetimeMs),
        );
      } catch (error) {
        onError(error);
      }
    },
    // The client is not the store's: whoever made it (plugins/redis.ts, a test) closes it.
    async close() {},
  };
}
