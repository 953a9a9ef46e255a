import { defineProject } from 'vitest/config';

export default defineProject({
  // Resolve workspace packages to their TypeScript sources, so tests need no prior build.
  resolve: { conditions: ['@storefront/source'] },
  ssr: { resolve: { conditions: ['@storefront/source'] } },
  test: {
    name: 'shared-types',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Files share their worker's modules (none mocks one or keeps state between tests): 56 files in 2 s, not 17 s.
    isolate: false,
  },
});
