import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

// Whole anonymous pages, kept for a few seconds: a burst of visitors on the same page costs one server render,
// and each of them gets bytes compressed once. Never used for a request with a session (the page would carry
// the user), and only for URLs without a query (filters and searches are too many to be worth keeping, and a
// flood of distinct queries must not push the common pages out).
//
// A nonce must differ per response, so a cached page carries none: it is rendered without one, and its policy
// allows exactly its own inline scripts by their SHA-256 hashes (CSP level 2) instead. Its bytes then never
// change, which is what lets them be compressed once and sent as they are.

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type CachedPage = {
  status: number;
  /** Base64 SHA-256 of each inline script the page runs, for its script-src. */
  scriptHashes: string[];
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
};

export interface PageCache {
  /** The page under `key`, made by `make` on a miss; concurrent misses of one key share one `make`. */
  fill(key: string, make: () => Promise<CachedPage | null>): Promise<CachedPage | null>;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (the bootstrap JSON, JSON-LD) are never run, so the policy need not allow them. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** The SHA-256 (base64) of every inline script in the page that a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (content === '' || /\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(createHash('sha256').update(content, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/** A page as the cache keeps it: its status, its scripts' hashes, and its bytes in each encoding we send. */
export async function cachedPage(status: number, identity: Buffer): Promise<CachedPage> {
  const [br, gzipped] = await Promise.all([
    // Paid once per page and TTL, not per visitor: a little more than per-request compression would spend.
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gz(identity, { level: 6 }),
  ]);
  return {
    status,
    scriptHashes: inlineScriptHashes(identity.toString('utf8')),
    body: { identity, br, gzip: gzipped },
  };
}

export function createPageCache(options: { ttlMs: number; maxEntries: number }): PageCache | null {
  if (options.ttlMs <= 0 || options.maxEntries <= 0) return null;
  const pages = new LRUCache<string, CachedPage>({ max: options.maxEntries, ttl: options.ttlMs });
  const making = new Map<string, Promise<CachedPage | null>>();
  return {
    fill(key, make) {
      const cached = pages.get(key);
      if (cached) return Promise.resolve(cached);
      let pending = making.get(key);
      if (!pending) {
        pending = make()
          .then((page) => {
            if (page) pages.set(key, page);
            return page;
          })
          .finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}

/** The encoding to send a cached page in, from the request's Accept-Encoding (brotli first). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}
