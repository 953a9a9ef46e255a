import { useRouter } from '@tanstack/react-router';
import { type FocusEvent, type MouseEvent, useMemo } from 'react';

/** The on-site link an event happened on, when it is one the app navigates to itself. */
function onSiteLink(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

/**
 * What the router's <Link> does, for links inside HTML the app writes as a string (product cards): a plain click
 * navigates in the app (no page load), a modified or middle click is left to the browser (a new tab), and
 * pointing at or focusing a link loads its route's code and data ahead (the router's `intent` preload).
 * Handlers for the element holding such links; events bubble up to them from the links inside.
 */
export function useLinkDelegation() {
  const router = useRouter();
  return useMemo(() => {
    const preload = (event: MouseEvent | FocusEvent) => {
      const anchor = onSiteLink(event.target);
      if (anchor) void router.preloadRoute({ to: anchor.pathname }).catch(() => undefined);
    };
    return {
      onClick(event: MouseEvent) {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const anchor = onSiteLink(event.target);
        if (!anchor) return;
        event.preventDefault();
        void router.navigate({ href: `${anchor.pathname}${anchor.search}${anchor.hash}` });
      },
      onMouseOver: preload,
      onFocus: preload,
    };
  }, [router]);
}
