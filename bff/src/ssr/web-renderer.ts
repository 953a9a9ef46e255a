import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteAssets, ServerRenderOptions } from '@storefront/shared-types';

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
 * The root route's assets from Vite's client manifest: the entry script, the chunks it imports (preloaded, so
 * they load in parallel rather than one after another) and every stylesheet on the way.
 */
export function rootAssetsFromViteManifest(manifest: Record<string, ViteManifestChunk>): RouteAssets {
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
    preloads.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  return {
    routes: {
      __root__: {
        preloads,
        css: [...css].map((file) => `/${file}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
      },
    },
  };
}

/** The built server bundle and client manifest under `webDist` (npm run build). */
export async function builtWebRenderer(webDist: string): Promise<WebRenderer> {
  const manifestFile = join(webDist, 'client/.vite/manifest.json');
  const manifest = rootAssetsFromViteManifest(JSON.parse(await readFile(manifestFile, 'utf8')));
  const entry = (await import(pathToFileURL(join(webDist, 'server/entry-server.js')).href)) as ServerEntry;
  return {
    render: (options) => entry.render({ ...options, manifest }),
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
