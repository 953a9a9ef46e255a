import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { webAlias } from './vite-alias.ts';
import { eagerCompileHint } from './vite-plugin-compile-hint.ts';
import { precompress } from './vite-plugin-precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Two builds of one app: the browser's (`vite build`: src/entry-client.tsx into dist/client, with a manifest the
// bff reads for the entry's script, preloads and stylesheets) and the bff's server render (`vite build --ssr`:
// src/entry-server.tsx into dist/server). In development the bff runs Vite in middleware mode instead (npm run dev).
export const CLIENT_ENTRY = 'src/entry-client.tsx';
export const SERVER_ENTRY = 'src/entry-server.tsx';

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/**
 * The layers that import nothing else of the app's: the contract (shared-types), the web's lib and Vite's helper for
 * the dynamic imports lib makes.
 */
const APP_BASE = /[\\/](?:shared-types[\\/]src|web[\\/]src[\\/]lib)[\\/]|vite\/preload-helper/;

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * A chunk group's name function: `name` for a module the client entry reaches through static imports, none (left
 * to the default splitting) for any other. The graph is the one before tree-shaking, where every schema module (and
 * so zod) looks reachable through shared-types' index: modules that import zod are walked through but not captured,
 * so zod reaches the first load only if the default splitting finds it really needed there (the audit's initial-JS
 * budget then shows it). Computed once per chunking pass (the graph objects are reused within a pass).
 */
function staticallyImportedByEntry(name: string, only: RegExp = /(?:)/) {
  const entry = here(CLIENT_ENTRY);
  let computedFor: unknown;
  let captured = new Set<string>();
  return (id: string, ctx: ChunkingContext): string | null => {
    const entryInfo = ctx.getModuleInfo(entry);
    if (entryInfo !== computedFor) {
      computedFor = entryInfo;
      captured = new Set();
      const visited = new Set<string>();
      const pending = [entry];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (visited.has(next)) continue;
        visited.add(next);
        const imported = ctx.getModuleInfo(next)?.importedIds ?? [];
        const usesZod = imported.some((dependency) => ZOD.test(dependency));
        if (!usesZod) captured.add(next);
        pending.push(...imported.filter((dependency) => !ZOD.test(dependency)));
      }
    }
    return captured.has(id) && only.test(id) ? name : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: here('.'),
  plugins: [
    tanstackRouter({
      target: 'react',
      // Code splitting is for the browser's downloads. In the server bundle a split loader is a dynamic import()
      // on every render that runs it (a module-resolution round trip each time), for nothing.
      autoCodeSplitting: !isSsrBuild,
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      codeSplittingOptions: {
        // The locale layout (the shell) is part of every page: it stays in the entry chunk. Every page is a lazy
        // chunk, which the bff's loader fetches with the entry for the page it rendered (web-renderer.ts).
        splitBehavior: ({ routeId }) => (routeId === '/{-$locale}' ? [] : undefined),
        // A page's loader travels with its component: the first load hydrates from the server's data and runs no
        // loader, so loaders (and what they import) need not be in every page's initial JavaScript.
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
    // The chunks every first load runs nearly all of (named in the code splitting groups below).
    ...(isSsrBuild ? [] : [eagerCompileHint(['framework', 'app-base', 'app-initial']), precompress()]),
  ],
  resolve: { alias: webAlias, conditions: ['@storefront/source', ...defaultClientConditions] },
  // The server bundle is self-contained (React's production build included, shared-types from source), so the
  // bff renders with production React whatever NODE_ENV it runs under, and the bundle runs from any folder.
  ssr: {
    noExternal: isSsrBuild ? true : undefined,
    resolve: { conditions: ['@storefront/source', ...defaultServerConditions] },
  },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        outDir: here('./dist/server'),
        emptyOutDir: true,
        sourcemap: true,
        target: 'node20',
        rolldownOptions: { input: here(SERVER_ENTRY), checks: { pluginTimings: false } },
      }
    : {
        outDir: here('./dist/client'),
        emptyOutDir: true,
        sourcemap: true,
        target: 'es2022',
        manifest: true,
        // Pre-compression is deliberately slow (maximum levels); its timing report is noise.
        rolldownOptions: {
          input: here(CLIENT_ENTRY),
          checks: { pluginTimings: false },
          output: {
            codeSplitting: {
              groups: [
                // React, the router and the query client: needed by every first load, changed only by upgrades, so
                // one long-cached chunk instead of several small ones cut along the lazy pages' import lines.
                {
                  name: 'framework',
                  test: /node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/,
                  priority: 3,
                },
                // Everything else the entry imports statically (the shell, the route definitions, the rules they
                // use): needed by every first load, so one chunk rather than dozens of sub-kilobyte ones, each a
                // request of its own (six connections per host on HTTP/1.1) and compressed alone. Chosen by the
                // import graph, not by folder: a module only lazy pages share stays with them, so the first load
                // never carries their code (or zod, which their schemas bring).
                {
                  name: staticallyImportedByEntry('app-initial'),
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                // Its base (the contract's rules and constants, the app's lib): what the rest builds on, importing
                // nothing of the rest's (lib imports lib only: scripts/check-web-boundaries.ts). A chunk of its own, so the loader runs it as a script of its own, in a task of
                // its own: React DOM's client sets itself up there (lib/hydrate-page.tsx imports it), the rest of the
                // app's modules in the next task. Together they were the longest task of a phone's start-up.
                {
                  name: staticallyImportedByEntry('app-base', APP_BASE),
                  includeDependenciesRecursively: false,
                  priority: 2,
                },
                // The account pop-ups and pages (their forms, the shared form pieces in lib/forms and components/forms,
                // react-hook-form and its resolver): one chunk only they load. In app-shared, a form module two lazy chunks share would be fetched by every first load and
                // pull react-hook-form with it. Only the modules named here: what they import from the rest of the app
                // (i18n, the API client, the modal store…) stays where the entry finds it.
                {
                  name: 'account',
                  test: /[\\/](?:web[\\/]src[\\/](?:features[\\/](?:auth[\\/]components[\\/]|account[\\/](?!api[\\/]))|(?:lib|components)[\\/]forms[\\/]|lib[\\/]delivery-countries)|node_modules[\\/](?:react-hook-form|@hookform|@standard-schema)[\\/])/,
                  includeDependenciesRecursively: false,
                  priority: 4,
                },
              ],
            },
          },
        },
      },
}));
