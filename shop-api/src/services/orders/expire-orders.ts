// Unpaid orders expire after their payment window (ORDER_PAYMENT_WINDOW_MIN, stored per order as expires_at at
// confirm), moved to expired by moveOrder, which gives their units back to stock in the same transaction. Rows a
// payment holds locked right now are skipped (SKIP LOCKED): the payment decides first, the next sweep sees the rest.
import type { Database, Queryable } from '../../db/database.js';
import { moveOrder } from './order-transitions.js';

/** How many orders one sweep expires at most (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

/** Expires the due orders inside the caller's transaction; answers their ids. */
export async function expireDueIn(tx: Queryable, actor: string | null = null): Promise<number[]> {
  const due = await tx.query<{ id: number }>(
    `SELECT id FROM orders WHERE status = 'unpaid' AND expires_at <= now()
     ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [SWEEP_BATCH],
  );
  for (const { id } of due) await moveOrder(tx, id, 'expired', actor);
  return due.map((row) => row.id);
}

/** One sweep in its own transaction (the background plugin's). */
export function expireDueOrders(db: Database, actor: string | null = null): Promise<number[]> {
  return db.transaction((tx) => expireDueIn(tx, actor));
}
