import type { ServerResponse } from 'node:http';

export interface ImageWait {
  /** Aborts when the client has gone or the time is up, whichever comes first. */
  signal: AbortSignal;
  /** Why the signal aborted, if it did. */
  readonly ended: 'client-gone' | 'timeout' | undefined;
  /** Call once answered: clears the timer and the close listener. */
  dispose(): void;
}

/**
 * How long one /img request waits for its image: until its client goes (the connection closes before the answer
 * is out, e.g. a page navigated away) or `timeoutMs` pass. Work nobody waits for any more is dropped from the
 * resizer's queue (image-cache.ts, overload/concurrency-limiter.ts).
 */
export function imageWait(response: ServerResponse, timeoutMs: number): ImageWait {
  const controller = new AbortController();
  let ended: ImageWait['ended'];
  const end = (why: NonNullable<ImageWait['ended']>) => {
    if (ended) return;
    ended = why;
    controller.abort(new Error(why === 'timeout' ? 'image wait timed out' : 'client closed the connection'));
  };
  const timer = setTimeout(() => end('timeout'), timeoutMs);
  const onClose = () => {
    if (!response.writableFinished) end('client-gone');
  };
  response.once('close', onClose);
  return {
    signal: controller.signal,
    get ended() {
      return ended;
    },
    dispose() {
      clearTimeout(timer);
      response.off('close', onClose);
    },
  };
}
