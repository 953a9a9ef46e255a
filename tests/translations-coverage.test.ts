import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, SIZE_CHART_COLUMNS, SORT_LABEL_KEYS } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { translationAreas } from '../shop-api/src/db/seed/translations/index.js';

const WEB_SRC = fileURLToPath(new URL('../web/src', import.meta.url));

// The ways the web app names a translation key: a `t('…')` call, a route's `titleKey: '…'`, and the shell's
// `'shell.…'` keys kept in lookup tables (modal titles, footer links, benefit captions).
const KEY_PATTERNS = [/\bt\(\s*'([^']+)'/g, /\btitleKey:\s*'([^']+)'/g, /'(shell\.[a-z0-9_.]+)'/g];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

function keysUsedByWeb(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(WEB_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        if (match[1] && !used.has(match[1])) used.set(match[1], file.slice(WEB_SRC.length + 1));
      }
    }
  }
  // Keys the contract names for every screen that shows the thing (the sort options' labels).
  for (const key of Object.values(SORT_LABEL_KEYS))
    if (!used.has(key)) used.set(key, 'shared-types constants');
  // The size chart's column headings, built from the contract's column keys (size-chart-table.tsx).
  for (const column of SIZE_CHART_COLUMNS)
    used.set(`product.size_chart.column.${column}`, 'size-chart-table.tsx');
  return used;
}

describe('translation catalogue coverage', () => {
  const catalogue = new Map(translationAreas.flatMap(({ entries }) => Object.entries(entries)));
  const used = keysUsedByWeb();

  it('finds the keys the web app uses', () => {
    // Guards the scan itself: if the patterns stopped matching, every later check would pass vacuously.
    expect(used.size).toBeGreaterThan(50);
  });

  it('has every key the web app uses, in every storefront language, with real text', () => {
    const problems: string[] = [];
    for (const [key, file] of used) {
      const entry = catalogue.get(key) as Record<string, string | undefined> | undefined;
      if (!entry) {
        problems.push(`${key} (used in ${file}) is missing from the seed catalogue`);
        continue;
      }
      for (const language of LANGUAGE_CODES) {
        const text = entry[language]?.trim();
        if (!text || text === key) problems.push(`${key} has no ${language} text`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('defines no key twice across areas', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { area, entries } of translationAreas) {
      for (const key of Object.keys(entries)) {
        const first = seen.get(key);
        if (first) duplicates.push(`${key} in ${first} and ${area}`);
        else seen.set(key, area);
      }
    }
    expect(duplicates).toEqual([]);
  });
});
