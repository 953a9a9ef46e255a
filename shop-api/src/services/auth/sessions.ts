import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';

const SESSION_DAYS = 30;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session and returns its bearer token (only its hash is stored). */
export async function createSession(db: Queryable, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [sha256(token), userId, SESSION_DAYS],
  );
  return token;
}

export interface SessionUser {
  id: number;
  email: string;
  can_view_translations: boolean;
}

/** The user behind an `Authorization: Bearer <token>` header, or null (missing, unknown or expired). */
export async function userFromAuthorization(
  db: Queryable,
  header: string | undefined,
): Promise<SessionUser | null> {
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const rows = await db.query<SessionUser>(
    `SELECT u.id, u.email, u.can_view_translations FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [sha256(match[1])],
  );
  return rows[0] ?? null;
}
