import type { Dispatcher } from 'undici';

/**
 * Drops an answer's body unread. undici's destroy() emits an abort error when the body has not ended; with no
 * listener that error would be uncaught and take the process down, so one is attached first.
 */
export function discardBody(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  body.destroy();
}
