import type { User } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { bearerToken, SESSION_USER_SOURCE, sha256 } from './sessions.js';

// The §3 user with its delivery addresses, the counts of its unpaid and open orders and its balance (EUR), read
// in one statement (the addresses as a JSON array): every signed-in page asks for its user, and on the embedded
// database each statement has a fixed cost of its own.
const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.is_pro, u.phone_number, u.balance::float8 AS balance,
       (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id AND o.status = 'unpaid') AS unpaid_orders_count,
       (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id
          AND o.status IN ('unpaid', 'paid', 'processing', 'shipped')) AS open_orders_count,
       COALESCE(
         (SELECT json_agg(a ORDER BY a.id) FROM (
            SELECT id, first_name, last_name, first_address, city, zip, phone_number, country_id
            FROM delivery_addresses WHERE user_id = u.id) a),
         '[]'::json) AS delivery_addresses`;

/** The §3 user by id; null when there is none. */
export async function loadUser(db: Queryable, userId: number): Promise<User | null> {
  const [user] = await db.query<User>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
  return user ?? null;
}

/**
 * §7 getCurrentUser: the §3 user behind the bearer token, or null for no, unknown, revoked or expired token (the
 * documented "signed out" answer, not a 401).
 */
export async function currentUser(db: Queryable, authorization: string | undefined): Promise<User | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  // The session and its user in the same one statement.
  const [user] = await db.query<User>(`SELECT ${USER_COLUMNS} FROM ${SESSION_USER_SOURCE}`, [sha256(token)]);
  return user ?? null;
}
