import type { User } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { userFromAuthorization } from './sessions.js';

/**
 * §7 getCurrentUser: the §3 user behind the bearer token, or null for no, unknown or expired token (the
 * documented "signed out" answer, not a 401). The shop holds no orders or saved addresses yet, so those are
 * the empty values a new customer has.
 */
export async function currentUser(db: Queryable, authorization: string | undefined): Promise<User | null> {
  const session = await userFromAuthorization(db, authorization);
  if (!session) return null;
  const rows = await db.query<{
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    is_pro: boolean;
  }>('SELECT id, email, first_name, last_name, is_pro FROM users WHERE id = $1', [session.id]);
  const user = rows[0];
  return user ? { ...user, unpaid_orders_count: 0, delivery_addresses: [], phone_number: null } : null;
}
