import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

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
