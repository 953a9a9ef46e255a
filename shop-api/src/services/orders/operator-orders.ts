// What an operator does to orders (#26), each inside recordedAction's transaction: move an order through its
// statuses (shipping gives it a tracking number), add a parcel event, expire the unpaid orders past their window.
import { randomBytes } from 'node:crypto';
import { type OrderStatus, orderNumber, PRO_MESSAGES, parseOrderNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { orderNotFound } from './order-access.js';
import { moveOrder } from './order-transitions.js';

/** Days from shipping to the expected delivery when the operator gives none. */
const DEFAULT_DELIVERY_DAYS = 5;

/** A tracking number for a parcel the operator gives none for: TRK + 12 unguessable characters. */
export function newTrackingNumber(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `TRK${[...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export function orderIdOf(number: string): number {
  const id = parseOrderNumber(number);
  if (id === null) throw orderNotFound('number');
  return id;
}

export async function operatorMoveOrder(
  tx: Queryable,
  orderId: number,
  to: OrderStatus,
  operator: string,
  shipping: { tracking_number?: string | undefined; expected_delivery?: string | undefined },
): Promise<{ number: string; status: OrderStatus; tracking_number: string | null }> {
  const [exists] = await tx.query<{ undeclared: boolean }>(
    'SELECT is_pro AND declaration IS NULL AS undeclared FROM orders WHERE id = $1',
    [orderId],
  );
  if (!exists) throw orderNotFound('number');
  // A pro order (#28) is never paid before its delivery declaration, not even by a bank transfer marked here.
  if (to === 'paid' && exists.undeclared) {
    throw checkoutError(409, PRO_MESSAGES.declarationMissing, 'declaration');
  }
  await moveOrder(tx, orderId, to, operator);
  if (to === 'shipped') {
    await tx.query(
      `UPDATE orders SET tracking_number = coalesce($2, tracking_number, $3),
         expected_delivery = coalesce($4::date, expected_delivery, (now() + make_interval(days => $5))::date)
       WHERE id = $1`,
      [
        orderId,
        shipping.tracking_number?.toUpperCase() ?? null,
        newTrackingNumber(),
        shipping.expected_delivery ?? null,
        DEFAULT_DELIVERY_DAYS,
      ],
    );
  }
  const [order] = await tx.query<{ tracking_number: string | null }>(
    'SELECT tracking_number FROM orders WHERE id = $1',
    [orderId],
  );
  return { number: orderNumber(orderId), status: to, tracking_number: order?.tracking_number ?? null };
}

export async function addTrackingEvent(
  tx: Queryable,
  orderId: number,
  event: { at: string; place: string; status: string; description: string },
): Promise<{ number: string; event_id: number }> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO tracking_events (order_id, at, place, status, description)
     SELECT id, $2, $3, $4, $5 FROM orders WHERE id = $1 RETURNING id`,
    [orderId, event.at, event.place, event.status, event.description],
  );
  if (!row) throw orderNotFound('number');
  return { number: orderNumber(orderId), event_id: row.id };
}
