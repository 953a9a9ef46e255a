import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './support/e2e-workers.js';

// Browser journeys: real stacks (shop-api on in-memory PGlite + the bff serving web/dist), one per worker, started
// by the global setup, driven by Debian Chromium through playwright-core. Run with `npm run test:e2e`.
const workers = e2eWorkers();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['@storefront/source'] },
  ssr: { resolve: { conditions: ['@storefront/source'] } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-artifacts.ts'],
    // One browser per file; E2E_WORKERS files at once (2 unless set), each worker on its own stack.
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // A bound for a hung journey, not a speed check: two files at once on a slow 2-core machine make a step of one
    // up to about 2.5× slower while the other is the layout sweep (which keeps both cores busy by itself).
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
