import { fileURLToPath } from 'node:url';

/**
 * `@/…` is web/src, for imports that leave their own folder (a feature importing lib/, a route importing a
 * feature): the path says which layer it reaches into, where `../../../` said only how far. The same alias is in
 * tsconfig.json's `paths`; the browser build, the server build, the bff's dev server (Vite middleware mode, which
 * loads vite.config.ts) and the unit tests all take it from here. A regular expression, so `@storefront/…` and
 * `@tanstack/…` packages are left alone.
 */
export const webAlias = [
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` },
];
