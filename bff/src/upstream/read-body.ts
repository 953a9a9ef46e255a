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
  const text = await readCapped(response.body, maxBytes, () => tooLarge(call, maxBytes));
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw UpstreamError.invalid(call, 'the body is not JSON', error);
  }
}

/**
 * The body as text, refused (and the rest dropped) once it passes `maxBytes`. Read with 'data' events rather than
 * an async iterator: the iterator costs a promise and an end-of-stream watcher per answer, measurable on every
 * pass-through call, and a shop answer is one or two chunks.
 */
function readCapped(
  body: Dispatcher.ResponseData['body'],
  maxBytes: number,
  tooBig: () => Error,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let first: Buffer | undefined;
    let rest: Buffer[] | undefined;
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        discardBody(body);
        reject(tooBig());
        return;
      }
      if (first === undefined) first = chunk;
      else if (rest === undefined) rest = [first, chunk];
      else rest.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      if (first === undefined) resolve('');
      else resolve(rest === undefined ? first.toString('utf8') : Buffer.concat(rest, size).toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // Closed before its end with no error of its own (destroyed): what an async iterator reports as a premature close.
    const onClose = () =>
      onError(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    function cleanup() {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      body.off('close', onClose);
    }
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', onError);
    body.on('close', onClose);
  });
}

function tooLarge(call: string, maxBytes: number): UpstreamError {
  return UpstreamError.invalid(call, `the body exceeds ${maxBytes} bytes`);
}
