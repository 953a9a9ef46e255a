import type { Bootstrap, InProcessCaller } from '@storefront/shared-types';
import {
  createRequestHandler,
  RouterServer,
  renderRouterToStream,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { bindTransport, inProcessTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './lib/router';
import './lib/route-meta';

// The bff's server render of any page: the same router, routes, loaders and head() as the browser's, with the
// data read in-process through the bff's own handlers. Built by Vite as an SSR bundle (dist/server) and, in
// development, loaded through Vite's module loader.

export type RenderOptions = {
  /** The page's absolute URL on the variant's canonical origin (never the request's Host). */
  url: string;
  /** Request headers the render may read (user agent for bots, the abort signal's owner). */
  headers: Record<string, string>;
  bootstrap: Bootstrap;
  /** The bff's endpoints, called in-process. */
  api: InProcessCaller;
  /** The response's CSP nonce, put on every script the page carries. */
  nonce: string;
  /** The client's entry script, its preloads and stylesheets (from the Vite manifest, or Vite's dev server). */
  manifest: ServerManifest;
  /** Stream the HTML as it renders (React's streaming renderer) instead of rendering it to one string first. */
  stream?: boolean;
  signal?: AbortSignal;
};

/**
 * Renders the page at `url`. The answer is a fetch Response: the route's status (200, 404 for an unknown path or
 * slug, 500 for a render that failed), a redirect a guard asked for (its Location a path on this site), and the
 * HTML.
 */
export async function render(options: RenderOptions): Promise<Response> {
  const request = new Request(options.url, {
    headers: options.headers,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient('server');
      bindTransport(queryClient, inProcessTransport(options.api));
      return createAppRouter(queryClient, options.bootstrap, options.nonce);
    },
    getRouterManifest: async () => options.manifest,
  });
  return handler(({ request, responseHeaders, router }) =>
    options.stream
      ? renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> })
      : renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
}
