import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MATCHED_ROUTES_HEADER, type RouteAssets, type ServerRenderOptions } from '@storefront/shared-types';
import { type EntryScript, entryLoaderHtml, withEntryLoader } from './entry-loader.js';

// The web app's server render as the bff sees it: web/src/entry-server.tsx, built (dist/server) or loaded through
// Vite in development. Typed here by shape, so the bff does not compile the web's sources.

export type { RouteAssets };
export type RenderOptions = ServerRenderOptions;

export interface WebRenderer {
  render(options: Omit<RenderOptions, 'manifest'>): Promise<Response>;
  close(): Promise<void>;
}

type ServerEntry = { render(options: RenderOptions): Promise<Response> };

type ViteManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

export const CLIENT_ENTRY = 'src/entry-client.tsx';

/**
 * What the bff takes from Vite's client manifest: the root route's stylesheets, the entry the loader starts, and
 * by route id the chunks of each route's code-split component (with what they import beyond the entry's).
 */
export type ClientAssets = { assets: RouteAssets; entry: EntryScript; routeChunks: Map<string, string[]> };

/** A split route module's manifest key: the route's file under src/routes and which parts the chunk holds. */
const SPLIT_ROUTE_KEY = /^src\/routes\/(.+)\.tsx\?tsr-split=(.+)$/;

/** TanStack Router's id of a file route: `{-$locale}/c/$` → `/{-$locale}/c/$`, `…/index` → `…/`. */
export function fileRouteId(file: string): string {
  return `/${file}`.replace(/\/index$/, '/').replace(/\/route$/, '');
}

/**
 * The root route's assets from Vite's client manifest: every stylesheet on the entry's way (linked in the head,
 * render-blocking), and the entry script with the chunks it imports, each after the chunks it imports itself
 * (fetched together, so they load in parallel rather than one after another). The entry is not in the router's
 * manifest: the bff's loader starts it once the page is on screen (entry-loader.ts), so no script tag or module
 * preload of it is in the head.
 */
export function clientAssetsFromViteManifest(manifest: Record<string, ViteManifestChunk>): ClientAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The web build's manifest has no ${CLIENT_ENTRY}`);
  const css = new Set<string>(entry.css ?? []);
  /** `key`'s chunk after the chunks it imports (the order the loader runs them in), skipping those in `seen`. */
  const chunksOf = (key: string, seen: Set<string>, out: string[] = []): string[] => {
    if (seen.has(key)) return out;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return out;
    for (const next of chunk.imports ?? []) chunksOf(next, seen, out);
    out.push(`/${chunk.file}`);
    return out;
  };
  const entrySeen = new Set<string>();
  const preloads: string[] = [];
  for (const key of entry.imports ?? []) chunksOf(key, entrySeen, preloads);
  for (const key of entrySeen) for (const file of manifest[key]?.css ?? []) css.add(file);
  // A route's component chunk, after the chunks it imports that the entry does not: the page's route is known
  // when it is rendered, so its code can come with the app's instead of being asked for in the middle of hydration.
  const routeChunks = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const [, file, parts] = SPLIT_ROUTE_KEY.exec(key) ?? [];
    if (!file || !parts?.split('---').includes('component')) continue;
    const id = fileRouteId(file);
    routeChunks.set(id, [...(routeChunks.get(id) ?? []), ...chunksOf(key, new Set(entrySeen))]);
  }
  return {
    assets: { routes: { __root__: { css: [...css].map((file) => `/${file}`) } } },
    entry: { src: `/${entry.file}`, preloads },
    routeChunks,
  };
}

/**
 * The loader's scripts for one page: the entry's, then the chunks of the routes the render says it matched (the
 * header is read and dropped here, it is not for the browser).
 */
export function pageEntryScript(response: Response, { entry, routeChunks }: ClientAssets): EntryScript {
  const matched = response.headers.get(MATCHED_ROUTES_HEADER);
  response.headers.delete(MATCHED_ROUTES_HEADER);
  if (!matched) return entry;
  const extra = new Set<string>();
  for (const id of matched.split(' ')) for (const file of routeChunks.get(id) ?? []) extra.add(file);
  return { src: entry.src, preloads: [...entry.preloads, ...extra] };
}

/** The built server bundle and client manifest under `webDist` (npm run build). */
export async function builtWebRenderer(webDist: string): Promise<WebRenderer> {
  const manifestFile = join(webDist, 'client/.vite/manifest.json');
  const client = clientAssetsFromViteManifest(JSON.parse(await readFile(manifestFile, 'utf8')));
  const server = (await import(pathToFileURL(join(webDist, 'server/entry-server.js')).href)) as ServerEntry;
  return {
    render: async (options) => {
      const response = await server.render({ ...options, manifest: client.assets });
      return withEntryLoader(
        response,
        entryLoaderHtml(pageEntryScript(response, client), options.nonce),
        options.stream === true,
      );
    },
    close: async () => {},
  };
}

/** The web app is not built (or its build is broken): pages answer 503 saying so, the rest of the bff runs. */
export class WebBuildMissingError extends Error {}

/**
 * A renderer made on first use. A failure to load (no build yet) is not kept: the next page tries again, so
 * `npm run build` in another terminal takes effect without a restart.
 */
export function lazyWebRenderer(load: () => Promise<WebRenderer>): WebRenderer {
  let loading: Promise<WebRenderer> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw new WebBuildMissingError(
        `The web app is not built (run npm run build): ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    return loading;
  };
  return {
    render: async (options) => (await get()).render(options),
    close: async () => {
      if (loading) await (await loading.catch(() => null))?.close();
    },
  };
}
