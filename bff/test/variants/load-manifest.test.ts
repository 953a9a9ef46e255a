import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultManifest } from '../../src/variants/default-manifest.js';
import { loadManifest, ManifestError } from '../../src/variants/load-manifest.js';

const dir = mkdtempSync(join(tmpdir(), 'variants-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

test('without a file the built-in manifest is used', () => {
  expect(loadManifest().variants).toHaveLength(8);
});

test('VARIANTS_FILE replaces the manifest', () => {
  const manifest = {
    ...defaultManifest,
    variants: defaultManifest.variants.map((entry) =>
      entry.code === 'lv' ? { ...entry, hosts: ['shop.example.lv'], name: 'LV from file' } : entry,
    ),
  };
  const loaded = loadManifest(file('ok.json', manifest));
  const lv = loaded.variants.find((entry) => entry.code === 'lv');
  expect(lv).toMatchObject({ name: 'LV from file', hosts: ['shop.example.lv'] });
});

test('a bad file fails with every bad field named', () => {
  const manifest = {
    ...defaultManifest,
    variants: defaultManifest.variants.map((entry) =>
      entry.code === 'ee'
        ? { ...entry, defaultLanguage: 'en', languages: ['ee'], hosts: ['lv.localhost'] }
        : entry,
    ),
  };
  const path = file('bad.json', manifest);
  expect(() => loadManifest(path)).toThrowError(ManifestError);
  expect(() => loadManifest(path)).toThrowError(
    /variants\.2\.defaultLanguage: en is not among the languages/,
  );
  expect(() => loadManifest(path)).toThrowError(/host lv\.localhost selects two sites/);
});

test('a manifest without a complete brand 1 is refused, since every fallback points at it', () => {
  const manifest = {
    ...defaultManifest,
    variants: defaultManifest.variants.map((entry) =>
      'brands' in entry ? { ...entry, brands: entry.brands.filter((brand) => brand.brand !== 1) } : entry,
    ),
  };
  expect(() => loadManifest(file('no-brand-1.json', manifest))).toThrowError(/brand 1 must exist/);
});

test('a file that is not JSON says so', () => {
  expect(() => loadManifest(file('broken.json', '{ nope'))).toThrowError(/cannot be read as JSON/);
});

test('the example manifest for operators (bff/variants.example.json) is valid', () => {
  const path = new URL('../../variants.example.json', import.meta.url).pathname;
  const manifest = loadManifest(path);
  expect(manifest.variants.map((entry) => entry.code)).toEqual(['lt', 'lv', 'wl']);
});
