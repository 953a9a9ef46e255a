// The moves of a reservation (#28), each in the caller's transaction on a row it locked:
// awaiting_deposit → paid (its deposit) | lapsed (the sweep) | cancelled; paid → ready (the operator) | cancelled.
import { RESERVATION_MESSAGES, type ReservationStatus } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

const ALLOWED: Record<ReservationStatus, readonly ReservationStatus[]> = {
  awaiting_deposit: ['paid', 'lapsed', 'cancelled'],
  paid: ['ready', 'cancelled'],
  ready: ['cancelled'],
  lapsed: [],
  cancelled: [],
};

export function canMoveReservation(from: ReservationStatus, to: ReservationStatus): boolean {
  return ALLOWED[from].includes(to);
}

/** Moves a reservation; a move its status does not allow is a 409 naming `status`. */
export async function moveReservation(tx: Queryable, id: number, to: ReservationStatus): Promise<void> {
  const [row] = await tx.query<{ status: ReservationStatus }>(
    'SELECT status FROM reservations WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw checkoutError(404, RESERVATION_MESSAGES.notFound, 'id');
  if (!canMoveReservation(row.status, to))
    throw checkoutError(409, RESERVATION_MESSAGES.notPayable, 'status');
  const stamp =
    to === 'paid' ? 'paid_at = now(),' : to === 'ready' ? 'ready_at = now(),' : 'closed_at = now(),';
  await tx.query(`UPDATE reservations SET ${stamp} status = $2 WHERE id = $1`, [id, to]);
}

export const markReservationPaid = (tx: Queryable, id: number) => moveReservation(tx, id, 'paid');
