// Becoming a pro buyer (#28): the customer's application with company details, and the operator's decision.
// Approval makes the user a pro buyer in the same transaction; a rejected customer may apply again.
import {
  PRO_MESSAGES,
  type ProApplication,
  type ProApplicationResponse,
  type ProApplyRequest,
} from '@storefront/shared-types';
import type { Database, Queryable } from '../../db/database.js';
import { accountError } from '../auth/account-errors.js';
import { isoUtc } from '../orders/my-orders.js';

const COLUMNS = `id, status, company_name, registration_number, vat_number, address, note,
  ${isoUtc('created_at')} AS created_at, ${isoUtc('decided_at')} AS decided_at`;

export async function proApplicationOf(db: Queryable, userId: number): Promise<ProApplicationResponse> {
  const [[user], [application]] = await Promise.all([
    db.query<{ is_pro: boolean }>('SELECT is_pro FROM users WHERE id = $1', [userId]),
    db.query<ProApplication>(
      `SELECT ${COLUMNS} FROM pro_applications WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
      [userId],
    ),
  ]);
  return { is_pro: user?.is_pro ?? false, application: application ?? null };
}

/**
 * A new application. One pending or approved application per user (a unique partial index): applying while one
 * is pending, or as a pro buyer already, is a 409 naming status, and two submits at once make one row.
 */
export async function applyForPro(
  db: Database,
  placement: { userId: number; siteId: number; host: string; locale: string },
  body: Omit<ProApplyRequest, 'language_id'>,
): Promise<void> {
  const { userId } = placement;
  await db.transaction(async (tx) => {
    const [user] = await tx.query<{ is_pro: boolean }>('SELECT is_pro FROM users WHERE id = $1 FOR UPDATE', [
      userId,
    ]);
    const open = await tx.query(
      "SELECT 1 FROM pro_applications WHERE user_id = $1 AND status IN ('pending', 'approved')",
      [userId],
    );
    if (user?.is_pro || open.length > 0) throw accountError(409, PRO_MESSAGES.applicationOpen, 'status');
    await tx.query(
      `INSERT INTO pro_applications (user_id, company_name, registration_number, vat_number, address, site_id,
         storefront_host, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        userId,
        body.company_name,
        body.registration_number,
        body.vat_number,
        body.address,
        placement.siteId,
        placement.host,
        placement.locale,
      ],
    );
  });
}

export interface OperatorProApplication extends ProApplication {
  user_id: number;
  email: string;
  decided_by: string | null;
}

const OPERATOR_SELECT = `SELECT a.id, a.status, a.company_name, a.registration_number, a.vat_number, a.address,
    a.note, ${isoUtc('a.created_at')} AS created_at, ${isoUtc('a.decided_at')} AS decided_at, a.user_id, u.email,
    a.decided_by
  FROM pro_applications a JOIN users u ON u.id = a.user_id`;

/** The operator's list: pending first (oldest first, the queue), then the latest decided ones. */
export async function operatorProApplications(
  db: Queryable,
  status: 'pending' | 'approved' | 'rejected' | undefined,
): Promise<OperatorProApplication[]> {
  return db.query<OperatorProApplication>(
    `${OPERATOR_SELECT} WHERE $1::text IS NULL OR a.status = $1
     ORDER BY a.status <> 'pending', CASE WHEN a.status = 'pending' THEN a.id ELSE -a.id END LIMIT 200`,
    [status ?? null],
  );
}

/**
 * The operator's decision on a pending application (409 naming status otherwise; 404 for no such one). Approval
 * sets the user's is_pro in the same transaction.
 */
export async function decideProApplication(
  tx: Queryable,
  id: number,
  decision: 'approved' | 'rejected',
  operator: string,
  note: string | null,
): Promise<OperatorProApplication> {
  const [row] = await tx.query<{ user_id: number; status: string }>(
    'SELECT user_id, status FROM pro_applications WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw Object.assign(new Error('pro.errors.application_not_found'), { statusCode: 404 });
  if (row.status !== 'pending') {
    throw Object.assign(new Error(`the application is ${row.status}`), {
      statusCode: 409,
      fields: { status: `the application is ${row.status}, not pending` },
    });
  }
  await tx.query(
    'UPDATE pro_applications SET status = $2, note = $3, decided_by = $4, decided_at = now() WHERE id = $1',
    [id, decision, note, operator],
  );
  if (decision === 'approved') await tx.query('UPDATE users SET is_pro = true WHERE id = $1', [row.user_id]);
  const [answer] = await tx.query<OperatorProApplication>(`${OPERATOR_SELECT} WHERE a.id = $1`, [id]);
  if (!answer) throw new Error(`pro application ${id} vanished`);
  return answer;
}
