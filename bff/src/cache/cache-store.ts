import type { SentEncoding } from '../lib/encoded-body.js';

/** One cached answer: when it was stored and its JSON, plus the parsed value where the store keeps objects. */
export interface CacheEntry {
  storedAt: number;
  json: string;
  value?: unknown;
  /** `json` as UTF-8, made on the entry's first send (shared-cache.ts jsonBytes) and kept while the entry lives. */
  bytes?: Buffer;
  /** `bytes` compressed, each encoding on the entry's first send in it (routes/api/cached-answer.ts). */
  compressed?: Partial<Record<SentEncoding, Buffer>>;
}

/**
 * Where entries live: this process's memory, or Redis to share them across replicas. `kind` names what the entry
 * is (store-config, translations, search-flags…) so a store can bound each kind on its own: one kind's entries
 * never push out another's.
 */
export interface CacheStore {
  /** Memory stores answer synchronously so a hit costs no tick; Redis answers with a promise. */
  get(kind: string, key: string): CacheEntry | undefined | Promise<CacheEntry | undefined>;
  /** Keeps the entry for `lifetimeMs` (fresh time plus stale window), then forgets it. */
  set(kind: string, key: string, entry: CacheEntry, lifetimeMs: number): void | Promise<void>;
  close(): Promise<void>;
}
