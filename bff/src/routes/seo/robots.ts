import { NOINDEX_ROUTE_NAMES, UNPAID_ALERT_EXCLUDED_SEGMENTS } from '@storefront/shared-types';
import type { Variant } from '../../variants/variant.js';

/**
 * Pages with nothing for a search engine: the cart, checkout, payment, order and account areas (the §4 list of
 * routes the unpaid-orders alert stays away from) and the guest-only forms. The routes §2 makes noindex
 * (create-order) are left crawlable so their noindex is read, and so is the search page, whose `s` makes it noindex.
 */
export const PRIVATE_SEGMENTS: readonly string[] = [
  ...UNPAID_ALERT_EXCLUDED_SEGMENTS,
  'cart',
  'login',
  'register',
  'password-reset',
  'email-change',
  'site-pro-delivery',
  'site-pro-payment',
].filter((segment) => !(NOINDEX_ROUTE_NAMES as readonly string[]).includes(segment));

/**
 * robots.txt of a variant: its private pages (without and with each of its language prefixes; `$` and a trailing
 * `/` so a content page that merely starts with the same letters stays crawlable), the API, and its own sitemap on
 * its canonical origin. Pages that are noindex (§2: a manufacturer filter, `az`, `s`, create-order) are NOT
 * disallowed: a crawler kept out of a URL never reads its noindex and may index the bare URL from links to it.
 */
export function robotsTxt(variant: Variant): string {
  const prefixes = ['', ...variant.languages.map((language) => `/${language}`)];
  const lines = ['User-agent: *', 'Disallow: /api/'];
  for (const prefix of prefixes) {
    for (const segment of PRIVATE_SEGMENTS) {
      lines.push(`Disallow: ${prefix}/${segment}$`, `Disallow: ${prefix}/${segment}/`);
    }
  }
  lines.push('', `Sitemap: ${variant.canonicalOrigin}/sitemap.xml`, '');
  return lines.join('\n');
}
