// The order form sent (#27): a quote request with its lines, the address and courier chosen, once per
// idempotency key (a double submit or a retry answers the same quote). The shop never fetches the links.
import { randomBytes } from 'node:crypto';
import type { quoteRequestSchema } from '@storefront/shared-types';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database.js';
import { requireLanguage } from '../config/languages.js';
import { claimKey, keepResponse, requestHash } from '../orders/idempotency.js';
import { chooseDelivery } from './quote-delivery.js';

export type ParsedQuoteRequest = z.output<typeof quoteRequestSchema>;

/** A new quote's slug: 128 random bits, URL-safe (unguessable, like a create-order link). */
export const newQuoteSlug = () => randomBytes(16).toString('base64url');

export interface QuoteContext {
  userId: number;
  siteId: number;
  /** The storefront host the shopper is on (mail and return links). */
  host: string;
}

/** Answers the quote's id, and whether this call made it (false: a replay of its key). */
export async function requestQuote(
  db: Database,
  context: QuoteContext,
  body: ParsedQuoteRequest,
): Promise<{ id: number; fresh: boolean }> {
  const owner = `user:${context.userId}`;
  const { idempotency_key: key, ...request } = body;
  return db.transaction(async (tx) => {
    // The quote keeps its language (its mails are written in it): an unknown one is refused before any write.
    await requireLanguage(tx, body.language_id);
    const claim = await claimKey<{ id: number }>(tx, 'quote-request', owner, key, requestHash(request));
    if (!claim.fresh) return { id: claim.response.id, fresh: false };
    const id = await insertRequest(tx, context, body);
    await keepResponse(tx, 'quote-request', owner, key, { id });
    return { id, fresh: true };
  });
}

async function insertRequest(
  tx: Queryable,
  context: QuoteContext,
  body: ParsedQuoteRequest,
): Promise<number> {
  const { delivery, fee } = await chooseDelivery(tx, context.siteId, body.delivery);
  const [quote] = await tx.query<{ id: number }>(
    `INSERT INTO quotes (slug, user_id, site_id, storefront_host, language_id, origin, status, shipping_method,
       address, delivery, delivery_fee, comment, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, 'request', 'requested', $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      newQuoteSlug(),
      context.userId,
      context.siteId,
      context.host,
      body.language_id,
      body.shipping_method,
      JSON.stringify(body.address),
      delivery === null ? null : JSON.stringify(delivery),
      fee,
      body.comment || null,
      body.idempotency_key,
    ],
  );
  if (!quote) throw new Error('quote not written');
  await insertLines(tx, quote.id, body.lines);
  await tx.query("INSERT INTO quote_events (quote_id, status, actor) VALUES ($1, 'requested', 'shopper')", [
    quote.id,
  ]);
  return quote.id;
}

/** A quote's lines in the order given (the operator's unit prices, for an offer, at once). */
export async function insertLines(
  tx: Queryable,
  quoteId: number,
  lines: readonly {
    url: string;
    name: string;
    options: { size: string | null; colour: string | null; notes: string | null };
    quantity: number;
    unit_price_seen: number;
    unit_price?: number | null;
  }[],
): Promise<void> {
  for (const [index, line] of lines.entries()) {
    await tx.query(
      `INSERT INTO quote_lines (quote_id, position, url, name, size, colour, notes, quantity, unit_price_seen,
         unit_price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        quoteId,
        index + 1,
        line.url,
        line.name,
        line.options.size,
        line.options.colour,
        line.options.notes,
        line.quantity,
        line.unit_price_seen,
        line.unit_price ?? null,
      ],
    );
  }
}
