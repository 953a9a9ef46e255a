import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/db/database.js';

/** A new account and its orders, written straight to the database (statuses oldest first). */
export async function userWithOrders(
  db: Queryable,
  statuses: readonly string[],
): Promise<{ userId: number; email: string; orderIds: number[] }> {
  const email = `orders-${randomUUID()}@example.test`;
  const [user] = await db.query<{ id: number }>(
    "INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, 'x', 'Ona', 'Test') RETURNING id",
    [email],
  );
  if (!user) throw new Error('no user');
  const orderIds: number[] = [];
  for (const status of statuses) {
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO orders (user_id, email, site_id, status, total, subtotal, currency_id, paid_at, expires_at)
       VALUES ($1, $2, 1, $3, 10, 10, 1, CASE WHEN $3 NOT IN ('unpaid', 'expired') THEN now() END,
         CASE WHEN $3 = 'unpaid' THEN now() + interval '1 hour' END) RETURNING id`,
      [user.id, email, status],
    );
    if (order) orderIds.push(order.id);
  }
  return { userId: user.id, email, orderIds };
}
