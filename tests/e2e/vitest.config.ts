import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: one real stack (shop-api on in-memory PGlite + the bff serving web/dist) started once by
// the global setup, driven by Debian Chromium through playwright-core. Run with `npm run test:e2e`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['@storefront/source'] },
  ssr: { resolve: { conditions: ['@storefront/source'] } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser per file; files run one after another so timings stay predictable on a small machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
