// The operator's side of claims (#28): one claim with its files' names, and moving its status along
// received → in_review → approved | rejected → resolved (a step back or aside is a 409). Each move is an event.
import { type ClaimStatus, claimNumber, claimStatusSchema } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';

/** Where each status may go next. */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  received: ['in_review', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: ['resolved'],
  rejected: ['resolved'],
  resolved: [],
};

export const OPERATOR_CLAIM_STATUSES = claimStatusSchema.options;

export async function moveClaim(
  tx: Queryable,
  claimId: number,
  to: ClaimStatus,
  operator: string,
  note: string | null,
): Promise<{ number: string; status: ClaimStatus }> {
  const [row] = await tx.query<{ status: ClaimStatus }>(
    'SELECT status FROM claims WHERE id = $1 FOR UPDATE',
    [claimId],
  );
  if (!row) throw Object.assign(new Error('No such claim'), { statusCode: 404 });
  if (!CLAIM_TRANSITIONS[row.status].includes(to)) {
    const message = `A ${row.status} claim cannot become ${to}`;
    throw Object.assign(new Error(message), { statusCode: 409, fields: { status: message } });
  }
  await tx.query('UPDATE claims SET status = $2, updated_at = now() WHERE id = $1', [claimId, to]);
  await tx.query('INSERT INTO claim_events (claim_id, status, actor, note) VALUES ($1, $2, $3, $4)', [
    claimId,
    to,
    `operator:${operator}`,
    note,
  ]);
  return { number: claimNumber(claimId), status: to };
}
