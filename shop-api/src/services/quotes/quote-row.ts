// Reading a quote (#27): its row with the site's code, and its lines, as the services and views use them. The
// owner's check is here too: another user's quote is the same 404 (naming slug) as a missing one.

import type { Parcel } from '@storefront/shared-types';
import {
  type ForwardingCountryIso,
  forwardingCountryIso,
  QUOTE_MESSAGES,
  type QuoteAddress,
  type QuoteLine,
  type QuoteStatus,
  type ShippingMethod,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

export const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

export interface QuoteRow {
  id: number;
  slug: string;
  user_id: number | null;
  site_id: number;
  site: string;
  storefront_host: string | null;
  language_id: number;
  origin: 'request' | 'offer';
  status: QuoteStatus;
  shipping_method: ShippingMethod;
  address: QuoteAddress | null;
  delivery: { local_delivery_type: string; parcelshop_id: string | null } | null;
  delivery_fee: number;
  parcel: Parcel | null;
  shipping_country: ForwardingCountryIso | null;
  service_fee_override: number | null;
  value: number | null;
  service_fee: number | null;
  shipping: number | null;
  total: number | null;
  expires_at: string | null;
  /** The time to pay (or accept) has passed. */
  overdue: boolean;
  comment: string | null;
  note: string | null;
  tracking_number: string | null;
  offer_email: string | null;
  created_at: string;
}

const QUOTE_COLUMNS = `q.id, q.slug, q.user_id, q.site_id, s.code AS site, q.storefront_host, q.language_id, q.origin,
  q.status, q.shipping_method, q.address, q.delivery, q.delivery_fee::float8 AS delivery_fee, q.parcel,
  q.shipping_country, q.service_fee_override::float8 AS service_fee_override, q.value::float8 AS value,
  q.service_fee::float8 AS service_fee, q.shipping::float8 AS shipping, q.total::float8 AS total,
  to_char(q.expires_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS expires_at, coalesce(q.expires_at <= now(), false) AS overdue,
  q.comment, q.note, q.tracking_number, q.offer_email,
  to_char(q.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS created_at`;

const notFound = () => checkoutError(404, QUOTE_MESSAGES.notFound, 'slug');

/** A quote by slug with whatever condition `where` adds ($1 is the slug); locked when asked. */
export async function quoteBy(
  q: Queryable,
  where: string,
  params: unknown[],
  lock = false,
): Promise<QuoteRow | undefined> {
  const [row] = await q.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM quotes q JOIN sites s ON s.id = q.site_id WHERE ${where}
     ${lock ? 'FOR UPDATE OF q' : ''}`,
    params,
  );
  return row;
}

/** The user's own quote by slug; else 404 naming slug (another's reads exactly like a missing one). */
export async function ownQuote(q: Queryable, userId: number, slug: string, lock = false): Promise<QuoteRow> {
  const quote = await quoteBy(q, 'q.slug = $1 AND q.user_id = $2', [slug, userId], lock);
  if (!quote) throw notFound();
  return quote;
}

export async function quoteById(q: Queryable, id: number, lock = false): Promise<QuoteRow> {
  const quote = await quoteBy(q, 'q.id = $1', [id], lock);
  if (!quote) throw Object.assign(new Error(QUOTE_MESSAGES.notFound), { statusCode: 404 });
  return quote;
}

export async function quoteLines(q: Queryable, quoteId: number): Promise<QuoteLine[]> {
  const rows = await q.query<{
    id: number;
    url: string;
    name: string;
    size: string | null;
    colour: string | null;
    notes: string | null;
    quantity: number;
    unit_price_seen: number;
    unit_price: number | null;
  }>(
    `SELECT id, url, name, size, colour, notes, quantity, unit_price_seen::float8 AS unit_price_seen,
       unit_price::float8 AS unit_price
     FROM quote_lines WHERE quote_id = $1 ORDER BY position`,
    [quoteId],
  );
  return rows.map(({ size, colour, notes, ...line }) => ({ ...line, options: { size, colour, notes } }));
}

/** The country a quote ships to: its address's, else the offer's, else the first forwarding country. */
export function quoteCountry(quote: Pick<QuoteRow, 'address' | 'shipping_country'>): ForwardingCountryIso {
  const fromAddress = quote.address ? forwardingCountryIso(quote.address.country_id) : null;
  return fromAddress ?? quote.shipping_country ?? 'LT';
}
