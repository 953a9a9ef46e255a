import { defineConfig } from 'vitest/config';

// One `npm test` runs every package's unit tests plus the cross-package tests that need no browser.
// Browser journeys live under tests/e2e and run with `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: ['shared-types', 'service-kit', 'shop-api', 'bff', 'web', 'tests'],
  },
});
