// Where the shopper is sent back to (provider return URLs) and what mail links open (#26): the host the shopper
// was on, sent by the bff as x-storefront-host, but only when it is one of the site's hosts and its port is the
// STOREFRONT_ORIGIN_TEMPLATE's; anything else (a made-up host, another site's, a missing header) gives the site's
// default host, so a header can never send a shopper, or a mail's reset link, somewhere else.
import { STOREFRONT_HOST_HEADER } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { requestHost, resolveSite } from '../config/site-resolver.js';

/** The port the template's origin has ('' for the scheme's default). */
function templatePort(template: string): string {
  try {
    return new URL(template.replaceAll('{host}', 'template.invalid')).port;
  } catch {
    return '';
  }
}

/** `localhost:3000` → { hostname: 'localhost', port: '3000' }; null for what is not a plain host[:port]. */
export function splitHost(value: unknown): { hostname: string; port: string } | null {
  if (typeof value !== 'string') return null;
  const match = /^([a-z0-9.-]{1,253})(?::([0-9]{1,5}))?$/.exec(value.trim().toLowerCase());
  return match?.[1] ? { hostname: match[1], port: match[2] ?? '' } : null;
}

/**
 * The storefront host of a site for a call: the shopper's (x-storefront-host) when it is one of the site's hosts
 * on the template's port; without that header (a direct call), the Host the site was picked by when it is the
 * site's; else the site's default host.
 */
export async function storefrontHost(
  db: Queryable,
  siteId: number,
  headers: Record<string, string | string[] | undefined>,
  template: string,
): Promise<string> {
  const given = splitHost(headers[STOREFRONT_HOST_HEADER]);
  const candidate = given
    ? given.port === templatePort(template)
      ? given.hostname
      : ''
    : requestHost(headers);
  const [row] = await db.query<{ own: string | null; first: string | null }>(
    `SELECT (SELECT host FROM site_hosts WHERE host = $1 AND site_id = $2) AS own,
       (SELECT host FROM site_hosts WHERE site_id = $2 ORDER BY host LIMIT 1) AS first`,
    [candidate, siteId],
  );
  return row?.own ?? row?.first ?? 'localhost';
}

export const originOf = (template: string, host: string) =>
  template.replaceAll('{host}', host).replace(/\/+$/, '');

/** The storefront origin for a call (its site by Host, the shopper's host by x-storefront-host). */
export async function requestStorefrontOrigin(
  db: Queryable,
  headers: Record<string, string | string[] | undefined>,
  template: string,
): Promise<{ host: string; origin: string; siteId: number }> {
  const site = await resolveSite(db, requestHost(headers));
  const host = await storefrontHost(db, site.id, headers, template);
  return { host, origin: originOf(template, host), siteId: site.id };
}

/**
 * Where a provider sends the shopper back for an order: the storefront host and language prefix it was placed on
 * (`http://localhost:3000/en`), or, for a payment made again, the host the shopper is on now when it is one of
 * the order's site's. The payment service appends /payment/{outcome}?order_id=….
 */
export async function orderReturnBase(
  db: Queryable,
  orderId: number,
  template: string,
  headers?: Record<string, string | string[] | undefined>,
): Promise<string> {
  const [order] = await db.query<{ site_id: number; host: string | null; locale: string }>(
    `SELECT o.site_id, o.storefront_host AS host,
       coalesce(o.locale, (SELECT l.iso_code FROM sites s JOIN languages l ON l.id = s.default_language_id
                           WHERE s.id = o.site_id), 'en') AS locale
     FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  if (!order) throw new Error(`order ${orderId} vanished`);
  const now = headers?.[STOREFRONT_HOST_HEADER]
    ? await storefrontHost(db, order.site_id, headers, template)
    : null;
  const host = now ?? order.host ?? (await storefrontHost(db, order.site_id, {}, template));
  return `${originOf(template, host)}/${order.locale}`;
}
