// The web's one import rule, checked by `npm run lint` after Biome: layers import downwards only.
//
//   routes/, app/        compose features: may import features, components, lib
//   features/<domain>/   its own folder, components and lib; never another feature, app or a route
//   components/          components and lib
//   lib/                 lib only
//
// and an import that leaves its own area (a feature, app, components, lib, routes) names it with the `@/` alias, not
// a `../../` path. Biome's noRestrictedImports matches specifiers, not what they resolve to (a relative path
// reaches a feature as well as `@/features/…`), so this reads the import graph instead. Tests are held to the same
// rule: a test that needs two features lives in app/__tests__, a route file's test in routes/-__tests__.
//
//   node --import tsx scripts/check-web-boundaries.ts [srcDir]   (default web/src; exit 1 listing each offence)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Violation = { file: string; specifier: string; rule: string };

/** Every way a module names another: imports, type imports, re-exports, dynamic imports and vi.mock. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*|\bimport\s*\(\s*|\bvi\.(?:mock|doMock|importActual)\s*\(\s*)(['"])([^'"\n]+)\1/g;

const SOURCE = /\.(?:ts|tsx|mts|js|jsx|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/**
 * The area a path (relative to src, `/`-separated) belongs to: `features/<domain>`, `app`, `routes`,
 * `components`, `lib`, or `root` for the entries and what sits beside them (routeTree.gen.ts, test-setup.ts).
 */
export function areaOf(path: string): string {
  const [top, second, third] = path.split('/');
  if (top === 'features' && second !== undefined && third !== undefined) return `features/${second}`;
  if (top === 'app' || top === 'routes' || top === 'components' || top === 'lib') return top;
  return 'root';
}

type Layer = 'features' | 'app' | 'routes' | 'components' | 'lib' | 'root';

const layerOf = (area: string): Layer => (area.startsWith('features/') ? 'features' : (area as Layer));

/** What each layer may not import, and why. */
const FORBIDDEN: Partial<Record<Layer, { layers: readonly Layer[]; rule: string }>> = {
  features: {
    layers: ['app', 'routes'],
    rule: 'a feature never imports app/ or routes/: they compose it',
  },
  components: {
    layers: ['features', 'app', 'routes'],
    rule: 'components/ is shared UI: it imports no feature, app or route (take the feature part as a prop)',
  },
  lib: {
    layers: ['features', 'app', 'routes', 'components'],
    rule: 'lib/ is shared infrastructure: it imports no feature, app, route or component',
  },
};

/** The rule an import from one area into another breaks, or null. */
function brokenRule(from: string, to: string): string | null {
  if (layerOf(from) === 'features' && layerOf(to) === 'features' && from !== to) {
    return 'a feature never imports another feature: compose them in src/app or a route file';
  }
  const forbidden = FORBIDDEN[layerOf(from)];
  return forbidden?.layers.includes(layerOf(to)) ? forbidden.rule : null;
}

/** Where a specifier points inside src (`/`-separated, relative to src), or null for a package or outside src. */
function target(srcDir: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  const path = relative(srcDir, resolve(dirname(file), specifier))
    .split(sep)
    .join('/');
  return path.startsWith('..') ? null : path;
}

/**
 * Every import in `srcDir` (web/src) that breaks the rule, file relative to srcDir. Generated files
 * (routeTree.gen.ts) are skipped: the router plugin writes them.
 */
export function findBoundaryViolations(srcDir: string): Violation[] {
  const violations: Violation[] = [];
  for (const path of sourceFiles(srcDir)) {
    const file = relative(srcDir, path).split(sep).join('/');
    if (file.endsWith('.gen.ts')) continue;
    const from = areaOf(file);
    for (const match of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[2] as string;
      const to = target(srcDir, path, specifier);
      if (to === null) continue;
      const toArea = areaOf(to);
      const rule = brokenRule(from, toArea);
      if (rule) violations.push({ file, specifier, rule });
      else if (specifier.startsWith('.') && toArea !== from) {
        violations.push({ file, specifier, rule: `an import from ${from} into ${toArea} uses the @/ alias` });
      }
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const srcDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../web/src', import.meta.url)));
  const violations = findBoundaryViolations(srcDir);
  for (const { file, specifier, rule } of violations) console.error(`${file}: '${specifier}': ${rule}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) in ${srcDir} break the web's layer rule`);
    process.exit(1);
  }
  console.log('web layers: no import crosses a boundary');
}
