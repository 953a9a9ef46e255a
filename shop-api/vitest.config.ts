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
    // PGlite start-up and seeding take seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
