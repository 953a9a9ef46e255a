import { EventEmitter } from 'node:events';

/**
 * The end of one shop call (its §9 time limit, or its caller's deadline), handed to undici as the request's
 * `signal`. undici takes an EventEmitter with `aborted` and `reason` as well as an AbortSignal; an AbortController
 * and its EventTarget listener bookkeeping cost several µs per call, paid on every pass-through call.
 */
export class CallDeadline extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;

  /** Ends the call: undici drops the request or the body it is reading, with `reason` as the error. */
  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.emit('abort');
  }

  /** Resolves after `ms`, or as soon as the call is ended (a back-off is cut short by the deadline). */
  wait(ms: number): Promise<void> {
    if (this.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.off('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.once('abort', done);
    });
  }
}
