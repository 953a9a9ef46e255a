// The demo users' orders (#26): real orders with lines, §9 amounts, payments and a status timeline that agree
// (a paid order has its succeeded payment; an unpaid one's outstanding is its total), the demo user's in every
// status across several My orders pages, and a shipped parcel with events (TRKDEMO00000001) to track.
import { ORDER_STATUSES, type OrderStatus } from '@storefront/shared-types';
import type { Queryable } from '../database.js';

/** The timeline each final status was reached by. */
const PATHS: Record<OrderStatus, readonly OrderStatus[]> = {
  unpaid: ['unpaid'],
  paid: ['unpaid', 'paid'],
  processing: ['unpaid', 'paid', 'processing'],
  shipped: ['unpaid', 'paid', 'processing', 'shipped'],
  delivered: ['unpaid', 'paid', 'processing', 'shipped', 'delivered'],
  cancelled: ['unpaid', 'cancelled'],
  expired: ['unpaid', 'expired'],
};

/** The demo user's 28 orders, oldest first: every status four times, so each filter has a page or more. */
export const DEMO_ORDER_STATUSES: readonly OrderStatus[] = Array.from(
  { length: 4 },
  () => ORDER_STATUSES,
).flat();
/** The tracking number of the demo user's latest shipped order (README). */
export const DEMO_TRACKING_NUMBER = 'TRKDEMO00000001';
const SHIPPING = 5;
const DAY_MS = 86_400_000;
const FIRST_ORDER_AT = Date.parse('2026-01-05T10:00:00Z');

const PARCEL_EVENTS = [
  { hours: 2, place: 'Vilnius', status: 'accepted', description: 'Parcel accepted by the carrier' },
  { hours: 20, place: 'Kaunas', status: 'in_transit', description: 'Left the sorting centre' },
  { hours: 30, place: 'Rīga', status: 'in_transit', description: 'Arrived at the destination depot' },
];

/** Writes a user's orders (statuses oldest first); the last shipped one of the demo user gets the demo parcel. */
export async function insertUserOrders(
  tx: Queryable,
  user: { id: number; email: string },
  statuses: readonly OrderStatus[],
  options: { demoParcel?: boolean } = {},
): Promise<void> {
  const products = await tx.query<{ id: number; sku: string; name: string; price: number }>(
    "SELECT id, sku, name_en AS name, current_price::float8 AS price FROM products WHERE kind = 'p' ORDER BY id LIMIT 5",
  );
  const lastShipped = statuses.lastIndexOf('shipped');
  for (const [index, status] of statuses.entries()) {
    const created = FIRST_ORDER_AT + (index * 7 + user.id) * DAY_MS;
    const at = (step: number) => new Date(created + step * 3_600_000 * 9).toISOString();
    const lines = [products[index % products.length], products[(index + 2) % products.length]].flatMap(
      (p, n) => (p ? [{ ...p, quantity: n + 1 }] : []),
    );
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const total = Math.round((subtotal + SHIPPING) * 100) / 100;
    const path = PATHS[status];
    const paid = path.includes('paid');
    const tracking = path.includes('shipped')
      ? options.demoParcel && index === lastShipped
        ? DEMO_TRACKING_NUMBER
        : `TRKSEED${String(user.id * 1000 + index).padStart(8, '0')}`
      : null;
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (user_id, email, site_id, status, total, subtotal, shipping, currency_id, payment_method_id,
         shipping_method, delivery, created_at, paid_at, storefront_host, locale, tracking_number, expected_delivery)
       VALUES ($1, $2, 1, $3, $4, $5, $6, 1, 1, 'air', $7, $8, $9, 'localhost', 'en', $10, ($8::timestamptz + interval '6 days')::date)
       RETURNING id`,
      [
        user.id,
        user.email,
        status,
        total,
        subtotal,
        SHIPPING,
        JSON.stringify({ address: null, country_id: 1, courier: 'courier', parcelshop_id: null }),
        at(0),
        paid ? at(1) : null,
        tracking,
      ],
    );
    if (!order) throw new Error('seed order not written');
    for (const line of lines) {
      await tx.query(
        'INSERT INTO order_lines (order_id, product_id, sku, name, quantity, unit_price) VALUES ($1, $2, $3, $4, $5, $6)',
        [order.id, line.id, line.sku, line.name, line.quantity, line.price],
      );
    }
    for (const [step, reached] of path.entries()) {
      await tx.query('INSERT INTO order_events (order_id, status, created_at) VALUES ($1, $2, $3)', [
        order.id,
        reached,
        at(step),
      ]);
    }
    if (paid) {
      await tx.query(
        `INSERT INTO payments (order_id, provider_id, status, amount, currency_id, provider_payment_id, created_at, settled_at)
         VALUES ($1, 1, 'succeeded', $2, 1, $3, $4, $5)`,
        [order.id, total, `seed-payment-${order.id}`, at(0), at(1)],
      );
    }
    if (tracking) {
      for (const event of PARCEL_EVENTS) {
        await tx.query(
          'INSERT INTO tracking_events (order_id, at, place, status, description) VALUES ($1, $2, $3, $4, $5)',
          [
            order.id,
            new Date(Date.parse(at(3)) + event.hours * 3_600_000).toISOString(),
            event.place,
            event.status,
            event.description,
          ],
        );
      }
    }
  }
}
