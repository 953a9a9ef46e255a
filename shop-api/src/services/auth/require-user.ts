import { ACCOUNT_MESSAGES } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { accountError } from './account-errors.js';
import { type SessionUser, userFromAuthorization } from './sessions.js';

/** The user of a signed-in-only call; no, an unknown, a revoked or an expired session is a 401. */
export async function requireUser(db: Queryable, authorization: string | undefined): Promise<SessionUser> {
  const user = await userFromAuthorization(db, authorization);
  if (!user) throw accountError(401, ACCOUNT_MESSAGES.signInRequired);
  return user;
}
