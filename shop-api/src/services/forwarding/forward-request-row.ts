// One forward request as stored, read for its owner only: another user's request is the same 404 as a missing
// one (naming slug), so slugs cannot be probed.
import { type Address, FORWARD_REQUEST_MESSAGES, type ForwardRequestStatus } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

export interface ForwardRequestRow {
  id: number;
  slug: string;
  user_id: number;
  site_id: number;
  status: ForwardRequestStatus;
  shop_name: string;
  inbound_tracking: string;
  contents: string;
  declared_value: number;
  weight_kg: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  photo_notes: string | null;
  shipping_method: 'air' | 'sea' | null;
  address: Address | null;
  shipping: number | null;
  delivery_fee: number | null;
  total: number | null;
  tracking_number: string | null;
  created_at: string;
  paid_at: string | null;
}

export const FORWARD_REQUEST_COLUMNS = `f.id, f.slug, f.user_id, f.site_id, f.status, f.shop_name, f.inbound_tracking,
  f.contents, f.declared_value::float8 AS declared_value, f.weight_kg::float8 AS weight_kg,
  f.length_cm::float8 AS length_cm, f.width_cm::float8 AS width_cm, f.height_cm::float8 AS height_cm, f.photo_notes,
  f.shipping_method, f.address, f.shipping::float8 AS shipping, f.delivery_fee::float8 AS delivery_fee,
  f.total::float8 AS total, f.tracking_number,
  to_char(f.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS created_at,
  to_char(f.paid_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS paid_at`;

/** The user's request by slug (locked for an update when asked); else a 404 naming slug. */
export async function ownForwardRequest(
  q: Queryable,
  userId: number,
  slug: string,
  lock = false,
): Promise<ForwardRequestRow> {
  const [row] = await q.query<ForwardRequestRow>(
    `SELECT ${FORWARD_REQUEST_COLUMNS} FROM forward_requests f WHERE f.slug = $1 AND f.user_id = $2
     ${lock ? 'FOR UPDATE OF f' : ''}`,
    [slug, userId],
  );
  if (!row) throw checkoutError(404, FORWARD_REQUEST_MESSAGES.notFound, 'slug');
  return row;
}

/** The parcel the warehouse measured, when it has. */
export function parcelOf(row: ForwardRequestRow) {
  if (row.weight_kg === null || row.length_cm === null || row.width_cm === null || row.height_cm === null) {
    return null;
  }
  return {
    weight_kg: row.weight_kg,
    length_cm: row.length_cm,
    width_cm: row.width_cm,
    height_cm: row.height_cm,
  };
}

export async function timelineOf(q: Queryable, id: number) {
  return q.query<{ status: ForwardRequestStatus; at: string }>(
    `SELECT status, to_char(created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS at FROM forward_request_events
     WHERE forward_request_id = $1 ORDER BY id`,
    [id],
  );
}
