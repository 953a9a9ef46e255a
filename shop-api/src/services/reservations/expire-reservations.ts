// Reservations whose deposit was not paid in time (RESERVATION_PAYMENT_WINDOW_MIN) lapse in the orders' expiry
// sweep (the background one and POST /operator/orders/expire), which frees their unit: only open reservations
// count against the stock. One with a provider payment pending is left for that payment to decide first (the
// next sweep sees it once it is settled or cancelled), as quotes do; rows locked right now are skipped.
import { reservationNumber } from '@storefront/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import type { PaymentService } from '../payments/payment-service.js';
import { moveReservation } from './reservation-transitions.js';

const SWEEP_BATCH = 500;

/**
 * Minutes past its time a reservation's open provider payment is still left to finish (a shopper on the provider's
 * page at the last minute); after that it is cancelled at its provider, so an abandoned card page cannot hold a
 * unit for ever. One that turns out paid is applied (the reservation is paid), else the next lapse frees the unit.
 */
export const ABANDONED_DEPOSIT_PAYMENT_MIN = 15;

/** Cancels the open provider payments of reservations long past their time (before the lapse; provider calls). */
export async function closeAbandonedDepositPayments(
  db: Queryable,
  payments: PaymentService,
  log: FastifyBaseLogger,
): Promise<void> {
  const stale = await db.query<{ id: number }>(
    `SELECT DISTINCT r.id FROM reservations r JOIN payments p ON p.reservation_id = r.id AND p.status = 'pending'
     WHERE r.status = 'awaiting_deposit' AND r.expires_at <= now() - make_interval(mins => $1)
     ORDER BY r.id LIMIT $2`,
    [ABANDONED_DEPOSIT_PAYMENT_MIN, SWEEP_BATCH],
  );
  for (const { id } of stale) {
    try {
      await payments.cancelPending('reservation_id', id);
    } catch (error) {
      // The provider is not reachable now: the next sweep tries again.
      log.warn({ err: error, reservationId: id }, 'could not close an abandoned deposit payment');
    }
  }
}

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
