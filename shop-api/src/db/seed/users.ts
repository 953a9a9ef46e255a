import { createHash } from 'node:crypto';
import { hashPassword } from '../../services/auth/passwords.js';
import type { Queryable } from '../database.js';

/** Demo accounts; the credentials are documented in shop-api/README.md. */
export const demoUsers = [
  {
    id: 1,
    email: 'demo@storefront.test',
    password: 'demo-password',
    first_name: 'Dana',
    last_name: 'Demo',
    is_pro: false,
    can_view_translations: false,
  },
  {
    id: 2,
    email: 'pro@storefront.test',
    password: 'pro-password',
    first_name: 'Paulius',
    last_name: 'Pro',
    is_pro: true,
    can_view_translations: false,
  },
  {
    id: 3,
    email: 'translator@storefront.test',
    password: 'translator-password',
    first_name: 'Tia',
    last_name: 'Translator',
    is_pro: false,
    can_view_translations: true,
  },
] as const;

export async function insertUsers(db: Queryable): Promise<void> {
  for (const u of demoUsers) {
    // A salt derived from the e-mail keeps the seed identical run after run; real sign-ups get random salts.
    const salt = createHash('sha256').update(`seed:${u.email}`).digest().subarray(0, 16);
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, is_pro, can_view_translations, created_at)
       OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, '2025-01-01T00:00:00Z')`,
      [
        u.id,
        u.email,
        await hashPassword(u.password, salt),
        u.first_name,
        u.last_name,
        u.is_pro,
        u.can_view_translations,
      ],
    );
  }
  // Identity columns do not see explicit ids; move the sequence past them.
  await db.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
}
