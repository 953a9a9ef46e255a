// Which parts of the build are out of date: `npm start` rebuilds those (and only those) before it starts, so an
// edit or a `git pull` is served, not the build from before it. A part is stale when one of its outputs is
// missing or older than the newest file among its inputs (modification times, as make does; a checkout or a
// pull touches the files it changes).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/** Folders never read as inputs: dependencies, builds and caches. */
const SKIPPED = new Set(['node_modules', 'dist', '.vite', '.turbo', 'coverage']);

/** The build's parts: the services' TypeScript (one incremental `tsc -b`) and the web app's Vite builds. */
export const BUILD_PARTS = [
  {
    name: 'shared-types, service-kit, shop-api and bff',
    outputs: [
      'shared-types/dist/index.js',
      'service-kit/dist/index.js',
      'shop-api/dist/server.js',
      'shop-api/dist/sandbox-provider/server.js',
      'bff/dist/server.js',
    ],
    inputs: [
      'shared-types/src',
      'service-kit/src',
      'shop-api/src',
      'bff/src',
      'shared-types/tsconfig.json',
      'service-kit/tsconfig.json',
      'shop-api/tsconfig.json',
      'bff/tsconfig.json',
      'tsconfig.base.json',
      'tsconfig.json',
      'package-lock.json',
    ],
    command: ['npx', 'tsc', '-b'],
  },
  {
    name: 'web',
    outputs: ['web/dist/client/.vite/manifest.json', 'web/dist/server/entry-server.js'],
    // The web bundles shared-types from its source (the @storefront/source condition).
    inputs: [
      'web/src',
      'web/index.html',
      'web/public',
      'web/vite.config.ts',
      'web/vite-alias.ts',
      'web/vite-plugin-precompress.ts',
      'web/vite-plugin-compile-hint.ts',
      'web/tsconfig.json',
      'web/package.json',
      'shared-types/src',
      'package-lock.json',
    ],
    command: ['npm', 'run', 'build', '--workspace', 'web'],
  },
];

/** The newest modification time (ms) of a file or of the files under a folder; 0 when it does not exist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Why a part needs building (a missing output, or the input newer than its oldest output), or null. */
export function staleReason(root, part) {
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of part.outputs) {
    const file = join(root, output);
    if (!existsSync(file)) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, statSync(file).mtimeMs);
  }
  for (const input of part.inputs) {
    if (newestMtime(join(root, input)) > oldestOutput) return `${input} changed since the last build`;
  }
  return null;
}

/** The parts to rebuild, each with its reason, in build order. */
export function staleParts(root, parts = BUILD_PARTS) {
  return parts.flatMap((part) => {
    const reason = staleReason(root, part);
    return reason ? [{ ...part, reason }] : [];
  });
}

/**
 * Builds every stale part (`npm start`, and `npm run bench`, which measures the build as it ships); false when a
 * build failed. An incremental build that found nothing to change leaves its outputs as they were: marking them
 * built now keeps the next run from building again for the same edit.
 */
export function buildStaleParts(root, log = console.log, parts = BUILD_PARTS) {
  for (const part of staleParts(root, parts)) {
    log(`Building ${part.name} (${part.reason})…`);
    const [command, ...args] = part.command;
    const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return false;
    const now = new Date();
    for (const output of part.outputs) utimesSync(join(root, output), now, now);
  }
  return true;
}
