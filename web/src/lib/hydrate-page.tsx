import type { AnyRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportError } from '@/lib/report-error';

// In lib, so it is bundled with the app's base (vite.config.ts): React DOM's client sets itself up (its event tables,
// the reconciler) when the module importing it runs, and that is then the base's script, in a task of its own, not
// the app's, whose evaluation is the longest task of a phone's start-up.

/**
 * Takes over the server-rendered page (hydrates it) with the router. As a transition: React then works through the
 * page in slices of a few milliseconds, yielding to the browser between them, instead of one long task the size of
 * the page (a 48-card listing on a phone). The server's HTML is on screen and its links work meanwhile; React
 * replays any click it gets before it is done.
 */
export function hydratePage(router: AnyRouter): void {
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />, {
      // A hydration mismatch: React recovers by rendering on the client, but the server's HTML was wrong. Logged
      // (the browser tests fail on it) and reported.
      onRecoverableError: (error) => {
        console.error('Hydration error:', error);
        reportError(error);
      },
    });
  });
}
