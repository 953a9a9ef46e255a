// What the operator does to forward requests (#27), inside recordedAction's transaction: the warehouse marks a
// parcel arrived with what it measured, ships it (a tracking number, generated when none is given), marks it
// delivered, or cancels it. Every move goes through the one transition table (409 naming status otherwise).
import {
  FORWARD_REQUEST_MESSAGES,
  type ForwardRequestStatus,
  forwardRequestNumber,
  parseForwardRequestNumber,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { newTrackingNumber } from '../orders/operator-orders.js';
import { moveForwardRequest } from './forward-request-transitions.js';

export type OperatorForwardMove =
  | {
      status: 'arrived';
      parcel: { weight_kg: number; length_cm: number; width_cm: number; height_cm: number };
      photo_notes?: string | undefined;
    }
  | { status: 'shipped'; tracking_number?: string | undefined }
  | { status: 'delivered' }
  | { status: 'cancelled' };

export function forwardRequestIdOf(number: string): number {
  const id = parseForwardRequestNumber(number);
  if (id === null) throw checkoutError(404, FORWARD_REQUEST_MESSAGES.notFound, 'number');
  return id;
}

export async function operatorMoveForwardRequest(
  tx: Queryable,
  id: number,
  move: OperatorForwardMove,
  operator: string,
): Promise<{ number: string; status: ForwardRequestStatus; tracking_number: string | null }> {
  if (move.status === 'arrived') {
    await tx.query(
      `UPDATE forward_requests SET weight_kg = $2, length_cm = $3, width_cm = $4, height_cm = $5, photo_notes = $6
       WHERE id = $1`,
      [
        id,
        move.parcel.weight_kg,
        move.parcel.length_cm,
        move.parcel.width_cm,
        move.parcel.height_cm,
        move.photo_notes ?? null,
      ],
    );
  }
  if (move.status === 'shipped') {
    await tx.query(
      'UPDATE forward_requests SET tracking_number = coalesce($2, tracking_number, $3) WHERE id = $1',
      [id, move.tracking_number?.toUpperCase() ?? null, newTrackingNumber()],
    );
  }
  // The parcel and the tracking number go on first: the table's checks ask for them once the status says so (a
  // refused move rolls them back with it).
  await moveForwardRequest(tx, id, move.status, operator);
  const [row] = await tx.query<{ tracking_number: string | null }>(
    'SELECT tracking_number FROM forward_requests WHERE id = $1',
    [id],
  );
  return {
    number: forwardRequestNumber(id),
    status: move.status,
    tracking_number: row?.tracking_number ?? null,
  };
}
