import { createHash } from 'node:crypto';
import type { LanguageCode, TranslationsResponse } from '@storefront/shared-types';
import { LRUCache } from 'lru-cache';
import type { CachedValue } from '../../cache/shared-cache.js';
import { type EncodedBody, encodeBody } from '../../lib/encoded-body.js';

// A language's translations as a file of their own, named by their content: a page's bootstrap names the file
// instead of carrying ~60 KB of texts in every page's HTML (written, compressed and parsed again on each page),
// and the browser fetches it once per change of the texts, from its cache on every later page.

export interface TranslationsFile {
  json: string;
  /** The first 16 hex digits of the JSON's SHA-256: a new name whenever a text changes. */
  hash: string;
  /** The file compressed, made on its first request (encodedTranslations). */
  encoded?: Promise<EncodedBody>;
}

/**
 * Brotli's best for a file kept until a text changes: ~55 ms once, in the thread pool, for ~13 % fewer bytes than
 * the per-request quality 4 (14.1 against 16.1 KB for lt's 56 KB), and no compression on any later request: every
 * new visitor fetches this file, so per request it was the largest compression after an uncached page.
 */
const TRANSLATIONS_BROTLI_QUALITY = 11;

const encodeFile = (json: Buffer) => encodeBody(json, TRANSLATIONS_BROTLI_QUALITY);

/**
 * The file's bytes in each encoding, compressed once per file (its first request waits for it). `encode` is the
 * compression (a test makes one that fails).
 */
export function encodedTranslations(
  file: TranslationsFile,
  encode: (json: Buffer) => Promise<EncodedBody> = encodeFile,
): Promise<EncodedBody> {
  if (file.encoded === undefined) {
    const encoded = encode(Buffer.from(file.json));
    file.encoded = encoded;
    // A failed compression is not kept: the next request tries again.
    encoded.catch(() => {
      if (file.encoded === encoded) file.encoded = undefined;
    });
  }
  return file.encoded;
}

/**
 * One file per cached answer, by the answer's JSON: its file and hash are made once, when a fresh answer is first
 * used, not on every page (the cache hands out the same text, or an equal one from Redis, page after page). Room
 * for every site × language of the manifest (36) with distinct texts, so none is compressed again after an eviction.
 */
const files = new LRUCache<string, TranslationsFile>({ max: 64 });

export function translationsFile(entry: CachedValue<TranslationsResponse>): TranslationsFile {
  let file = files.get(entry.json);
  if (!file) {
    const json = JSON.stringify(entry.value.resources);
    file = { json, hash: createHash('sha256').update(json).digest('hex').slice(0, 16) };
    files.set(entry.json, file);
  }
  return file;
}

export const TRANSLATIONS_PREFIX = '/i18n/';

/** Where a page's translations are fetched from (on the page's own host: the texts are its site's). */
export function translationsPath(locale: LanguageCode, file: TranslationsFile): string {
  return `${TRANSLATIONS_PREFIX}${locale}.${file.hash}.json`;
}

const FILE_NAME = /^([a-z]{2})\.([0-9a-f]{16})\.json$/;

/** The language and hash a file name asks for; null for any other name. */
export function parseTranslationsFileName(name: string): { locale: string; hash: string } | null {
  const [, locale, hash] = FILE_NAME.exec(name) ?? [];
  return locale && hash ? { locale, hash } : null;
}
