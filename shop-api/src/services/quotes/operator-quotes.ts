// The operator's quote changes (#27; routes/operator/quotes.ts records each and makes it idempotent on
// client_key): price a quote, ask the shopper questions, move it on (purchased, at the warehouse, shipped with a
// tracking number, delivered) or cancel it, and make a create-order offer. Each runs in the action's transaction.
import {
  type ForwardingCountryIso,
  forwardingCountryIso,
  type Parcel,
  QUOTE_MESSAGES,
  type QuoteStatus,
  type QuoteTotals,
  quoteNumber,
  type ShippingMethod,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { DEFAULT_SITE_CODE } from '../../db/seed/sites.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { parcelShipping, pricedTotals } from './quote-pricing.js';
import { quoteById, quoteCountry, quoteLines } from './quote-row.js';
import { canMoveQuote, moveQuote, refusedQuoteMove } from './quote-transitions.js';
import { insertLines, newQuoteSlug } from './request-quote.js';

/** QU123 → 123 (the route's params are checked by their pattern first). */
export const quoteIdOf = (number: string) => Number(number.slice(2));

/** How shipping is priced: the weighed parcel (by the shipping rule) or a flat amount. */
export type ShippingBasis = { parcel: Parcel } | { shipping_amount: number };

export interface PriceBody {
  lines: { id: number; unit_price: number }[];
  basis: ShippingBasis;
  service_fee?: number | undefined;
  expiry_days: number;
  note?: string | undefined;
}

export interface PricedAnswer {
  number: string;
  status: QuoteStatus;
  totals: QuoteTotals;
  expires_at: string;
}

const shippingOf = (basis: ShippingBasis, method: ShippingMethod, country: ForwardingCountryIso) =>
  'parcel' in basis ? parcelShipping(basis.parcel, method, country) : basis.shipping_amount;

export async function priceQuote(
  tx: Queryable,
  quoteId: number,
  body: PriceBody,
  operator: string,
): Promise<PricedAnswer> {
  const quote = await quoteById(tx, quoteId, true);
  if (!canMoveQuote(quote.status, 'priced') || quote.status === 'offered') {
    throw refusedQuoteMove();
  }
  const pending = await tx.query("SELECT 1 FROM payments WHERE quote_id = $1 AND status = 'pending'", [
    quoteId,
  ]);
  if (pending.length > 0) throw checkoutError(409, QUOTE_MESSAGES.paymentPending, 'status');
  const lines = await quoteLines(tx, quoteId);
  const prices = new Map(body.lines.map((line) => [line.id, line.unit_price]));
  // Every line priced, and only this quote's lines: a price for another quote's line would be lost silently.
  if (
    prices.size !== body.lines.length ||
    lines.length !== prices.size ||
    lines.some((l) => !prices.has(l.id))
  ) {
    throw checkoutError(400, 'quotes.errors.lines_mismatch', 'lines');
  }
  const priced = lines.map((line) => ({ ...line, unit_price: prices.get(line.id) ?? null }));
  const shipping = shippingOf(body.basis, quote.shipping_method, quoteCountry(quote));
  const totals = pricedTotals(priced, shipping, quote.delivery_fee, body.service_fee ?? null);
  for (const line of priced) {
    await tx.query('UPDATE quote_lines SET unit_price = $2 WHERE id = $1', [line.id, line.unit_price]);
  }
  const [row] = await tx.query<{ expires_at: string }>(
    `UPDATE quotes SET parcel = $2, service_fee_override = $3, value = $4, service_fee = $5, shipping = $6,
       total = $7, expires_at = now() + make_interval(days => $8), note = $9
     WHERE id = $1 RETURNING to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at`,
    [
      quoteId,
      'parcel' in body.basis ? JSON.stringify(body.basis.parcel) : null,
      body.service_fee ?? null,
      totals.value,
      totals.service_fee,
      totals.shipping,
      totals.total,
      body.expiry_days,
      body.note ?? null,
    ],
  );
  await moveQuote(tx, quoteId, 'priced', operator);
  return { number: quoteNumber(quoteId), status: 'priced', totals, expires_at: row?.expires_at ?? '' };
}

export async function askQuestions(
  tx: Queryable,
  quoteId: number,
  questions: string[],
  operator: string,
): Promise<{ number: string; status: QuoteStatus; questions: { id: number; question: string }[] }> {
  await moveQuote(tx, quoteId, 'needs_info', operator);
  const asked: { id: number; question: string }[] = [];
  for (const question of questions) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO quote_questions (quote_id, question) VALUES ($1, $2) RETURNING id',
      [quoteId, question],
    );
    if (row) asked.push({ id: row.id, question });
  }
  return { number: quoteNumber(quoteId), status: 'needs_info', questions: asked };
}

/** The operator's statuses: the purchase and shipping steps, and cancelling. */
export const OPERATOR_QUOTE_STATUSES = [
  'purchased',
  'at_warehouse',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OperatorQuoteStatus = (typeof OPERATOR_QUOTE_STATUSES)[number];

export async function operatorMoveQuote(
  tx: Queryable,
  quoteId: number,
  status: OperatorQuoteStatus,
  operator: string,
  trackingNumber?: string,
): Promise<{ number: string; status: QuoteStatus; tracking_number: string | null }> {
  await moveQuote(tx, quoteId, status, operator);
  let tracking: string | null = null;
  if (status === 'shipped') {
    // The carrier's number, or one made up from the quote's id when the operator has none yet.
    tracking = trackingNumber ?? `TRKQU${String(quoteId).padStart(10, '0')}`;
    await tx.query('UPDATE quotes SET tracking_number = $2 WHERE id = $1', [quoteId, tracking]);
  }
  const [row] = await tx.query<{ tracking_number: string | null }>(
    'SELECT tracking_number FROM quotes WHERE id = $1',
    [quoteId],
  );
  return { number: quoteNumber(quoteId), status, tracking_number: row?.tracking_number ?? tracking };
}

export interface OfferBody {
  email: string;
  site?: string | undefined;
  locale?: string | undefined;
  country?: ForwardingCountryIso | undefined;
  lines: { url: string; name: string; quantity: number; unit_price: number }[];
  shipping_method: ShippingMethod;
  basis: ShippingBasis;
  service_fee?: number | undefined;
  expiry_days: number;
  comment?: string | undefined;
}

/** A create-order offer; answers its id, slug, site and language (the route builds the link). */
export async function createOffer(
  tx: Queryable,
  body: OfferBody,
  operator: string,
): Promise<{ id: number; slug: string; siteId: number; locale: string; totals: QuoteTotals }> {
  const [site] = await tx.query<{ id: number; default_language_id: number; default_country_id: number }>(
    'SELECT id, default_language_id, default_country_id FROM sites WHERE code = $1',
    [body.site ?? DEFAULT_SITE_CODE],
  );
  if (!site) throw checkoutError(400, 'quotes.errors.site_unknown', 'site');
  const [language] = await tx.query<{ id: number; iso_code: string }>(
    'SELECT id, iso_code FROM languages WHERE id = coalesce((SELECT id FROM languages WHERE iso_code = $1), $2)',
    [body.locale ?? null, site.default_language_id],
  );
  if (!language) throw checkoutError(400, 'quotes.errors.locale_unknown', 'locale');
  const country = body.country ?? forwardingCountryIso(site.default_country_id) ?? 'LT';
  const lines = body.lines.map((line) => ({
    ...line,
    options: { size: null, colour: null, notes: null },
    unit_price_seen: line.unit_price,
  }));
  const totals = pricedTotals(
    lines,
    shippingOf(body.basis, body.shipping_method, country),
    0,
    body.service_fee ?? null,
  );
  const slug = newQuoteSlug();
  const [quote] = await tx.query<{ id: number }>(
    `INSERT INTO quotes (slug, site_id, language_id, origin, status, shipping_method, parcel, shipping_country,
       service_fee_override, value, service_fee, shipping, total, expires_at, comment, offer_email)
     VALUES ($1, $2, $3, 'offer', 'offered', $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(days => $12),
       $13, $14)
     RETURNING id`,
    [
      slug,
      site.id,
      language.id,
      body.shipping_method,
      'parcel' in body.basis ? JSON.stringify(body.basis.parcel) : null,
      country,
      body.service_fee ?? null,
      totals.value,
      totals.service_fee,
      totals.shipping,
      totals.total,
      body.expiry_days,
      body.comment ?? null,
      body.email,
    ],
  );
  if (!quote) throw new Error('offer not written');
  await insertLines(tx, quote.id, lines);
  await tx.query('INSERT INTO quote_events (quote_id, status, actor) VALUES ($1, $2, $3)', [
    quote.id,
    'offered',
    operator,
  ]);
  return { id: quote.id, slug, siteId: site.id, locale: language.iso_code, totals };
}
