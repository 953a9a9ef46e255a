import type { Currency, LanguageCode, StoreConfigResponse } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { resolveSite } from './site-resolver.js';

interface SiteLanguageRow {
  id: number;
  iso_code: string;
  local_title: string;
  gtm_id: string | null;
  pixel_id: string | null;
  live_agent_id: string | null;
  mp_default_sort: string | null;
}

/** POST /api/store-config: the site of the host with its languages, currencies, blog and search keys. */
export async function storeConfig(
  db: Queryable,
  host: string,
  langIso: LanguageCode,
): Promise<StoreConfigResponse> {
  const site = await resolveSite(db, host);
  const [languages, currencies, filtered, blogs, lang] = await Promise.all([
    db.query<SiteLanguageRow>(
      `SELECT l.id, l.iso_code, l.local_title, sl.gtm_id, sl.pixel_id, sl.live_agent_id, sl.mp_default_sort
       FROM site_languages sl JOIN languages l ON l.id = sl.language_id
       WHERE sl.site_id = $1 ORDER BY sl.position, l.id`,
      [site.id],
    ),
    db.query<Currency>('SELECT id, iso_code, rate_to_eur::float8 AS rate_to_eur FROM currencies ORDER BY id'),
    db.query<Currency>(
      `SELECT c.id, c.iso_code, c.rate_to_eur::float8 AS rate_to_eur FROM site_currencies sc JOIN currencies c ON c.id = sc.currency_id
       WHERE sc.site_id = $1 ORDER BY sc.position, c.id`,
      [site.id],
    ),
    db.query<{ id: number; slug: string; title: string }>(
      `SELECT id, slug, coalesce(title ->> $2, title ->> 'en') AS title FROM blog_posts
       WHERE (site_id IS NULL OR site_id = $1) AND published_at <= now() ORDER BY published_at DESC, id`,
      [site.id, langIso],
    ),
    db.query<{ id: number }>('SELECT id FROM languages WHERE iso_code = $1', [langIso]),
  ]);
  const conversion = currencies.find((c) => c.id === site.conversion_currency_id) ?? null;
  return {
    blogs,
    conversionCurrency: conversion,
    currencies,
    filteredCurrencies: filtered,
    searchKeys: { countryId: site.default_country_id, languageId: lang[0]?.id ?? site.default_language_id },
    site: {
      name: site.name,
      cdn_logo: site.cdn_logo,
      languages: languages.map((l) => ({
        id: l.id,
        iso_code: l.iso_code,
        local_title: l.local_title,
        pivot: {
          gtm_id: l.gtm_id,
          pixel_id: l.pixel_id,
          live_agent_id: l.live_agent_id,
          mp_default_sort: l.mp_default_sort,
        },
      })),
      ad_retargeting_key: site.ad_retargeting_key,
      marketing_email_key: site.marketing_email_key,
      category_document_key: site.category_document_key,
    },
  };
}
