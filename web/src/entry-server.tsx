import {
  htmlResponse,
  MATCHED_ROUTES_HEADER,
  SAME_FOR_EVERY_SHOPPER_HEADER,
  type ServerRenderOptions,
} from '@storefront/shared-types';
import type { AnyRouter } from '@tanstack/react-router';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  renderRouterToStream,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import { readAllBytes, renderAppOnce, renderAppWhenReady } from '@/app/render-app-to-bytes';
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
  if (options.stream) return handle(options, 'stream');
  // One synchronous pass is enough for nearly every page (the loaders have the data by then); a page where
  // something still suspended is rendered again from the start, by a new router: the first pass took the
  // router's hydration scripts into the HTML it threw away.
  return (await handle(options, 'once')) ?? (await handle(options, 'when-ready'));
}

type RenderMode = 'stream' | 'once' | 'when-ready';

function handle(options: ServerRenderOptions, mode: 'once'): Promise<Response | null>;
function handle(options: ServerRenderOptions, mode: Exclude<RenderMode, 'once'>): Promise<Response>;
async function handle(options: ServerRenderOptions, mode: RenderMode): Promise<Response | null> {
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
  let suspended = false;
  const response = await handler(async ({ request, responseHeaders, router }) => {
    const { matches } = router.state;
    responseHeaders.set(MATCHED_ROUTES_HEADER, matches.map((match) => match.routeId).join(' '));
    // The page's own route (the last match) says whether the page is the same for every shopper (route-meta.ts).
    if (matches.at(-1)?.staticData.route?.sameForEveryShopper)
      responseHeaders.set(SAME_FOR_EVERY_SHOPPER_HEADER, '1');
    const page =
      mode === 'stream'
        ? await renderRouterToStream({
            request,
            responseHeaders,
            router,
            children: <RouterServer router={router} />,
          })
        : await renderPageToString(router, responseHeaders, mode);
    if (!page) {
      suspended = true;
      return new Response(null, { status: 500 });
    }
    // The error screen says nothing of the cause: the bff logs it (once: from the render that is answered).
    const failed = router.state.matches.find((match) => match.status === 'error');
    if (failed) options.onRouteError?.(failed.error);
    return page;
  });
  return suspended ? null : response;
}

/**
 * TanStack's renderRouterToString, answering the page as UTF-8 bytes beside the Response (htmlResponse) rather than
 * as its body or as a string. The app is rendered to bytes (render-app-to-bytes.ts: in one pass, or once all of it
 * is ready), the router's merge adds the scripts it only has after the render (those closing its query stream,
 * before the document's end), and the bytes stay bytes up to the socket (see htmlResponse). Null when the one
 * pass met something that suspended.
 */
async function renderPageToString(
  router: AnyRouter,
  headers: Headers,
  mode: 'once' | 'when-ready',
): Promise<Response | null> {
  try {
    const root = <RouterServer router={router} />;
    const app = mode === 'once' ? renderAppOnce(root) : await renderAppWhenReady(root);
    if (!app) return null;
    const merged = transformReadableStreamWithRouter(
      router,
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(app);
          controller.close();
        },
      }),
    );
    const html = await readAllBytes(merged);
    return htmlResponse(html, { status: getSsrStatus(router), headers });
  } catch (error) {
    console.error('Render to string error:', error);
    return new Response('Internal Server Error', { status: 500, headers });
  } finally {
    router.serverSsr?.cleanup();
  }
}
