/** How long a visible page may take to produce its next frame before we stop waiting for it. */
const VISIBLE_CAP_MS = 1000;

/**
 * Resolves once the browser has shown the next frame: a requestAnimationFrame callback runs just before a frame's
 * paint, and a task queued from the callback of the frame after runs once the first is on screen. A visible page
 * always gets that frame, though its first one can come a few hundred milliseconds after the document is parsed
 * (seen in Chromium), so it is waited for up to a second; where frames never come (a hidden tab) a short time-out
 * stands in.
 */
export function afterNextPaint(hiddenFallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(
      resolve,
      document.visibilityState === 'hidden' ? hiddenFallbackMs : VISIBLE_CAP_MS,
    );
    // The frame after the next one: by then the next one has been presented, not only recorded (a task queued
    // from the first callback can run before the compositor shows that frame).
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(fallback);
          resolve();
        }),
      ),
    );
  });
}
