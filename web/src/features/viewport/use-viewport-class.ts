import { RESIZE_DEBOUNCE_MS, type ViewportClass, viewportClass } from '@storefront/shared-types';
import { useEffect, useState } from 'react';

const CLASS_PREFIX = 'viewport-';

/**
 * §4 viewport: puts `viewport-mobile|tablet|desktop` on <html> and returns it; resize is debounced 500 ms so a
 * drag does not re-render the page on every pixel.
 */
export function useViewportClass(): ViewportClass {
  const [kind, setKind] = useState<ViewportClass>(() => viewportClass(window.innerWidth));

  useEffect(() => {
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
    const root = document.documentElement;
    for (const name of [...root.classList]) if (name.startsWith(CLASS_PREFIX)) root.classList.remove(name);
    root.classList.add(`${CLASS_PREFIX}${kind}`);
  }, [kind]);

  return kind;
}
