// What the operator does to reservations (#28): open or close a model for new reservations, and mark a paid
// reservation ready to buy (the phone has arrived; the shopper is mailed).
import { RESERVATION_MESSAGES, reservationNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { moveReservation } from './reservation-transitions.js';

export const reservationIdOf = (number: string) => Number(number.slice(2));

export async function setModelOpen(tx: Queryable, id: number, open: boolean) {
  const [row] = await tx.query<{ id: number; is_open: boolean }>(
    'UPDATE reservation_models SET is_open = $2 WHERE id = $1 RETURNING id, is_open',
    [id, open],
  );
  if (!row) throw checkoutError(404, RESERVATION_MESSAGES.modelClosed, 'id');
  return { id: row.id, open: row.is_open };
}

export async function markReservationReady(tx: Queryable, id: number) {
  await moveReservation(tx, id, 'ready');
  return { number: reservationNumber(id), status: 'ready' as const };
}
