import {
  ACCOUNT_MESSAGES,
  DURATIONS_S,
  type EmailChangeResponse,
  type LanguageCode,
} from '@storefront/shared-types';
import type { Database, Queryable } from '../../db/database.js';
import { accountMail } from '../mail/account-mails.js';
import type { Mailer } from '../mail/mailer.js';
import { accountError, invalidField, isUniqueViolation } from './account-errors.js';
import { type MailContext, mailLocale } from './mail-context.js';
import { newToken, revokeOtherSessions, sha256 } from './sessions.js';

// Issue #24: a session alone (stolen, or a computer left signed in) must not be able to take the account for good.
// A new sign-in e-mail is therefore only requested (update-contact-info, with the current password): the new address
// gets a link that makes the change, the current one a link that undoes it, before or after it took effect.

/** How long the confirmation link mailed to the new address works: a day, time enough to open one's mail. */
export const EMAIL_CHANGE_CONFIRM_LIFETIME_S = DURATIONS_S.day;
/**
 * How long the undo link mailed to the previous address works, counted from the request: a week, so an owner who
 * reads mail only now and then still gets the account back after the change took effect.
 */
export const EMAIL_CHANGE_UNDO_LIFETIME_S = DURATIONS_S.week;

/**
 * Whether `email` is unavailable to the account `userId` (null: to a new account): another account signs in with
 * it, or another account changed away from it and may still undo that (the address stays its owner's meanwhile, or
 * whoever holds the session could park a second account on it and make the undo fail).
 */
export async function isEmailUnavailable(
  db: Queryable,
  email: string,
  userId: number | null,
): Promise<boolean> {
  const [row] = await db.query<{ unavailable: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1 AND id IS DISTINCT FROM $2::int)
       OR EXISTS (SELECT 1 FROM email_change_requests
                  WHERE old_email = $1 AND user_id IS DISTINCT FROM $2::int
                    AND confirmed_at IS NOT NULL AND undone_at IS NULL AND undo_expires_at > now()) AS unavailable`,
    [email, userId],
  );
  return row?.unavailable === true;
}

/** The new e-mail of the account's change that still waits for its confirmation, if any. */
export async function pendingEmail(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ new_email: string }>(
    `SELECT new_email FROM email_change_requests
     WHERE user_id = $1 AND confirmed_at IS NULL AND cancelled_at IS NULL AND undone_at IS NULL
       AND confirm_expires_at > now()
     ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return row?.new_email ?? null;
}

/**
 * Records a change of the account's e-mail to `newEmail` and returns the two tokens of its links (only their sha256
 * is stored). A change still waiting is replaced: its confirm link dies, its undo link keeps working (the owner may
 * have it in hand). The caller checks the password and the address first.
 */
export async function openEmailChange(
  db: Queryable,
  userId: number,
  newEmail: string,
): Promise<{ confirmToken: string; undoToken: string }> {
  const confirmToken = newToken();
  const undoToken = newToken();
  await db.query(
    `UPDATE email_change_requests SET cancelled_at = now()
     WHERE user_id = $1 AND confirmed_at IS NULL AND cancelled_at IS NULL AND undone_at IS NULL`,
    [userId],
  );
  await db.query(
    `INSERT INTO email_change_requests
       (user_id, old_email, new_email, confirm_token_hash, undo_token_hash, confirm_expires_at, undo_expires_at)
     SELECT id, email, $2, $3, $4, now() + make_interval(secs => $5), now() + make_interval(secs => $6)
     FROM users WHERE id = $1`,
    [
      userId,
      newEmail,
      sha256(confirmToken),
      sha256(undoToken),
      EMAIL_CHANGE_CONFIRM_LIFETIME_S,
      EMAIL_CHANGE_UNDO_LIFETIME_S,
    ],
  );
  return { confirmToken, undoToken };
}

/** The two mails of a requested change: the confirm link to the new address, the notice and undo link to the old. */
export function mailEmailChange(
  mailer: Mailer,
  context: MailContext,
  user: { email: string; first_name: string; locale: string | null },
  newEmail: string,
  tokens: { confirmToken: string; undoToken: string },
  requested: LanguageCode | undefined,
): void {
  const locale = mailLocale(requested, user.locale, context);
  const link = (action: 'confirm' | 'undo', token: string) =>
    `${context.origin}/${locale}/email-change/${action}/${token}`;
  mailer.queue(
    accountMail(
      'email-change-confirm',
      locale,
      { email: newEmail, firstName: user.first_name },
      context.siteName,
      link('confirm', tokens.confirmToken),
    ),
  );
  mailer.queue(
    accountMail(
      'email-change-notice',
      locale,
      { email: user.email, firstName: user.first_name },
      context.siteName,
      link('undo', tokens.undoToken),
      { email: newEmail },
    ),
  );
}

/** Password reset links still unused die: they were mailed to an address the account no longer signs in with. */
const endResetTokens = (tx: Queryable, userId: number) =>
  tx.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);

/**
 * Makes the change with the token of the confirm link. The token is used up in the same transaction as the change
 * (two concurrent uses cannot both succeed); an unknown, used, expired or replaced token, or one whose account no
 * longer has the e-mail it was requested from, is one 400 naming `token`. The address is checked again: another
 * account may have taken it since the request (a 409 naming `email`, and the token stays unused). Sessions stay:
 * the change was asked for with the password.
 */
export async function confirmEmailChange(db: Database, token: string): Promise<EmailChangeResponse> {
  return db.transaction(async (tx) => {
    const [change] = await tx.query<{ user_id: number; new_email: string }>(
      `UPDATE email_change_requests r SET confirmed_at = now()
       FROM users u
       WHERE r.confirm_token_hash = $1 AND r.confirmed_at IS NULL AND r.cancelled_at IS NULL
         AND r.undone_at IS NULL AND r.confirm_expires_at > now() AND u.id = r.user_id AND u.email = r.old_email
       RETURNING r.user_id, r.new_email`,
      [sha256(token)],
    );
    if (!change) throw invalidField('token', ACCOUNT_MESSAGES.emailChangeTokenInvalid);
    const taken = () => accountError(409, ACCOUNT_MESSAGES.emailTaken, 'email');
    if (await isEmailUnavailable(tx, change.new_email, change.user_id)) throw taken();
    try {
      await tx.query('UPDATE users SET email = $2 WHERE id = $1', [change.user_id, change.new_email]);
    } catch (error) {
      throw isUniqueViolation(error) ? taken() : error;
    }
    await endResetTokens(tx, change.user_id);
    return { email: change.new_email };
  });
}

/**
 * Undoes a change with the token of the undo link (mailed to the address changed away from): before it took effect
 * it is cancelled, after it the account gets that address back. Either way every session of the account ends (the
 * one who asked for the change is signed out wherever they are), its unused reset links die, and so do the changes
 * requested after this one, with their links: the holder of a later link (mailed to an address the intruder chose)
 * cannot then undo this undo. Earlier changes keep their links, so an intruder undoing their own later change cannot
 * take the owner's link away. One 400 naming `token` for an unknown, used or expired token.
 */
export async function undoEmailChange(db: Database, token: string): Promise<EmailChangeResponse> {
  return db.transaction(async (tx) => {
    const [change] = await tx.query<{ id: number; user_id: number; old_email: string }>(
      `UPDATE email_change_requests SET undone_at = now()
       WHERE undo_token_hash = $1 AND undone_at IS NULL AND undo_expires_at > now()
       RETURNING id, user_id, old_email`,
      [sha256(token)],
    );
    if (!change) throw invalidField('token', ACCOUNT_MESSAGES.emailChangeTokenInvalid);
    await tx.query(
      'UPDATE email_change_requests SET undone_at = now() WHERE user_id = $1 AND id > $2 AND undone_at IS NULL',
      [change.user_id, change.id],
    );
    try {
      await tx.query('UPDATE users SET email = $2 WHERE id = $1', [change.user_id, change.old_email]);
    } catch (error) {
      // Only when the reservation did not hold (an account registered with it at the same moment as the change).
      throw isUniqueViolation(error) ? accountError(409, ACCOUNT_MESSAGES.emailTaken, 'token') : error;
    }
    // No session is spared, the caller's included (no header given).
    await revokeOtherSessions(tx, change.user_id, undefined);
    await endResetTokens(tx, change.user_id);
    return { email: change.old_email };
  });
}
