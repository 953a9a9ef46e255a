// The local courier that brings a quote's parcel from the destination hub (the checkout's couriers, their fee
// in euros). No courier chosen: the forwarding carrier delivers to the address, at no extra fee.
import { QUOTE_MESSAGES, type QuoteDeliveryInput } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

export interface ChosenDelivery {
  delivery: { local_delivery_type: string; parcelshop_id: string | null } | null;
  fee: number;
}

export async function chooseDelivery(
  db: Queryable,
  siteId: number,
  input: QuoteDeliveryInput | null | undefined,
): Promise<ChosenDelivery> {
  if (!input) return { delivery: null, fee: 0 };
  const [courier] = await db.query<{ id: number; fee: number; has_pickup_points: boolean }>(
    `SELECT id, delivery_fee::float8 AS fee, has_pickup_points FROM delivery_couriers
     WHERE local_delivery_type = $1 AND (site_id = $2 OR site_id IS NULL) ORDER BY site_id NULLS LAST LIMIT 1`,
    [input.local_delivery_type, siteId],
  );
  if (!courier) throw checkoutError(400, QUOTE_MESSAGES.deliveryInvalid, 'delivery.local_delivery_type');
  const point = input.parcelshop_id ?? null;
  if (courier.has_pickup_points) {
    const known =
      point !== null &&
      (
        await db.query('SELECT 1 FROM pickup_points WHERE parcelshop_id = $1 AND courier_id = $2', [
          point,
          courier.id,
        ])
      ).length > 0;
    if (!known) throw checkoutError(400, QUOTE_MESSAGES.deliveryInvalid, 'delivery.parcelshop_id');
  }
  return {
    delivery: {
      local_delivery_type: input.local_delivery_type,
      parcelshop_id: courier.has_pickup_points ? point : null,
    },
    fee: courier.fee,
  };
}
