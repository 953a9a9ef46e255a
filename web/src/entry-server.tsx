import { buffer } from 'node:stream/consumers';
import { htmlResponse, MATCHED_ROUTES_HEADER, type ServerRenderOptions } from '@storefront/shared-types';
import type { AnyRouter } from '@tanstack/react-router';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  renderRouterToStream,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
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
 * TanStack's renderRouterToString, answering the page as UTF-8 bytes beside the Response (htmlResponse) rather than
 * as its body or as a string. The app is rendered to bytes once all of it is ready (renderAppToBytes), the
 * router's merge adds the scripts it only has after the render (those closing its query stream, before the
 * document's end), and the bytes stay bytes up to the socket: no whole-page string is ever made (see htmlResponse).
 */
async function renderPageToString(router: AnyRouter, headers: Headers): Promise<Response> {
  try {
    const app = await renderAppToBytes(<RouterServer router={router} />);
    const merged = transformReadableStreamWithRouter(
      router,
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(app);
          controller.close();
        },
      }),
    );
    // (A web stream typed by the DOM library; Node's is async-iterable, which is what buffer() reads.)
    const html = await buffer(merged as unknown as AsyncIterable<Uint8Array>);
    return htmlResponse(html, { status: getSsrStatus(router), headers });
  } catch (error) {
    console.error('Render to string error:', error);
    return new Response('Internal Server Error', { status: 500, headers });
  } finally {
    router.serverSsr?.cleanup();
  }
}

/**
 * The whole app rendered once everything is ready, as UTF-8 bytes: React's Node renderer encodes as it goes, in
 * 4 KB pieces, where renderToString builds one long string of thousands of pieces that must then be flattened
 * (a whole-page large object, see htmlResponse) before anything can read it.
 */
function renderAppToBytes(app: ReactNode): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const encoder = new TextEncoder();
    // What React's pipe needs of a Node Writable: it never waits, as nothing here is slow to take bytes. React
    // hands over long strings (a product card's HTML) as they are, and everything else already encoded.
    const sink = {
      write(chunk: Uint8Array | string) {
        chunks.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        return true;
      },
      end() {
        resolve(Buffer.concat(chunks));
      },
      on() {
        return sink;
      },
      // A render that failed after it started flowing (React calls this instead of end).
      destroy(error: unknown) {
        reject(error);
      },
    };
    const { pipe } = renderToPipeableStream(app, {
      // As renderToString does: every boundary in place, none sent apart to be swapped in by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink as unknown as NodeJS.WritableStream),
      onShellError: reject,
    });
  });
}
