// POST /api/tracking/get: a parcel by its tracking number (public: the number is the key), or by order number for
// the order's owner only. An unknown number, someone else's order and an order not shipped yet all answer the
// same 404, so the lookup cannot be used to learn which orders exist. A forwarded parcel (#27: a quote's purchase
// or a forward request shipped from the warehouse) is found by its tracking number too; it has no carrier events
// of its own yet.
import { parseOrderNumber, type TrackParcelResponse } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { isoUtc } from './my-orders.js';
import { type OrderViewer, OWNED_BY, orderNotFound } from './order-access.js';

export async function trackParcel(
  db: Queryable,
  viewer: OrderViewer,
  number: string,
): Promise<TrackParcelResponse> {
  const orderId = parseOrderNumber(number);
  const [order] =
    orderId !== null
      ? await db.query<{
          id: number;
          tracking_number: string;
          status: TrackParcelResponse['status'];
          expected: string | null;
        }>(
          `SELECT o.id, o.tracking_number, o.status, to_char(o.expected_delivery, 'YYYY-MM-DD') AS expected
           FROM orders o WHERE o.id = $1 AND o.tracking_number IS NOT NULL AND ${OWNED_BY('$2', '$3')}`,
          [orderId, viewer.userId, viewer.guestTokenHash],
        )
      : await db.query<{
          id: number;
          tracking_number: string;
          status: TrackParcelResponse['status'];
          expected: string | null;
        }>(
          `SELECT o.id, o.tracking_number, o.status, to_char(o.expected_delivery, 'YYYY-MM-DD') AS expected
           FROM orders o WHERE o.tracking_number = upper($1)`,
          [number],
        );
  if (!order) {
    if (orderId === null) {
      const parcel = await forwardedParcel(db, number);
      if (parcel) return parcel;
    }
    throw orderNotFound('number');
  }
  const events = await db.query<TrackParcelResponse['events'][number]>(
    `SELECT ${isoUtc('at')} AS at, place, status, description FROM tracking_events WHERE order_id = $1
     ORDER BY at DESC, id DESC`,
    [order.id],
  );
  return {
    tracking_number: order.tracking_number,
    status: order.status,
    expected_delivery: order.expected,
    events,
  };
}

/**
 * A shipped quote's or forward request's parcel by its tracking number (statuses shipped and delivered read as an
 * order's). The quote page links its number here.
 */
async function forwardedParcel(db: Queryable, number: string): Promise<TrackParcelResponse | null> {
  const [request] = await db.query<{ tracking_number: string; status: 'shipped' | 'delivered' }>(
    `SELECT tracking_number, status FROM forward_requests
       WHERE tracking_number = upper($1) AND status IN ('shipped', 'delivered')
     UNION ALL
     SELECT tracking_number, status FROM quotes
       WHERE tracking_number = upper($1) AND status IN ('shipped', 'delivered')
     LIMIT 1`,
    [number],
  );
  if (!request) return null;
  return {
    tracking_number: request.tracking_number,
    status: request.status,
    expected_delivery: null,
    events: [],
  };
}
