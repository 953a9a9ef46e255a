import { defineConfig } from 'vitest/config';
import { webProjects } from './web/vitest.config.ts';

// One `npm test` runs every package's unit tests plus the cross-package tests that need no browser.
// Browser journeys live under tests/e2e and run with `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: ['shared-types', 'service-kit', 'shop-api', 'bff', ...webProjects, 'tests'],
    // Vitest's default is one worker per core less one: a single file at a time on CI's 2 cores, while most files
    // wait on a seeded shop or PostgreSQL. Two at once: 1,995 tests in 490 s instead of 745 s, all passing (each
    // PostgreSQL test works in its own schema). Browser journeys keep their own sequential config.
    maxWorkers: 2,
  },
});
