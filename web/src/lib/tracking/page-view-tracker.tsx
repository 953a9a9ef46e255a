import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pushToDataLayer } from './data-layer';

/**
 * §4: a page view is tracked on each route change, including the first render. Keyed on the resolved location,
 * so a guard's redirect (/ → /lt) counts once, for the page the visitor actually sees.
 */
export function PageViewTracker() {
  const href = useRouterState({ select: (s) => s.resolvedLocation?.href });
  useEffect(() => {
    if (!href) return;
    // HeadSync sets the title in the same commit; read it on the next frame so it is the new page's.
    const frame = requestAnimationFrame(() =>
      pushToDataLayer({ event: 'PageView', page_path: href, page_title: document.title }),
    );
    return () => cancelAnimationFrame(frame);
  }, [href]);
  return null;
}
