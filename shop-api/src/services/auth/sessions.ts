import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';

const SESSION_DAYS = 30;
/** Session and reset tokens are stored as their sha256: a leaked table opens no account. */
export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe: unguessable, and fit for a header, a cookie and a link as they are. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Opens a session and returns its bearer token (only its hash is stored). */
export async function createSession(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [sha256(token), userId, SESSION_DAYS],
  );
  return token;
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none fit to be one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})$/.exec(header ?? '');
  return match?.[1] ?? null;
}

export interface SessionUser {
  id: number;
  email: string;
  can_view_translations: boolean;
}

/**
 * The user behind an `Authorization: Bearer <token>` header, or null (missing, unknown, revoked or expired). What
 * signs a user in is the database's storefront_session_user_id (migration 0025), which getCurrentUser uses too.
 */
export async function userFromAuthorization(
  db: Queryable,
  header: string | undefined,
): Promise<SessionUser | null> {
  const token = bearerToken(header);
  if (!token) return null;
  const rows = await db.query<SessionUser>(
    'SELECT id, email, can_view_translations FROM users WHERE id = storefront_session_user_id($1)',
    [sha256(token)],
  );
  return rows[0] ?? null;
}

/** Ends the session of this header's token, if any (logout; the old session of a new sign-in). */
export async function revokeSession(db: Queryable, header: string | undefined): Promise<void> {
  const token = bearerToken(header);
  if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(token)]);
}

/** Ends every session of the user except the one of this header (a password change or reset). */
export async function revokeOtherSessions(
  db: Queryable,
  userId: number,
  header: string | undefined,
): Promise<void> {
  const token = bearerToken(header);
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2', [
    userId,
    token ? sha256(token) : null,
  ]);
}
