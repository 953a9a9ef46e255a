export type Debounced = { (): void; cancel: () => void };

/**
 * Trailing debounce with a maximum wait: calls settle `waitMs` after the last trigger, but a steady stream of
 * triggers still runs the function at least every `maxWaitMs`.
 */
export function debounce(fn: () => void, waitMs: number, maxWaitMs: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstPendingAt: number | undefined;

  const run = () => {
    timer = undefined;
    firstPendingAt = undefined;
    fn();
  };

  const debounced = () => {
    const now = Date.now();
    firstPendingAt ??= now;
    if (timer !== undefined) clearTimeout(timer);
    const untilMax = firstPendingAt + maxWaitMs - now;
    timer = setTimeout(run, Math.max(0, Math.min(waitMs, untilMax)));
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    firstPendingAt = undefined;
  };
  return debounced;
}
