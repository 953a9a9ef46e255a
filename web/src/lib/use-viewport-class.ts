import { RESIZE_DEBOUNCE_MS, type ViewportClass, viewportClass } from '@storefront/shared-types';
import { useEffect, useState } from 'react';

const CLASS_PREFIX = 'viewport-';

/**
 * §4 viewport: puts `viewport-mobile|tablet|desktop` on <html> and returns it; resize is debounced 500 ms so a
 * drag does not re-render the page on every pixel.
 */
export function useViewportClass(): ViewportClass | null {
  // Unknown on the server (and so during hydration, which must render what the server did); set once mounted.
  const [kind, setKind] = useState<ViewportClass | null>(null);

  useEffect(() => {
    setKind(viewportClass(window.innerWidth));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setKind(viewportClass(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  useEffect(() => {
    if (kind === null) return;
    const root = document.documentElement;
    for (const name of [...root.classList]) if (name.startsWith(CLASS_PREFIX)) root.classList.remove(name);
    root.classList.add(`${CLASS_PREFIX}${kind}`);
  }, [kind]);

  return kind;
}
