import { PRO_MESSAGES } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { accountError } from '../auth/account-errors.js';
import { requireUser } from '../auth/require-user.js';
import type { SessionUser } from '../auth/sessions.js';

/**
 * The user of a pro-buyer call (#28): signed in (else 401) and a pro buyer (else 403 naming is_pro). Read from the
 * row on every call, so an approval takes effect at once and nothing cached can outlive a revoked one.
 */
export async function requireProUser(db: Queryable, authorization: string | undefined): Promise<SessionUser> {
  const user = await requireUser(db, authorization);
  const [row] = await db.query<{ is_pro: boolean }>('SELECT is_pro FROM users WHERE id = $1', [user.id]);
  if (!row?.is_pro) throw accountError(403, PRO_MESSAGES.notPro, 'is_pro');
  return user;
}
