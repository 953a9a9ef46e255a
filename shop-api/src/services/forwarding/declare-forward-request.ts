// Declaring a parcel on its way to the warehouse: once per idempotency key (the table's unique key: a retried or
// double-clicked declare answers the first request; the same key with other details is a 409).
import { randomBytes } from 'node:crypto';
import { CHECKOUT_MESSAGES, type ForwardRequestDeclareRequest } from '@storefront/shared-types';
import type { Database } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { requireLanguage } from '../config/languages.js';

export interface DeclareWhere {
  siteId: number;
  host: string | null;
}

/** A new request's page slug: 96 random bits, URL-safe (16 characters). */
export const newForwardRequestSlug = () => randomBytes(12).toString('base64url');

export async function declareForwardRequest(
  db: Database,
  userId: number,
  body: ForwardRequestDeclareRequest,
  where: DeclareWhere,
): Promise<{ id: number; slug: string; fresh: boolean }> {
  return db.transaction(async (tx) => {
    await requireLanguage(tx, body.language_id);
    const [created] = await tx.query<{ id: number; slug: string }>(
      `INSERT INTO forward_requests (slug, user_id, site_id, language_id, storefront_host, shop_name,
         inbound_tracking, contents, declared_value, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id, slug`,
      [
        newForwardRequestSlug(),
        userId,
        where.siteId,
        body.language_id,
        where.host,
        body.shop_name,
        body.inbound_tracking.toUpperCase(),
        body.contents,
        body.declared_value,
        body.idempotency_key,
      ],
    );
    if (created) {
      await tx.query(
        "INSERT INTO forward_request_events (forward_request_id, status) VALUES ($1, 'declared')",
        [created.id],
      );
      return { ...created, fresh: true };
    }
    const [first] = await tx.query<{
      id: number;
      slug: string;
      shop_name: string;
      inbound_tracking: string;
      contents: string;
      declared_value: number;
    }>(
      `SELECT id, slug, shop_name, inbound_tracking, contents, declared_value::float8 AS declared_value
       FROM forward_requests WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, body.idempotency_key],
    );
    const same =
      first &&
      first.shop_name === body.shop_name &&
      first.inbound_tracking === body.inbound_tracking.toUpperCase() &&
      first.contents === body.contents &&
      first.declared_value === body.declared_value;
    if (!same) throw checkoutError(409, CHECKOUT_MESSAGES.idempotencyMismatch, 'idempotency_key');
    return { id: first.id, slug: first.slug, fresh: false };
  });
}
