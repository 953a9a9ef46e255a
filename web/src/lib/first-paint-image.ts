import { afterNextPaint } from './after-next-paint';

/**
 * Resolves once the largest image of the server's first paint (the one it marked fetchpriority="high": the home
 * hero) has been painted, or after `capMs`, or at once when there is none. The app's first render replaces
 * #root's nodes with its own: were the image still loading then, it would be dropped unpainted and the shopper
 * would wait for the app's copy instead, after the app's long first render. Waiting a moment for it lets the
 * hero show as soon as its bytes are in, and the app's identical copy then takes its place unnoticed.
 */
export function firstPaintImageShown(root: HTMLElement, capMs = 1000): Promise<void> {
  const image = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  // Loaded is not yet painted: the frame after the load is the one that shows it.
  if (image.complete && image.naturalWidth > 0) return afterNextPaint();
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, capMs);
    const done = () => {
      clearTimeout(cap);
      void afterNextPaint().then(resolve);
    };
    // A failed image needs no waiting either.
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  });
}
