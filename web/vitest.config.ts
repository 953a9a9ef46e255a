import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { webAlias } from './vite-alias.ts';

const SRC = fileURLToPath(new URL('./src/', import.meta.url));
// Route files' tests sit in routes/-__tests__: the router's generator skips `-` folders (not routes).
const INCLUDE = ['src/**/__tests__/**/*.test.{ts,tsx}', 'src/routes/-__tests__/**/*.test.{ts,tsx}'];

/**
 * The test files that replace a module with `vi.mock`. They run isolated (a fresh module registry and jsdom each);
 * every other file shares its worker's modules and jsdom with the files before it, as the shop-api's tests do: a
 * file then costs milliseconds instead of a second of jsdom and imports (87 files: 92 s → 24 s on 2 cores). A mock
 * cannot work on a module another file already loaded, so a file that mocks one is found here by its text.
 */
const filesWithModuleMocks = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /__tests__[\\/].*\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(`${SRC}${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

const webProject = (name: string, test: { include: string[]; exclude?: string[]; isolate: boolean }) =>
  defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react()],
    resolve: { alias: webAlias, conditions: ['@storefront/source', ...defaultClientConditions] },
    // Tests of the server render's side run in the node environment (`// @vitest-environment node`), which
    // resolves with the server conditions: they too take the workspace packages' sources, so no build is needed.
    ssr: { resolve: { conditions: ['@storefront/source', ...defaultServerConditions] } },
    test: {
      name,
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      ...test,
    },
  });

/** The web's unit tests as two projects of the root config: shared modules, and the module-mocking files alone. */
export const webProjects = [
  webProject('web', { include: INCLUDE, exclude: filesWithModuleMocks, isolate: false }),
  webProject('web (module mocks)', { include: filesWithModuleMocks, isolate: true }),
];

// `vitest` run inside web/ (or pointed at this file) runs every web test isolated, as before.
export default webProject('web', { include: INCLUDE, isolate: true });
