// Who may see an order: its owner (the signed-in user it belongs to, or the guest cart that placed it), or
// anyone holding its signed link's token (order-link.ts). Anyone else gets the same 404 as for a missing order,
// so an order number tells nothing about whether the order exists.
import { CHECKOUT_MESSAGES, parseOrderNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { CartOwner } from '../cart/cart-owner.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { orderLinkKey, orderTokenValid } from './order-link.js';

export type OrderViewer = Pick<CartOwner, 'userId' | 'guestTokenHash'>;

/** SQL: the order `o` is the viewer's ($user, $guest). */
export const OWNED_BY = (user: string, guest: string) =>
  `(o.user_id = ${user} OR (o.user_id IS NULL AND o.guest_token_hash = ${guest}))`;

export const orderNotFound = (field: string) => checkoutError(404, CHECKOUT_MESSAGES.orderNotFound, field);

/** Whether the viewer owns the order (by id). */
export async function ownsOrder(db: Queryable, viewer: OrderViewer, orderId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM orders o WHERE o.id = $1 AND ${OWNED_BY('$2', '$3')}`, [
    orderId,
    viewer.userId,
    viewer.guestTokenHash,
  ]);
  return rows.length > 0;
}

/**
 * The id of the order a number names when the viewer may see it (owner, or a valid token for it), else the
 * 404 naming `field`. The token is checked before the database is asked, so a wrong one costs no query.
 */
export async function visibleOrderId(
  db: Queryable,
  viewer: OrderViewer,
  number: string,
  token: string | undefined,
  field = 'number',
): Promise<number> {
  const id = parseOrderNumber(number);
  if (id === null) throw orderNotFound(field);
  const signed = token !== undefined && orderTokenValid(await orderLinkKey(db), id, token);
  const rows = signed
    ? await db.query('SELECT 1 FROM orders o WHERE o.id = $1', [id])
    : await db.query(`SELECT 1 FROM orders o WHERE o.id = $1 AND ${OWNED_BY('$2', '$3')}`, [
        id,
        viewer.userId,
        viewer.guestTokenHash,
      ]);
  if (rows.length === 0) throw orderNotFound(field);
  return id;
}
