import type { IncomingHttpHeaders } from 'node:http';
import { CART_MESSAGES, CART_TOKEN_HEADER } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { bearerToken, sha256, userFromAuthorization } from '../auth/sessions.js';
import { requestHost, resolveSite, type SiteRow } from '../config/site-resolver.js';

/**
 * Whose cart a request's is. A signed-in request (a live bearer session) is the user's cart on this site; any
 * other is the guest cart of the `x-cart-token` header: an unguessable token the bff mints and keeps in its own
 * signed httpOnly cookie, stored here only as its sha256 (like sessions). At sign-in the guest cart is merged into
 * the user's (mergeGuestCart), so the token then names nothing. Checkout and orders use the same owner, so "the
 * shopper's cart" means one thing everywhere.
 */
export interface CartOwner {
  site: SiteRow;
  /** The signed-in user, or null for a guest. */
  userId: number | null;
  /** sha256 of the guest cart token; null when signed in or when a guest has no token yet (no cart). */
  guestTokenHash: string | null;
}

/** The guest cart token of the header, or null when there is none fit to be one (same form as a session token). */
export function guestCartToken(headers: IncomingHttpHeaders): string | null {
  const raw = headers[CART_TOKEN_HEADER];
  return typeof raw === 'string' ? bearerToken(`Bearer ${raw}`) : null;
}

export async function cartOwner(db: Queryable, headers: IncomingHttpHeaders): Promise<CartOwner> {
  const [site, user] = await Promise.all([
    resolveSite(db, requestHost(headers)),
    userFromAuthorization(db, headers.authorization),
  ]);
  if (user) return { site, userId: user.id, guestTokenHash: null };
  const token = guestCartToken(headers);
  return { site, userId: null, guestTokenHash: token ? sha256(token) : null };
}

/** The owner's cart id, or null when it has none yet. */
export async function findCartId(db: Queryable, owner: CartOwner): Promise<number | null> {
  const rows =
    owner.userId !== null
      ? await db.query<{ id: number }>('SELECT id FROM carts WHERE user_id = $1 AND site_id = $2', [
          owner.userId,
          owner.site.id,
        ])
      : owner.guestTokenHash !== null
        ? await db.query<{ id: number }>(
            'SELECT id FROM carts WHERE guest_token_hash = $1 AND site_id = $2',
            [owner.guestTokenHash, owner.site.id],
          )
        : [];
  return rows[0]?.id ?? null;
}

/** The owner's cart id, made when it has none; a guest without a token cannot hold one (401). */
export async function ensureCartId(db: Queryable, owner: CartOwner): Promise<number> {
  if (owner.userId !== null) {
    await db.query(
      `INSERT INTO carts (site_id, user_id) VALUES ($1, $2)
       ON CONFLICT (user_id, site_id) WHERE user_id IS NOT NULL DO NOTHING`,
      [owner.site.id, owner.userId],
    );
  } else if (owner.guestTokenHash !== null) {
    await db.query(
      `INSERT INTO carts (site_id, guest_token_hash) VALUES ($1, $2)
       ON CONFLICT (guest_token_hash, site_id) WHERE guest_token_hash IS NOT NULL DO NOTHING`,
      [owner.site.id, owner.guestTokenHash],
    );
  } else {
    throw Object.assign(new Error(CART_MESSAGES.noCartIdentity), { statusCode: 401 });
  }
  const id = await findCartId(db, owner);
  if (id === null) throw new Error('cart vanished right after it was made');
  return id;
}
