import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

const SOURCE = '@storefront/source';

export default defineProject({
  // Resolve workspace packages to their TypeScript sources, so tests need no prior build.
  resolve: { conditions: [SOURCE] },
  ssr: { resolve: { conditions: [SOURCE] } },
  plugins: [
    {
      // Vitest runs global setup files in its own server environment (`__vitest__`), which takes neither
      // `resolve.conditions` nor `ssr.resolve.conditions`: without this, test/global-setup.ts resolves
      // @storefront/shared-types to its (possibly unbuilt) dist. So every server environment gets the condition.
      name: 'storefront-source-in-every-server-environment',
      configEnvironment(name, environment) {
        if (name === 'client' || environment.resolve?.conditions?.includes(SOURCE)) return;
        return { resolve: { conditions: [SOURCE, ...defaultServerConditions] } };
      },
    },
  ],
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
