// POST /api/my-orders/get: one order's page for whoever may see it (order-access.ts): its lines, the §9 parts as
// charged, payments, delivery, status timeline, tracking number, whether it can be paid, and its signed link.
import { type OrderDetailResponse, orderNumber, roundPrice } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { isoUtc, PAYABLE } from './my-orders.js';
import { orderLinkPath } from './order-link.js';

type OrderRow = Omit<
  OrderDetailResponse,
  'number' | 'lines' | 'amounts' | 'payments' | 'delivery' | 'timeline' | 'link_path'
> &
  Omit<OrderDetailResponse['amounts'], 'paid' | 'outstanding'> & {
    delivery: {
      address?: Record<string, unknown> | null;
      courier?: string | null;
      parcelshop_id?: string | null;
    } | null;
    shipping_method: string | null;
  };

const money = (column: string) => `o.${column}::float8 AS ${column}`;

export async function orderDetail(db: Queryable, orderId: number): Promise<OrderDetailResponse> {
  const [[order], lines, payments, timeline] = await Promise.all([
    db.query<OrderRow>(
      `SELECT o.id, o.status, ${isoUtc('o.created_at')} AS created_at,
         CASE WHEN o.status = 'unpaid' THEN ${isoUtc('o.expires_at')} END AS expires_at, c.iso_code AS currency,
         ${['subtotal', 'shipping', 'local_delivery', 'shipping_discount', 'promo_discount', 'balance_used', 'payment_fee', 'total'].map(money).join(', ')},
         o.delivery, o.shipping_method, o.tracking_number, ${PAYABLE} AS can_pay
       FROM orders o JOIN currencies c ON c.id = o.currency_id WHERE o.id = $1`,
      [orderId],
    ),
    db.query<OrderDetailResponse['lines'][number]>(
      `SELECT product_id, sku, name, quantity, unit_price::float8 AS unit_price,
         (unit_price * quantity)::float8 AS total
       FROM order_lines WHERE order_id = $1 ORDER BY id`,
      [orderId],
    ),
    db.query<OrderDetailResponse['payments'][number]>(
      `SELECT id, provider_id AS payment_processor_id, amount::float8 AS amount, status,
         ${isoUtc('created_at')} AS created_at
       FROM payments WHERE order_id = $1 ORDER BY id`,
      [orderId],
    ),
    db.query<OrderDetailResponse['timeline'][number]>(
      `SELECT status, ${isoUtc('created_at')} AS at FROM order_events WHERE order_id = $1 ORDER BY id`,
      [orderId],
    ),
  ]);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const paid = payments.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.amount, 0);
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    created_at: order.created_at,
    expires_at: order.expires_at,
    currency: order.currency,
    lines: lines.map((line) => ({ ...line, total: roundPrice(line.total) })),
    amounts: {
      subtotal: order.subtotal,
      shipping: order.shipping,
      local_delivery: order.local_delivery,
      shipping_discount: order.shipping_discount,
      promo_discount: order.promo_discount,
      balance_used: order.balance_used,
      payment_fee: order.payment_fee,
      total: order.total,
      paid: roundPrice(paid),
      outstanding: Math.max(0, roundPrice(order.total - paid)),
    },
    payments,
    delivery: {
      address: (order.delivery?.address as OrderDetailResponse['delivery']['address']) ?? null,
      shipping_method: order.shipping_method,
      courier: order.delivery?.courier ?? null,
      parcelshop_id: order.delivery?.parcelshop_id ?? null,
    },
    timeline,
    tracking_number: order.tracking_number,
    can_pay: order.can_pay,
    link_path: await orderLinkPath(db, order.id),
  };
}
