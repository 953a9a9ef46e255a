import type { Redis } from 'ioredis';
import type { CacheEntry, CacheStore } from './cache-store.js';

/**
 * Entries shared by every replica. Stored as `<storedAt>\n<json>` so the payload is not JSON-encoded twice;
 * Redis expires a key after its fresh time plus stale window, so stale entries outlive a shop outage only
 * that long. Redis errors read as a miss: the cache is an optimisation, never a reason to fail a request.
 */
export function createRedisStore(
  redis: Redis,
  prefix: string,
  onError: (error: unknown) => void,
): CacheStore {
  return {
    async get(key) {
      let raw: string | null;
      try {
        raw = await redis.get(prefix + key);
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
    async set(key, entry, lifetimeMs) {
      try {
        await redis.set(prefix + key, `${entry.storedAt}\n${entry.json}`, 'PX', Math.max(1, lifetimeMs));
      } catch (error) {
        onError(error);
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
