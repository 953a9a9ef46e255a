import type { Dispatcher } from 'undici';
import { discardBody } from './discard-body.js';
import { UpstreamError } from './upstream-error.js';

/**
 * Reads a shop answer into memory with a hard size cap (a runaway or hostile upstream must not exhaust the
 * bff's memory) and parses it as JSON. An empty body is `undefined` (utm answers with nothing).
 */
export async function readJsonBody(
  call: string,
  response: Dispatcher.ResponseData,
  maxBytes: number,
): Promise<unknown> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    discardBody(response.body);
    throw tooLarge(call, maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      discardBody(response.body);
      throw tooLarge(call, maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  const text =
    chunks.length === 1
      ? (chunks[0] as Buffer).toString('utf8')
      : Buffer.concat(chunks, size).toString('utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw UpstreamError.invalid(call, 'the body is not JSON', error);
  }
}

function tooLarge(call: string, maxBytes: number): UpstreamError {
  return UpstreamError.invalid(call, `the body exceeds ${maxBytes} bytes`);
}
