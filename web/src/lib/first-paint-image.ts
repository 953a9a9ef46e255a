import { afterNextPaint } from './after-next-paint';

/** Settles once the image can be painted: decoded where the browser can say so, else loaded (or failed). */
function imageReady(image: HTMLImageElement): Promise<unknown> {
  if (typeof image.decode === 'function') return image.decode().catch(() => undefined);
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  });
}

/**
 * Resolves once the largest image of the server's first paint (the one it marked fetchpriority="high": the home
 * hero, a listing's first items) has been painted, or after `capMs`, or at once when there is none. The app's
 * first render replaces #root's nodes with its own: were the image not yet on screen then, it would be dropped
 * unpainted and the shopper would wait for the app's copy instead, after the app's long first render. Waiting a
 * moment for it lets the image show as soon as its bytes are in, and the app's identical copy then takes its
 * place unnoticed.
 */
export function firstPaintImageShown(root: HTMLElement, capMs = 1000): Promise<void> {
  const image = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, capMs);
    // Decoded is not yet painted: the frames after it are the ones that show it.
    void imageReady(image)
      .then(() => afterNextPaint())
      .then(() => {
        clearTimeout(cap);
        resolve();
      });
  });
}
