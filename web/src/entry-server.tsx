import { htmlResponse, MATCHED_ROUTES_HEADER, type ServerRenderOptions } from '@storefront/shared-types';
import type { AnyRouter } from '@tanstack/react-router';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  renderRouterToStream,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from '@/app/router';
import { bindTransport, inProcessTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import '@/lib/route-meta';

// The bff's server render of any page: the same router, routes, loaders and head() as the browser's, with the
// data read in-process through the bff's own handlers. Built by Vite as an SSR bundle (dist/server) and, in
// development, loaded through Vite's module loader.

/**
 * Renders the page at `url`. The answer is a fetch Response: the route's status (200, 404 for an unknown path or
 * slug, 500 for a render that failed), a redirect a guard asked for (its Location a path on this site), and the
 * HTML.
 */
export async function render(options: ServerRenderOptions): Promise<Response> {
  const request = new Request(options.url, {
    headers: options.headers,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient('server');
      bindTransport(queryClient, inProcessTransport(options.api));
      return createAppRouter(queryClient, options.bootstrap, { nonce: options.nonce });
    },
    getRouterManifest: async () => options.manifest,
  });
  return handler(({ request, responseHeaders, router }) => {
    responseHeaders.set(MATCHED_ROUTES_HEADER, router.state.matches.map((match) => match.routeId).join(' '));
    // The error screen says nothing of the cause: the bff logs it.
    const failed = router.state.matches.find((match) => match.status === 'error');
    if (failed) options.onRouteError?.(failed.error);
    return options.stream
      ? renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> })
      : renderPageToString(router, responseHeaders);
  });
}

/**
 * TanStack's renderRouterToString, answering the HTML as a string (htmlResponse) rather than as a Response body:
 * the bff edits the page as a string, so encoding it here would only be undone there.
 */
async function renderPageToString(router: AnyRouter, headers: Headers): Promise<Response> {
  try {
    const html = await transformHtmlStringWithRouter(
      router,
      renderToString(<RouterServer router={router} />),
    );
    return htmlResponse(html, { status: getSsrStatus(router), headers });
  } catch (error) {
    console.error('Render to string error:', error);
    return new Response('Internal Server Error', { status: 500, headers });
  } finally {
    router.serverSsr?.cleanup();
  }
}
