import type { Bootstrap } from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { AppError } from '../features/errors/components/app-error';
import { routeTree } from '../routeTree.gen';

export function createAppRouter(queryClient: QueryClient, bootstrap: Bootstrap) {
  return createRouter({
    routeTree,
    context: { queryClient, bootstrap },
    // §2: a new page starts at the top (or at its #hash); back/forward restore where the visitor was.
    scrollRestoration: true,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should not hold a second copy.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: AppError,
    notFoundMode: 'fuzzy',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
