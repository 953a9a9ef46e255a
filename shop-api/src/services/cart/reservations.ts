import { CART_RESERVATION_MINUTES } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';

// The reservation rule. A cart line holds its units until its reserved_until. What a cart may have of a product
// is its stock less what OTHER carts hold under a live reservation. Every change to a cart holds each of its lines
// that is still available again for CART_RESERVATION_MINUTES; a fetch holds again only the lines whose hold lapsed,
// if they are still available. A line that is not available gets no hold and is flagged out of stock (the cart's
// reservation_error), until the shopper lowers it or removes it. Checkout takes sold units off stock.

/** SQL: units of product `product` held by carts other than `cart` under a live reservation. */
export const heldElsewhere = (product: string, cart: string) => /* sql */ `coalesce((
  SELECT sum(o.quantity) FROM cart_lines o
  WHERE o.product_id = ${product} AND o.cart_id <> ${cart} AND o.reserved_until > now()), 0)::int`;

/**
 * Locks the products of carts' lines (and `extraProductId`) in one statement in id order, so concurrent carts
 * reserving the same units queue instead of both taking them, and never deadlock on each other. In a transaction.
 */
export async function lockCartProducts(
  tx: Queryable,
  cartIds: readonly number[],
  extraProductId: number | null = null,
): Promise<void> {
  await tx.query(
    `SELECT id FROM products
     WHERE id = $2 OR id IN (SELECT product_id FROM cart_lines WHERE cart_id = ANY($1::int[]))
     ORDER BY id FOR UPDATE`,
    [cartIds, extraProductId],
  );
}

/**
 * Holds again the cart's lines still available (all of them after a change, only lapsed ones on a fetch). Call
 * after lockCartProducts in the same transaction.
 */
export async function renewReservations(tx: Queryable, cartId: number, onlyLapsed: boolean): Promise<void> {
  await tx.query(
    `UPDATE cart_lines cl SET reserved_until = now() + make_interval(mins => $2)
     FROM products p
     WHERE cl.cart_id = $1 AND p.id = cl.product_id
       AND (NOT $3 OR cl.reserved_until IS NULL OR cl.reserved_until <= now())
       AND cl.quantity <= p.stock - ${heldElsewhere('cl.product_id', 'cl.cart_id')}`,
    [cartId, CART_RESERVATION_MINUTES, onlyLapsed],
  );
}
