import * as contract from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { translationAreas } from '../shop-api/src/db/seed/translations/index.js';

// An error the shop or the bff answers carries a message key from one of the contract's message tables
// (CHECKOUT_MESSAGES, INVOICE_MESSAGES, …), and the storefront shows it in the shopper's language. A key without a
// translation reaches the shopper as the key itself (§8), so every key of every table has all four languages.

const LANGUAGES = ['en', 'lt', 'lv', 'ee'] as const;

/**
 * Every key in a message table: its strings, or, for an entry that names its key beside its own texts (the form
 * messages of §5), that key.
 */
function keysOf(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (!table || typeof table !== 'object') return [];
  const { key } = table as { key?: unknown };
  return typeof key === 'string' ? [key] : Object.values(table).flatMap(keysOf);
}

const tables = Object.entries(contract).filter(([name]) => name.endsWith('_MESSAGES'));
const translated = new Map(translationAreas.flatMap(({ entries }) => Object.entries(entries)));

describe("the contract's message keys", () => {
  it('come from message tables', () => {
    expect(tables.length).toBeGreaterThan(5);
  });

  it.each(tables)('%s: every key has en, lt, lv and ee', (_name, table) => {
    const missing = keysOf(table).filter((key) =>
      LANGUAGES.some((language) => !translated.get(key)?.[language]?.trim()),
    );
    expect(missing).toEqual([]);
  });
});
