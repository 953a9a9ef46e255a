import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../../db/database.js';
import { sha256 } from '../auth/sessions.js';
import { requestHost, resolveSite } from '../config/site-resolver.js';
import { guestCartToken } from './cart-owner.js';
import { lockCartProducts, renewReservations } from './reservations.js';

/**
 * At sign-in (login or register) the guest cart of the request's `x-cart-token` moves into the user's cart on the
 * same site: a product in both gets the sum, capped at the product's limit; the guest's shipping method and
 * currency win (they are the shopper's latest choice). The guest cart is deleted, so its token names nothing
 * afterwards and signing out leaves an empty guest cart, not the user's. The merged cart's available lines are
 * held again (a sign-in counts as a change).
 */
export async function mergeGuestCart(db: Database, headers: IncomingHttpHeaders, userId: number) {
  const token = guestCartToken(headers);
  if (!token) return;
  const site = await resolveSite(db, requestHost(headers));
  await db.transaction(async (tx) => {
    const guests = await tx.query<{ id: number; shipping_method: string; currency_id: number | null }>(
      `SELECT id, shipping_method, currency_id FROM carts WHERE guest_token_hash = $1 AND site_id = $2 FOR UPDATE`,
      [sha256(token), site.id],
    );
    const guest = guests[0];
    if (!guest) return;
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO carts (site_id, user_id, shipping_method, currency_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, site_id) WHERE user_id IS NOT NULL
       DO UPDATE SET shipping_method = EXCLUDED.shipping_method,
         currency_id = coalesce(EXCLUDED.currency_id, carts.currency_id), updated_at = now()
       RETURNING id`,
      [site.id, userId, guest.shipping_method, guest.currency_id],
    );
    if (!user) throw new Error('user cart not made');
    // Both carts' products, locked in id order like any other change.
    await lockCartProducts(tx, [guest.id, user.id]);
    await tx.query(
      `INSERT INTO cart_lines (cart_id, product_id, quantity, reserved_until)
       SELECT $2, g.product_id, g.quantity, g.reserved_until FROM cart_lines g WHERE g.cart_id = $1
       ON CONFLICT (cart_id, product_id) DO UPDATE SET
         quantity = least(cart_lines.quantity + EXCLUDED.quantity,
           greatest(cart_lines.quantity, (SELECT max_quantity FROM products WHERE id = EXCLUDED.product_id))),
         reserved_until = greatest(cart_lines.reserved_until, EXCLUDED.reserved_until)`,
      [guest.id, user.id],
    );
    await tx.query('DELETE FROM carts WHERE id = $1', [guest.id]);
    await renewReservations(tx, user.id, false);
  });
}
