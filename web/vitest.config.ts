import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { webAlias } from './vite-alias.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: webAlias, conditions: ['@storefront/source', ...defaultClientConditions] },
  // Tests of the server render's side run in the node environment (`// @vitest-environment node`), which resolves
  // with the server conditions: they too take the workspace packages' sources, so no build is needed first.
  ssr: { resolve: { conditions: ['@storefront/source', ...defaultServerConditions] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Route files' tests sit in routes/-__tests__: the router's generator skips `-` folders (not routes).
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'src/routes/-__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
