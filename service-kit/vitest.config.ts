import { defineProject } from 'vitest/config';

export default defineProject({
  // Resolve workspace packages to their TypeScript sources, so tests need no prior build.
  resolve: { conditions: ['@storefront/source'] },
  ssr: { resolve: { conditions: ['@storefront/source'] } },
  test: {
    name: 'service-kit',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
