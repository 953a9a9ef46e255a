import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteAssets, ServerRenderOptions } from '@storefront/shared-types';
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

/** What the bff takes from Vite's client manifest: the root route's stylesheets, and the entry the loader starts. */
export type ClientAssets = { assets: RouteAssets; entry: EntryScript };

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
  const preloads: string[] = [];
  const css = new Set<string>(entry.css ?? []);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
    // After what it imports: the loader runs the chunks in this order.
    preloads.push(`/${chunk.file}`);
  };
  for (const key of entry.imports ?? []) visit(key);
  return {
    assets: { routes: { __root__: { css: [...css].map((file) => `/${file}`) } } },
    entry: { src: `/${entry.file}`, preloads },
  };
}

/** The built server bundle and client manifest under `webDist` (npm run build). */
export async function builtWebRenderer(webDist: string): Promise<WebRenderer> {
  const manifestFile = join(webDist, 'client/.vite/manifest.json');
  const { assets, entry } = clientAssetsFromViteManifest(JSON.parse(await readFile(manifestFile, 'utf8')));
  const server = (await import(pathToFileURL(join(webDist, 'server/entry-server.js')).href)) as ServerEntry;
  return {
    render: async (options) =>
      withEntryLoader(
        await server.render({ ...options, manifest: assets }),
        entryLoaderHtml(entry, options.nonce),
        options.stream === true,
      ),
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
