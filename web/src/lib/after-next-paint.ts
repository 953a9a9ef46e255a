/**
 * Resolves once the browser has painted the next frame: a requestAnimationFrame callback runs just before the
 * paint, and a task queued from it runs just after. Where frames never come (a hidden tab), a time-out stands in.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}
