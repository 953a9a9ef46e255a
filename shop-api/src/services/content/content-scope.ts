import type { LanguageCode } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { resolveSite } from '../config/site-resolver.js';

/** Whose content a request reads: the site of its host, the white-label brand of that host (if any), a language. */
export interface ContentScope {
  siteId: number;
  brand: number | null;
  locale: LanguageCode;
}

export async function contentScope(db: Queryable, host: string, locale: LanguageCode): Promise<ContentScope> {
  const [site, hosts] = await Promise.all([
    resolveSite(db, host),
    db.query<{ site_id: number; brand: number | null }>(
      'SELECT site_id, brand FROM site_hosts WHERE host = $1',
      [host],
    ),
  ]);
  const brand = hosts[0]?.site_id === site.id ? (hosts[0]?.brand ?? null) : null;
  return { siteId: site.id, brand, locale };
}

/** A localised jsonb text in the scope's language, English when the row lacks that language. */
export const localised = (column: string, param: string) =>
  `coalesce(${column} ->> ${param}, ${column} ->> 'en', '')`;

/** ISO 8601 of a timestamptz, whichever driver read it (pg gives a Date, PGlite may too). */
export function isoDate(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
