// A reservation's deposit paid by an outside provider (settle-payable.ts calls this in the transaction that
// applied the provider's word, the payment row locked): paid once, at exactly its deposit, and only while it
// awaits it. A payment that succeeds for a lapsed, cancelled or paid reservation is marked refund due.
import { roundPrice } from '@storefront/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import type { ProviderPayment } from '../payments/provider-adapter.js';
import { markRefundDue } from '../payments/refund-due.js';
import { markReservationPaid } from './reservation-transitions.js';

/** Whether it made the reservation paid (its mail goes after the commit). */
export async function settleReservation(
  tx: Queryable,
  paymentId: number,
  reservationId: number,
  said: ProviderPayment,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (said.status !== 'succeeded') return false;
  const [row] = await tx.query<{ status: string; deposit: number }>(
    'SELECT status, deposit::float8 AS deposit FROM reservations WHERE id = $1 FOR UPDATE',
    [reservationId],
  );
  if (!row) return false;
  if (row.status !== 'awaiting_deposit' || roundPrice(said.amount) !== roundPrice(row.deposit)) {
    log.error(
      { reservationId, paymentId, status: row.status, said: said.amount },
      'a deposit payment succeeded for a reservation not awaiting it at that amount: refund it',
    );
    await markRefundDue(tx, paymentId, 'reservation_not_awaiting');
    return false;
  }
  await markReservationPaid(tx, reservationId);
  return true;
}
