import type { Queryable } from '../../db/database.js';
import { DEFAULT_SITE_CODE } from '../../db/seed/sites.js';

export interface SiteRow {
  id: number;
  code: string;
  name: string;
  cdn_logo: string;
  default_language_id: number;
  default_country_id: number;
  conversion_currency_id: number;
  ad_retargeting_key: string | null;
  marketing_email_key: string | null;
  category_document_key: string | null;
}

/**
 * The bff forwards the visitor's host (spec §7: store-config "forwards cookie and host headers"); the shop picks
 * the site by it. `X-Forwarded-Host` wins over `Host` so a proxy in between does not change the variant.
 * The port is ignored; an unknown host gets the default site (lt).
 */
export function requestHost(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers['x-forwarded-host'] ?? headers.host ?? '';
  const first = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim().toLowerCase() ?? '';
  // [::1]:4000 → [::1]; lv.localhost:3000 → lv.localhost
  return first.startsWith('[') ? first.slice(0, first.indexOf(']') + 1) : (first.split(':')[0] ?? '');
}

// On a white-label host ($1) the site's name is its brand's (migration 0011), so every screen names what it shows.
const SITE_COLUMNS = `s.id, s.code,
  coalesce((SELECT brand_name FROM site_hosts WHERE host = $1 AND site_id = s.id), s.name) AS name,
  s.cdn_logo, s.default_language_id, s.default_country_id, s.conversion_currency_id, s.ad_retargeting_key,
  s.marketing_email_key, s.category_document_key`;

export async function resolveSite(db: Queryable, host: string): Promise<SiteRow> {
  const rows = await db.query<SiteRow>(
    `SELECT ${SITE_COLUMNS} FROM sites s
     WHERE s.id = coalesce((SELECT site_id FROM site_hosts WHERE host = $1), (SELECT id FROM sites WHERE code = $2))`,
    [host, DEFAULT_SITE_CODE],
  );
  const site = rows[0];
  if (!site) throw new Error('The database holds no sites: was it seeded?');
  return site;
}
