import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Bodies shorter than this are sent as they are: compressing them saves less than the encoding header costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Bodies up to this size are compressed in one call on the event loop; bigger ones (sitemap parts) stream, so a
 * single answer never holds the loop long.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;

/**
 * Brotli's quality for what is compressed as it is sent: nearly gzip's speed with a smaller result; the default 11
 * costs milliseconds per page.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

/** The encodings the bff sends, best first. */
export const SENT_ENCODINGS = ['br', 'gzip'] as const;
export type SentEncoding = (typeof SENT_ENCODINGS)[number];

/** `bytes` compressed now, on the event loop, as the compression plugin compresses an answer (quality 4, gzip 6). */
export function compressNow(bytes: Buffer, encoding: SentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } })
    : gzipSync(bytes, { level: 6 });
}

/** A body kept in each encoding the bff sends, so a request is answered with bytes compressed once. */
export type EncodedBody = { identity: Buffer; br: Buffer; gzip: Buffer };

/**
 * `identity` compressed once in each encoding, in the thread pool (the event loop goes on meanwhile): brotli at
 * `brotliQuality` (what is worth paying once depends on how long the body is kept), gzip at 6.
 */
export async function encodeBody(identity: Buffer, brotliQuality: number): Promise<EncodedBody> {
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gz(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gzipped };
}

/** A parameter refusing its encoding: q=0 (RFC 9110 §12.4.2), however written. */
const Q_ZERO = /^\s*q\s*=\s*0(?:\.0*)?\s*$/;

/**
 * The encodings the bff sends that an Accept-Encoding header takes, best first: each it names without refusing it
 * (q=0), and through `*` each it does not name; `x-gzip` is gzip (RFC 9110 §8.4.1.3). Case does not matter.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): SentEncoding[] {
  const named = new Map<string, boolean>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [rawName = '', ...parameters] = part.split(';');
    const name = rawName.trim() === 'x-gzip' ? 'gzip' : rawName.trim();
    if (name !== '') named.set(name, !parameters.some((parameter) => Q_ZERO.test(parameter)));
  }
  const anyOther = named.get('*') === true;
  return SENT_ENCODINGS.filter((encoding) => named.get(encoding) ?? anyOther);
}

/**
 * The encoding to send a kept body in (a cached page or answer, a translations file), from Accept-Encoding (brotli
 * first). Browsers send one of a few headers over and over, so each header's answer is kept (a bounded handful).
 */
export function pickEncoding(acceptEncoding: string | undefined): SentEncoding | 'identity' {
  if (acceptEncoding === undefined) return 'identity';
  let picked = PICKED.get(acceptEncoding);
  if (picked === undefined) {
    picked = acceptedEncodings(acceptEncoding)[0] ?? 'identity';
    // Any client can send any header: the kept answers are dropped rather than let grow.
    if (PICKED.size >= MAX_PICKED) PICKED.clear();
    PICKED.set(acceptEncoding, picked);
  }
  return picked;
}

const PICKED = new Map<string, SentEncoding | 'identity'>();
const MAX_PICKED = 64;
