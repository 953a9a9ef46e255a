import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { type EncodedBody, encodeBody } from '../../lib/encoded-body.js';
import { asBuffer } from '../../ssr/html-bytes.js';

// Whole anonymous pages, kept for a few seconds: a burst of visitors on the same page costs one server render,
// and each of them gets bytes compressed once. Never used for a request with a session (the page would carry
// the user), and only for URLs without a query (filters and searches are too many to be worth keeping, and a
// flood of distinct queries must not push the common pages out).
//
// A nonce must differ per response, so a cached page carries none: it is rendered without one, and its policy
// allows exactly its own inline scripts by their SHA-256 hashes (CSP level 2) instead. Its bytes then never
// change, which is what lets them be compressed once and sent as they are.

export type CachedPage = {
  status: number;
  /** Base64 SHA-256 of each inline script the page runs, for its script-src. */
  scriptHashes: string[];
  body: EncodedBody;
};

export interface PageCache {
  /** The page under `key`, made by `make` on a miss; concurrent misses of one key share one `make`. */
  fill(key: string, make: () => Promise<CachedPage | null>): Promise<CachedPage | null>;
}

/**
 * The key of a page kept for its address: the site (the white-label brands share a variant code, so the brand and
 * origin too), the language, the currency, the path and the query.
 */
export function pageKey(
  variant: { code: string; brand: number | null; canonicalOrigin: string },
  page: { locale: string; currencyId: number | null; path: string; search: string },
): string {
  return `${variant.code}|${variant.brand ?? ''}|${variant.canonicalOrigin}|${page.locale}|${page.currencyId ?? ''}|${page.path}${page.search}`;
}

const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');
const TAG_END = 0x3e; // '>'
/** Data blocks (the bootstrap JSON, JSON-LD) are never run, so the policy need not allow them. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const SRC = /\bsrc\s*=/i;

/**
 * The SHA-256 (base64) of every inline script in the page that a browser would run, read from its bytes: a
 * string search per tag rather than a regular expression over the page as text, which cost ~0.8 ms on a 110 KB
 * category page (its query data is one long script). The pages are React's and the bff's, which write tags in
 * lower case; a script written otherwise would go unhashed and be blocked, never allowed. With `nonce`, only the
 * scripts whose tag carries it: those the app wrote itself, which no text inside the page can pass for.
 */
export function inlineScriptHashes(html: Uint8Array | string, nonce?: string): string[] {
  const page = typeof html === 'string' ? Buffer.from(html, 'utf8') : asBuffer(html);
  const nonceAttribute = nonce === undefined ? null : `nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (let at = page.indexOf(SCRIPT_OPEN); at !== -1; at = page.indexOf(SCRIPT_OPEN, at)) {
    const afterName = page[at + SCRIPT_OPEN.length];
    // `<scripts…` or the like is another tag; `<script>` or `<script …>` is one.
    if (afterName !== TAG_END && afterName !== 0x20 && afterName !== 0x09 && afterName !== 0x0a) {
      at += SCRIPT_OPEN.length;
      continue;
    }
    const tagEnd = page.indexOf(TAG_END, at);
    const close = tagEnd === -1 ? -1 : page.indexOf(SCRIPT_CLOSE, tagEnd);
    if (close === -1) break;
    const attributes = page.toString('latin1', at + SCRIPT_OPEN.length, tagEnd);
    const runs = close > tagEnd + 1 && !SRC.test(attributes) && !DATA_TYPE.test(attributes);
    if (runs && (nonceAttribute === null || attributes.includes(nonceAttribute)))
      hashes.add(
        createHash('sha256')
          .update(page.subarray(tagEnd + 1, close))
          .digest('base64'),
      );
    at = close + SCRIPT_CLOSE.length;
  }
  return [...hashes];
}

/** A page as the cache keeps it: its status, its scripts' hashes, and its bytes in each encoding we send. */
export async function cachedPage(status: number, identity: Buffer): Promise<CachedPage> {
  return {
    status,
    scriptHashes: inlineScriptHashes(identity),
    // Paid once per page and TTL, not per visitor: a little more than per-request compression would spend.
    body: await encodeBody(identity, 6),
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
