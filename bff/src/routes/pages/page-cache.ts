import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// Whole anonymous pages, kept for a few seconds: a burst of visitors on the same page costs one server render.
// A page carries its response's CSP nonce in every script, so a cached page is stored with a placeholder nonce
// that each answer replaces with its own: no two responses share a nonce. Never used for a request with a session
// (the page would carry the user), and only for URLs without a query (filters and searches are too many to be
// worth keeping, and a flood of distinct queries must not push the common pages out).

export type CachedPage = { status: number; html: string };

export interface PageCache {
  /** A random stand-in nonce to render a cacheable page with. */
  readonly placeholderNonce: string;
  get(key: string, nonce: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
}

export function createPageCache(options: { ttlMs: number; maxEntries: number }): PageCache | null {
  if (options.ttlMs <= 0 || options.maxEntries <= 0) return null;
  const pages = new LRUCache<string, CachedPage>({ max: options.maxEntries, ttl: options.ttlMs });
  // Base64 nonces never contain this token's characters in a row by chance: 24 random bytes, hex.
  const placeholderNonce = `nonce${randomBytes(24).toString('hex')}`;
  return {
    placeholderNonce,
    get(key, nonce) {
      const page = pages.get(key);
      return page && { status: page.status, html: page.html.replaceAll(placeholderNonce, nonce) };
    },
    set(key, page) {
      pages.set(key, page);
    },
  };
}
