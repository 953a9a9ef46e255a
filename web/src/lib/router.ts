import { type Bootstrap, getLocalePrefix } from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { FatalNotFound } from '../components/fatal-not-found';
import { RethrowError } from '../features/errors/components/rethrow-error';
import { routeTree } from '../routeTree.gen';

export function createAppRouter(queryClient: QueryClient, bootstrap: Bootstrap) {
  const router = createRouter({
    routeTree,
    context: {
      queryClient,
      bootstrap,
      currentLocale: (): string =>
        getLocalePrefix(router.state.resolvedLocation?.pathname ?? '') ?? bootstrap.locale,
    },
    // §2: a new page starts at the top (or at its #hash); back/forward restore where the visitor was.
    scrollRestoration: true,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should not hold a second copy.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RethrowError,
    // Unknown paths and failed route validations: the fatal 404, in place of the whole shell.
    defaultNotFoundComponent: FatalNotFound,
    notFoundMode: 'fuzzy',
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
