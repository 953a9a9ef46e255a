import { UNPAID_ALERT_EXCLUDED_SEGMENTS } from '@storefront/shared-types';
import type { Variant } from '../../variants/variant.js';

/**
 * Pages with nothing for a search engine: the cart, checkout, payment, order and account areas (the §4 list of
 * routes the unpaid-orders alert stays away from), the guest-only forms and the search page (always a query).
 */
export const PRIVATE_SEGMENTS = [
  ...UNPAID_ALERT_EXCLUDED_SEGMENTS,
  'cart',
  'login',
  'register',
  'password-reset',
  'site-pro-delivery',
  'site-pro-payment',
  'search',
] as const;

/**
 * §2 noindex query keys: a manufacturer filter, `az` and `s`. Crawling every filter combination of every
 * listing would spend the crawl budget on pages that say noindex anyway. `s` and `az` are matched as whole keys
 * (`?s=`, `&s=`) so other keys ending in them stay crawlable.
 */
const NOINDEX_QUERY_RULES = [
  '/*?f.manufacturer=',
  '/*&f.manufacturer=',
  '/*?s=',
  '/*&s=',
  '/*?az=',
  '/*&az=',
];

/**
 * robots.txt of a variant: its private pages (without and with each of its language prefixes; `$` and a trailing
 * `/` so a content page that merely starts with the same letters stays crawlable), the API, the noindex query
 * rules, and its own sitemap on its canonical origin.
 */
export function robotsTxt(variant: Variant): string {
  const prefixes = ['', ...variant.languages.map((language) => `/${language}`)];
  const lines = ['User-agent: *', 'Disallow: /api/'];
  for (const prefix of prefixes) {
    for (const segment of PRIVATE_SEGMENTS) {
      lines.push(`Disallow: ${prefix}/${segment}$`, `Disallow: ${prefix}/${segment}/`);
    }
  }
  for (const rule of NOINDEX_QUERY_RULES) lines.push(`Disallow: ${rule}`);
  lines.push('', `Sitemap: ${variant.canonicalOrigin}/sitemap.xml`, '');
  return lines.join('\n');
}
