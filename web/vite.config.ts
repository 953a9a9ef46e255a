import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from './vite-plugin-precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Two builds of one app: the browser's (`vite build`: src/entry-client.tsx into dist/client, with a manifest the
// bff reads for the entry's script, preloads and stylesheets) and the bff's server render (`vite build --ssr`:
// src/entry-server.tsx into dist/server). In development the bff runs Vite in middleware mode instead (npm run dev).
export const CLIENT_ENTRY = 'src/entry-client.tsx';
export const SERVER_ENTRY = 'src/entry-server.tsx';

export default defineConfig(({ isSsrBuild }) => ({
  root: here('.'),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      codeSplittingOptions: {
        // The locale layout (the shell) and the home page are part of nearly every first load: keeping them in
        // the entry chunk saves the first paint two extra round trips. Every other page stays lazy.
        splitBehavior: ({ routeId }) =>
          routeId === '/{-$locale}' || routeId === '/{-$locale}/' ? [] : undefined,
      },
    }),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  resolve: { conditions: ['@storefront/source', ...defaultClientConditions] },
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
                  priority: 2,
                },
                // The app's own modules that the entry and the lazy pages share: one chunk rather than a handful of
                // sub-kilobyte ones (languages, sort types, page language…), each a request of its own on the first
                // load's critical path (six connections per host on HTTP/1.1).
                // (Not the account forms: see the next group.)
                {
                  name: 'app-shared',
                  test: /[\\/](?:shared-types|web)[\\/]src[\\/](?!features[\\/](?:auth[\\/](?:components|forms)|account[\\/](?!api[\\/])))/,
                  minShareCount: 2,
                  priority: 1,
                },
                // The account pop-ups and pages (their forms, react-hook-form and its resolver): one chunk only they
                // load. In app-shared, a form module two lazy chunks share would be fetched by every first load and
                // pull react-hook-form with it. Only the modules named here: what they import from the rest of the app
                // (i18n, the API client, the modal store…) stays where the entry finds it.
                {
                  name: 'account',
                  test: /[\\/](?:web[\\/]src[\\/]features[\\/](?:auth[\\/](?:components|forms)[\\/]|account[\\/](?!api[\\/]))|node_modules[\\/](?:react-hook-form|@hookform|@standard-schema)[\\/])/,
                  includeDependenciesRecursively: false,
                  priority: 3,
                },
              ],
            },
          },
        },
      },
}));
