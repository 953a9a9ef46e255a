// Create-order links (#27): an offer the operator prepared (from a chat or a mail) and shared as a link. Anyone
// with the link may view it (the bff rate-limits the view); any signed-in account may accept it, which makes it
// that account's priced quote, shipped to the address chosen; from then on the link is a 404 for everyone.
import {
  type CreateOrderViewResponse,
  type createOrderAcceptRequestSchema,
  forwardingCountryIso,
  pricedShipping,
  QUOTE_MESSAGES,
} from '@storefront/shared-types';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { chooseDelivery } from './quote-delivery.js';
import { pricedTotals } from './quote-pricing.js';
import { quoteBy, quoteCountry, quoteLines } from './quote-row.js';
import { moveQuote, refusedQuoteMove } from './quote-transitions.js';

const OPEN_OFFER = "q.slug = $1 AND q.origin = 'offer' AND q.user_id IS NULL";

async function openOffer(q: Queryable, slug: string, lock = false) {
  const offer = await quoteBy(q, OPEN_OFFER, [slug], lock);
  if (!offer) throw checkoutError(404, QUOTE_MESSAGES.notFound, 'slug');
  return offer;
}

export async function createOrderView(db: Queryable, slug: string): Promise<CreateOrderViewResponse> {
  const offer = await openOffer(db, slug);
  return {
    slug: offer.slug,
    lines: await quoteLines(db, offer.id),
    totals: {
      value: offer.value ?? 0,
      service_fee: offer.service_fee ?? 0,
      shipping: offer.shipping ?? 0,
      delivery_fee: offer.delivery_fee,
      total: offer.total ?? 0,
    },
    shipping_method: offer.shipping_method,
    shipping_country: offer.parcel ? quoteCountry(offer) : null,
    parcel: offer.parcel ?? null,
    can_accept: offer.status === 'offered' && !offer.overdue,
    comment: offer.comment,
    expires_at: offer.expires_at,
  };
}

type AcceptBody = z.output<typeof createOrderAcceptRequestSchema>;

/** The offer becomes the user's priced quote; answers its id. */
export async function acceptOffer(db: Database, userId: number, body: AcceptBody): Promise<number> {
  return db.transaction(async (tx) => {
    const offer = await openOffer(tx, body.slug, true);
    if (offer.status !== 'offered') throw refusedQuoteMove();
    if (offer.overdue) throw checkoutError(409, QUOTE_MESSAGES.expired, 'status');
    const { delivery, fee } = await chooseDelivery(tx, offer.site_id, body.delivery);
    const method = body.shipping_method ?? offer.shipping_method;
    // A weighed parcel is priced again to the address's country; a flat amount stays what the operator said.
    const country = forwardingCountryIso(body.address.country_id) ?? quoteCountry(offer);
    const shipping = pricedShipping(offer.parcel, offer.shipping ?? 0, method, country);
    const lines = await quoteLines(tx, offer.id);
    const totals = pricedTotals(lines, shipping, fee, offer.service_fee_override);
    await tx.query(
      `UPDATE quotes SET user_id = $2, address = $3, delivery = $4, delivery_fee = $5, shipping_method = $6,
         value = $7, service_fee = $8, shipping = $9, total = $10 WHERE id = $1`,
      [
        offer.id,
        userId,
        JSON.stringify(body.address),
        delivery === null ? null : JSON.stringify(delivery),
        fee,
        method,
        totals.value,
        totals.service_fee,
        totals.shipping,
        totals.total,
      ],
    );
    await moveQuote(tx, offer.id, 'priced', 'shopper');
    return offer.id;
  });
}
