// The recalculate modal (#27): a priced quote's shipping by air and by sea to its address or another one, from
// the parcel the operator weighed; with apply, the method (and address) chosen become the quote's and its totals
// change (a priced → priced move on its timeline). Refused while a provider payment is pending: the shopper could
// otherwise pay the old total at the provider after the new one was set.
import {
  forwardingCountryIso,
  QUOTE_MESSAGES,
  type QuoteRecalculateResponse,
  type quoteRecalculateRequestSchema,
  shippingOptions,
} from '@storefront/shared-types';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { pricedTotals } from './quote-pricing.js';
import { ownQuote, quoteCountry, quoteLines } from './quote-row.js';
import { moveQuote, refusedQuoteMove } from './quote-transitions.js';

type Body = z.output<typeof quoteRecalculateRequestSchema>;

export async function recalculateQuote(
  db: Database,
  userId: number,
  body: Body,
): Promise<QuoteRecalculateResponse> {
  return db.transaction(async (tx) => {
    const quote = await ownQuote(tx, userId, body.slug, true);
    if (quote.status !== 'priced') throw refusedQuoteMove();
    if (quote.overdue) throw checkoutError(409, QUOTE_MESSAGES.expired, 'status');
    // Priced at a flat amount (no parcel weighed): there is nothing to re-price from.
    if (!quote.parcel) throw checkoutError(409, QUOTE_MESSAGES.status, 'status');
    const pending = await tx.query("SELECT 1 FROM payments WHERE quote_id = $1 AND status = 'pending'", [
      quote.id,
    ]);
    if (pending.length > 0) throw checkoutError(409, QUOTE_MESSAGES.paymentPending, 'shipping_method');
    const address = body.address ?? quote.address;
    const country =
      (address ? forwardingCountryIso(address.country_id) : null) ?? quoteCountry({ ...quote, address });
    const both = shippingOptions(quote.parcel, country);
    const options = { air: both.air.price, sea: both.sea.price };
    const lines = await quoteLines(tx, quote.id);
    const totals = pricedTotals(
      lines,
      options[body.shipping_method],
      quote.delivery_fee,
      quote.service_fee_override,
    );
    if (body.apply) {
      await tx.query(
        `UPDATE quotes SET shipping_method = $2, address = $3, value = $4, service_fee = $5, shipping = $6,
           total = $7 WHERE id = $1`,
        [
          quote.id,
          body.shipping_method,
          address === null ? null : JSON.stringify(address),
          totals.value,
          totals.service_fee,
          totals.shipping,
          totals.total,
        ],
      );
      await moveQuote(tx, quote.id, 'priced', 'shopper');
    }
    return { applied: body.apply, options, totals };
  });
}
