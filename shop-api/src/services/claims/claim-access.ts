// Who may file and see a claim (#28). Filing: the order's owner (signed in, or the guest cart that placed it), or
// a guest giving a guest order's number and its e-mail (an account's order needs its account: order numbers run in
// sequence, so number and e-mail would let anyone who knows a customer's address list what they bought). Seeing a claim and its files: the order's owner, whoever holds
// the claim's signed token (given to the guest who filed it and in the claim mails) or the order's (its page's
// link). Anyone else gets the same 404 as for a missing order or claim, so numbers tell nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CLAIM_MESSAGES,
  CLAIMABLE_ORDER_STATUSES,
  claimNumber,
  parseOrderNumber,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { type OrderViewer, OWNED_BY } from '../orders/order-access.js';
import { orderLinkKey } from '../orders/order-link.js';

export const claimNotFound = (field: string) =>
  Object.assign(new Error(CLAIM_MESSAGES.notFound), {
    statusCode: 404,
    fields: { [field]: CLAIM_MESSAGES.notFound },
  });

/** The claim's token: an HMAC of its number with the shop's order-link key (one claim's opens no other). */
export async function claimToken(db: Queryable, claimId: number): Promise<string> {
  return createHmac('sha256', await orderLinkKey(db))
    .update(claimNumber(claimId))
    .digest('base64url');
}

export async function claimTokenValid(db: Queryable, claimId: number, token: string | undefined) {
  if (!token) return false;
  const expected = Buffer.from(await claimToken(db, claimId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The order a claim may be filed on: the viewer's own, or a guest order whose e-mail is given; else the 404
 * naming `field`. A signed-in shopper may also name a guest order by its e-mail (an order placed before signing up).
 */
export async function claimableOrderId(
  db: Queryable,
  viewer: OrderViewer,
  number: string,
  email: string | undefined,
  field = 'order_number',
): Promise<number> {
  const id = parseOrderNumber(number);
  if (id === null) throw claimNotFound(field);
  const rows =
    email !== undefined
      ? await db.query<{ status: string }>(
          'SELECT o.status FROM orders o WHERE o.id = $1 AND o.user_id IS NULL AND lower(o.email) = $2',
          [id, email],
        )
      : await db.query<{ status: string }>(
          `SELECT o.status FROM orders o WHERE o.id = $1 AND ${OWNED_BY('$2', '$3')}`,
          [id, viewer.userId, viewer.guestTokenHash],
        );
  const [order] = rows;
  if (!order) throw claimNotFound(field);
  if (!(CLAIMABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
    throw Object.assign(new Error(CLAIM_MESSAGES.orderNotClaimable), {
      statusCode: 409,
      fields: { [field]: CLAIM_MESSAGES.orderNotClaimable },
    });
  }
  return id;
}

/** Whether the viewer owns the claim's order. */
export async function ownsClaim(db: Queryable, viewer: OrderViewer, claimId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM claims c JOIN orders o ON o.id = c.order_id WHERE c.id = $1 AND ${OWNED_BY('$2', '$3')}`,
    [claimId, viewer.userId, viewer.guestTokenHash],
  );
  return rows.length > 0;
}
