import { defineProject } from 'vitest/config';

export default defineProject({
  // Resolve workspace packages to their TypeScript sources, so tests need no prior build.
  resolve: { conditions: ['@storefront/source'] },
  ssr: { resolve: { conditions: ['@storefront/source'] } },
  test: {
    name: 'shop-api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Builds the PGlite templates every test file starts from (see test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // Test files share their worker's modules, so PGlite's WASM is compiled once per worker, not per file.
    // Files keep their own databases, so nothing else is shared.
    isolate: false,
    // PGlite start-up and seeding take seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
