import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintImageShown } from '../first-paint-image';

function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

/** Whether the promise has settled after `ms` more of (fake) time; a frame comes within 16 ms here. */
const settled = async (promise: Promise<void>, ms = 0) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return done;
};

afterEach(() => vi.useRealTimers());

describe('firstPaintImageShown', () => {
  it('waits for the first paint’s priority image to load, then for the frame that paints it', async () => {
    vi.useFakeTimers();
    const root = rootWith(
      '<header></header><img src="/hero.webp" fetchpriority="high"><img src="/other.webp">',
    );
    const shown = firstPaintImageShown(root, 1000);
    expect(await settled(shown, 500)).toBe(false);
    root.querySelector('img')?.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(false);
    expect(await settled(shown, 50)).toBe(true);
  });

  it('a failed image, or one that takes longer than the cap, holds nothing up', async () => {
    vi.useFakeTimers();
    const failing = rootWith('<img src="/hero.webp" fetchpriority="high">');
    const failed = firstPaintImageShown(failing, 1000);
    failing.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(await settled(failed, 50)).toBe(true);

    const slow = firstPaintImageShown(rootWith('<img src="/hero.webp" fetchpriority="high">'), 1000);
    expect(await settled(slow, 999)).toBe(false);
    expect(await settled(slow, 1)).toBe(true);
  });

  it('resolves at once when the first paint has no priority image (every page but home)', async () => {
    vi.useFakeTimers();
    expect(await settled(firstPaintImageShown(rootWith('<header><img src="/logo.svg"></header>')))).toBe(
      true,
    );
  });
});
