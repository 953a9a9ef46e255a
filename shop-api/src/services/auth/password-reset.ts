import { ACCOUNT_MESSAGES, DURATIONS_S } from '@storefront/shared-types';
import type { Database, Queryable } from '../../db/database.js';
import { attachMailedGuestOrders } from '../orders/attach-guest-orders.js';
import { invalidField } from './account-errors.js';
import { hashPassword } from './passwords.js';
import { newToken, revokeOtherSessions, sha256 } from './sessions.js';

/** How long a mailed reset (or set-password) link works. */
export const RESET_TOKEN_LIFETIME_S = DURATIONS_S.hour;

/** Issues a single-use reset token for the user and returns it; only its sha256 is stored. */
export async function createPasswordResetToken(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sha256(token), userId, RESET_TOKEN_LIFETIME_S],
  );
  return token;
}

/**
 * Sets a new password with a reset token. The token is used up in the same transaction as the password change,
 * so two concurrent uses cannot both succeed; an unknown, used, expired token, or one issued for another e-mail,
 * is the same 400 naming `token`. The user's other reset tokens die with it, and every session of the user is
 * revoked but the caller's own (a reset is what someone does when they fear another has their password).
 */
export async function resetPassword(
  db: Database,
  input: { token: string; email: string; password: string },
  authorization: string | undefined,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [used] = await tx.query<{ user_id: number }>(
      `UPDATE password_reset_tokens t SET used_at = now()
       FROM users u
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.id = t.user_id AND u.email = $2
       RETURNING t.user_id`,
      [sha256(input.token), input.email],
    );
    if (!used) throw invalidField('token', ACCOUNT_MESSAGES.resetTokenInvalid);
    await tx.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, used.user_id]);
    await tx.query(
      'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [used.user_id],
    );
    await revokeOtherSessions(tx, used.user_id, authorization);
    // The reset link was mailed to the address: its guest orders are this user's (#26).
    await attachMailedGuestOrders(tx, used.user_id);
  });
}
