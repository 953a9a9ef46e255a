// Reservations whose deposit was not paid in time (RESERVATION_PAYMENT_WINDOW_MIN) lapse in the orders' expiry
// sweep (the background one and POST /operator/orders/expire), which frees their unit: only open reservations
// count against the stock. One with a provider payment pending is left for that payment to decide first (the
// next sweep sees it once it is settled or cancelled), as quotes do; rows locked right now are skipped.
import { reservationNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { moveReservation } from './reservation-transitions.js';

const SWEEP_BATCH = 500;

/** Lapses the due reservations inside the caller's transaction; answers their numbers (RS…). */
export async function lapseDueReservationsIn(tx: Queryable): Promise<string[]> {
  const due = await tx.query<{ id: number }>(
    `SELECT id FROM reservations r WHERE status = 'awaiting_deposit' AND expires_at <= now()
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.reservation_id = r.id AND p.status = 'pending')
     ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [SWEEP_BATCH],
  );
  for (const { id } of due) await moveReservation(tx, id, 'lapsed');
  return due.map((row) => reservationNumber(row.id));
}
