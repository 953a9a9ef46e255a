import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes one entry to the tag manager's data layer; the array exists even when no tag manager is loaded. */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push(entry);
}

/** §4: a page view is tracked on each route change, including the first render. */
export function PageViewTracker() {
  const router = useRouter();
  useEffect(() => {
    const track = () => {
      const { href } = router.state.location;
      // Title is set by HeadSync in the same resolve; read it on the next frame so it is the new page's.
      requestAnimationFrame(() =>
        pushToDataLayer({ event: 'PageView', page_path: href, page_title: document.title }),
      );
    };
    track();
    return router.subscribe('onResolved', (event) => {
      if (event.pathChanged || event.hrefChanged) track();
    });
  }, [router]);
  return null;
}
