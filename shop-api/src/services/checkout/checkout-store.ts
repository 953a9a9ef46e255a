// A checkout row as the services read it, found only for its owner (the cart's owner: a user or a guest token).
import { type Address, CHECKOUT_MESSAGES, type ShippingMethod } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { CartOwner } from '../cart/cart-owner.js';
import { checkoutError } from './checkout-errors.js';

export interface CheckoutRow {
  id: number;
  slug: string;
  site_id: number;
  user_id: number | null;
  guest_token_hash: string | null;
  cart_id: number | null;
  currency_id: number;
  status: 'open' | 'invalidated' | 'confirmed';
  email: string | null;
  address: Address | null;
  country_id: number | null;
  shipping_method: ShippingMethod;
  delivery_method: number;
  parcel_shop: string | null;
  promotion_id: number | null;
  balance_removed: boolean;
  payment_method_id: number | null;
  order_id: number | null;
}

const COLUMNS = `id, slug, site_id, user_id, guest_token_hash, cart_id, currency_id, status, email, address, country_id,
  shipping_method, delivery_method, parcel_shop, promotion_id, balance_removed, payment_method_id, order_id`;

/** The owner's key in the idempotency table: another shopper's identical key is another key. */
export const ownerKey = (owner: CartOwner): string =>
  owner.userId !== null ? `user:${owner.userId}` : `guest:${owner.guestTokenHash ?? ''}`;

/**
 * The owner's checkout of this slug on this site (`lock`: FOR UPDATE, in a transaction). Anyone else's, or none,
 * is the same 404 naming slug: a slug seen elsewhere opens nothing.
 */
export async function loadCheckout(
  db: Queryable,
  owner: CartOwner,
  slug: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutRow> {
  if (owner.userId === null && owner.guestTokenHash === null) {
    throw checkoutError(404, CHECKOUT_MESSAGES.notFound, 'slug');
  }
  const rows = await db.query<CheckoutRow>(
    `SELECT ${COLUMNS} FROM checkouts
     WHERE slug = $1 AND site_id = $2 AND (user_id = $3 OR guest_token_hash = $4)${options.lock ? ' FOR UPDATE' : ''}`,
    [slug, owner.site.id, owner.userId, owner.guestTokenHash],
  );
  const checkout = rows[0];
  if (!checkout) throw checkoutError(404, CHECKOUT_MESSAGES.notFound, 'slug');
  return checkout;
}

/** A change needs an open checkout: an invalidated or confirmed one is a 409 naming slug. */
export function requireOpen(checkout: CheckoutRow): void {
  if (checkout.status !== 'open') throw checkoutError(409, CHECKOUT_MESSAGES.closed, 'slug');
}
