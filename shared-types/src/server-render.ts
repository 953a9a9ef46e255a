// What the bff hands the web's server render (web/src/entry-server.tsx) for one page: types only, so the bff
// and the web agree on the call without either compiling the other.
import type { Bootstrap } from './bootstrap.js';
import type { InProcessCaller } from './contract.js';

/** The root route's assets (TanStack Router's server manifest, the part the bff fills from Vite's manifest). */
export type RouteAssets = {
  routes: Record<
    string,
    {
      preloads?: string[];
      css?: string[];
      scripts?: { attrs?: Record<string, string>; children?: string }[];
    }
  >;
};

/**
 * Header of the render's Response naming the routes the page matched (their ids, space-separated), so the bff
 * can have the page fetch those routes' code with the app's instead of during hydration. The bff reads it and
 * never forwards it.
 */
export const MATCHED_ROUTES_HEADER = 'x-matched-routes';

/**
 * Header of the render's Response, present when the page's route declares it the same for every shopper (route
 * meta `sameForEveryShopper`): nothing in it but the shell's signed-in controls and the bootstrap depends on who
 * is signed in, so the bff may make other signed-in shoppers' pages from it (bff routes/pages/shared-page.ts).
 * Read by the bff, never forwarded.
 */
export const SAME_FOR_EVERY_SHOPPER_HEADER = 'x-same-for-every-shopper';

export type ServerRenderOptions = {
  /** The page's absolute URL on the variant's canonical origin (never the request's Host). */
  url: string;
  /** Request headers the render may read (the user agent: bots get the whole page before it is sent). */
  headers: Record<string, string>;
  bootstrap: Bootstrap;
  /** The bff's endpoints, called in-process. */
  api: InProcessCaller;
  /**
   * The response's CSP nonce, put on every script the page carries; none for a page kept in the page cache,
   * whose policy allows its inline scripts by their hashes instead.
   */
  nonce?: string | undefined;
  /** The client's entry script, its preloads and stylesheets (from the Vite manifest, or Vite's dev server). */
  manifest: RouteAssets;
  /** Stream the HTML as React renders it instead of rendering it to one string first. */
  stream?: boolean;
  signal?: AbortSignal;
  /** Told the error a route's loader or component threw when the page is the error screen (for the bff's log). */
  onRouteError?: (error: unknown) => void;
};

/** Where a string render keeps its HTML on the Response it answers (a registered symbol: the same in every bundle). */
const RENDERED_HTML = Symbol.for('storefront.rendered-html');

/**
 * A rendered page as a Response whose HTML (UTF-8 bytes, in one array) stays beside it, body-less. The bff reads
 * it with `renderedHtml` and inserts its parts into the bytes; a Response body would make the page pass through a
 * stream on the web's side only to be read back on the bff's. Bytes, not a string: a category page is ~120k
 * characters, two bytes each once it has one non-Latin-1 letter, and every whole-page string V8 makes over 128 KB
 * is a large object of its own: fresh pages from the kernel, about 1 ms apiece on these machines (measured), where
 * editing a 120 KB byte array costs a copy.
 */
export function htmlResponse(html: Uint8Array, init: ResponseInit): Response {
  return Object.assign(new Response(null, init), { [RENDERED_HTML]: html });
}

/** The HTML of a string render (htmlResponse), or undefined for any other Response (a stream, a redirect). */
export function renderedHtml(response: Response): Uint8Array | undefined {
  const html = (response as Response & { [RENDERED_HTML]?: unknown })[RENDERED_HTML];
  return html instanceof Uint8Array ? html : undefined;
}
