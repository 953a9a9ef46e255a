import type { User } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { bearerToken, sha256 } from './sessions.js';

// The §3 user with its delivery addresses, the counts of its unpaid and open orders and its balance (EUR): read by
// the database functions of migration 0025, which keep their statement's plan (every signed-in page asks for its
// user, and planning the statement cost more than running it).

/** The §3 user by id; null when there is none. */
export async function loadUser(db: Queryable, userId: number): Promise<User | null> {
  const [user] = await db.query<User>('SELECT * FROM storefront_user($1)', [userId]);
  return user ?? null;
}

/**
 * §7 getCurrentUser: the §3 user behind the bearer token, or null for no, unknown, revoked or expired token (the
 * documented "signed out" answer, not a 401).
 */
export async function currentUser(db: Queryable, authorization: string | undefined): Promise<User | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const [user] = await db.query<User>('SELECT * FROM storefront_session_user($1)', [sha256(token)]);
  return user ?? null;
}
