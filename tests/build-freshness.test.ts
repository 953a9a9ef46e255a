import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script (scripts/ has no types); its exports are used as documented there.
import { buildStaleParts, staleParts } from '../scripts/build-freshness.mjs';

// `npm start` rebuilds a part when an output is missing or a source is newer than the build (issue #15).
const part = {
  name: 'web',
  outputs: ['web/dist/client/manifest.json', 'web/dist/server/entry.js'],
  inputs: ['web/src', 'web/vite.config.ts'],
  command: ['true'],
};
let root: string;
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
function file(path: string, seconds: number) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, path);
  utimesSync(full, at(seconds), at(seconds));
}
const stale = () =>
  (staleParts(root, [part]) as Array<{ name: string; reason: string }>).map((p) => p.reason);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  file('web/src/app.tsx', 10);
  file('web/src/features/home/hero.tsx', 20);
  file('web/vite.config.ts', 5);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleParts', () => {
  it('builds a part whose output is missing', () => {
    file('web/dist/client/manifest.json', 100);
    expect(stale()).toEqual(['web/dist/server/entry.js is missing']);
  });

  it('leaves a part alone when every output is newer than every source', () => {
    file('web/dist/client/manifest.json', 100);
    file('web/dist/server/entry.js', 101);
    expect(stale()).toEqual([]);
  });

  it('rebuilds after a source deep in a folder is edited (or pulled) past the oldest output', () => {
    file('web/dist/client/manifest.json', 100);
    file('web/dist/server/entry.js', 101);
    file('web/src/features/home/hero.tsx', 100.5);
    expect(stale()).toEqual(['web/src changed since the last build']);
  });

  it('does not read dependencies or builds inside the inputs as sources', () => {
    file('web/dist/client/manifest.json', 100);
    file('web/dist/server/entry.js', 101);
    file('web/src/node_modules/dep/index.js', 500);
    file('web/src/dist/other.js', 500);
    expect(stale()).toEqual([]);
  });
});

describe('buildStaleParts', () => {
  it("runs a stale part's build and marks its outputs built, so the next run builds nothing", () => {
    file('web/dist/client/manifest.json', 1);
    file('web/dist/server/entry.js', 2);
    const lines: string[] = [];
    expect(buildStaleParts(root, (line: string) => lines.push(line), [part])).toBe(true);
    expect(lines).toEqual(['Building web (web/src changed since the last build)…']);
    expect(stale()).toEqual([]);
  });

  it('says so when a build fails', () => {
    file('web/dist/client/manifest.json', 1);
    expect(buildStaleParts(root, () => {}, [{ ...part, command: ['false'] }])).toBe(false);
  });
});
