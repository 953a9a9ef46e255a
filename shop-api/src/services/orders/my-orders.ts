// §7 get-my-orders: one page of the signed-in user's orders, newest first, by filter (null: the tp variant, §6,
// which shows all). Served by the (user_id, id DESC) and (user_id, status, id DESC) indexes of migration 0014.
import {
  DEFAULT_ORDERS_FILTER,
  MY_ORDERS_PAGE_SIZE,
  type MyOrdersRequest,
  type MyOrdersResponse,
  ORDERS_FILTER_STATUSES,
  type OrderStatus,
  orderNumber,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';

/** SQL: an order `o` the shopper can still pay (unpaid, not past its payment window; a pro order declared, #28). */
export const PAYABLE =
  "(o.status = 'unpaid' AND (o.expires_at IS NULL OR o.expires_at > now()) AND (NOT o.is_pro OR o.declaration IS NOT NULL))";
/** SQL: a timestamp as the contract's ISO-8601 UTC string. */
export const isoUtc = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function myOrders(
  db: Queryable,
  userId: number,
  body: MyOrdersRequest,
): Promise<MyOrdersResponse> {
  const statuses = ORDERS_FILTER_STATUSES[body.type_for_filter ?? DEFAULT_ORDERS_FILTER];
  const [rows, counted] = await Promise.all([
    db.query<{
      id: number;
      created_at: string;
      status: OrderStatus;
      total: number;
      currency: string;
      can_pay: boolean;
      is_paid: boolean;
    }>(
      `SELECT o.id, ${isoUtc('o.created_at')} AS created_at, o.status, o.total::float8 AS total,
         c.iso_code AS currency, ${PAYABLE} AS can_pay, o.paid_at IS NOT NULL AS is_paid
       FROM orders o JOIN currencies c ON c.id = o.currency_id
       WHERE o.user_id = $1 AND o.status = ANY($2::text[])
       ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
      [userId, statuses, MY_ORDERS_PAGE_SIZE, (body.page - 1) * MY_ORDERS_PAGE_SIZE],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM orders o WHERE o.user_id = $1 AND o.status = ANY($2::text[])',
      [userId, statuses],
    ),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      number: orderNumber(row.id),
      slug: orderNumber(row.id),
    })),
    total: counted[0]?.total ?? 0,
  };
}
