// A guest's orders join the account of their e-mail (#26) once the shop knows the account holder is that guest:
// at sign-up or sign-in from the browser that placed them (the same guest cart token), or when a password reset
// link mailed to the address is used (any of its guest orders). Registering with someone else's e-mail from
// another browser proves nothing, so it attaches nothing: their orders stay theirs.
import type { IncomingHttpHeaders } from 'node:http';
import type { Queryable } from '../../db/database.js';
import { sha256 } from '../auth/sessions.js';
import { guestCartToken } from '../cart/cart-owner.js';

/** The guest orders of this browser (its cart token) placed with the user's e-mail become the user's. */
export async function attachBrowserGuestOrders(
  db: Queryable,
  headers: IncomingHttpHeaders,
  userId: number,
): Promise<number> {
  const token = guestCartToken(headers);
  if (!token) return 0;
  const rows = await db.query(
    `UPDATE orders o SET user_id = u.id FROM users u
     WHERE u.id = $1 AND o.user_id IS NULL AND o.email = u.email AND o.guest_token_hash = $2 RETURNING o.id`,
    [userId, sha256(token)],
  );
  return rows.length;
}

/** Every guest order placed with the user's e-mail becomes the user's (the e-mail is proven: a mailed link). */
export async function attachMailedGuestOrders(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query(
    `UPDATE orders o SET user_id = u.id FROM users u
     WHERE u.id = $1 AND o.user_id IS NULL AND o.email = u.email RETURNING o.id`,
    [userId],
  );
  return rows.length;
}
