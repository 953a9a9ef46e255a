import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './vite-plugin-precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The bff serves dist/index.html for every page route and proxies to `vite` in dev (npm run dev),
// so the dev server only needs to forward /api when it is opened directly.
export default defineConfig({
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
    precompress(),
  ],
  resolve: { conditions: ['@storefront/source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: process.env.BFF_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Pre-compression is deliberately slow (maximum levels); its timing report is noise.
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // React, the router and the query client: needed by every first load, changed only by upgrades, so
            // one long-cached chunk instead of several small ones cut along the lazy pages' import lines.
            {
              name: 'framework',
              test: /node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
