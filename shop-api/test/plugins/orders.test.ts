// The background expiry sweep (plugins/orders.ts): once listening, an unpaid order past its window is expired and
// its units are back on stock without anyone asking; one still within its window is left alone.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userWithOrders } from '../helpers/order-fixtures.js';
import { createTestApp } from '../helpers/test-app.js';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp({ orders: { paymentWindowMin: 60, expirySweepIntervalMs: 50 } });
});
afterAll(() => test?.close());

it('expires the overdue unpaid orders in the background, giving their stock back', async () => {
  const { db } = test.database;
  const { orderIds } = await userWithOrders(db, ['unpaid', 'unpaid']);
  const [due, fresh] = orderIds as [number, number];
  const [product] = await db.query<{ id: number; stock: number }>(
    "SELECT id, stock FROM products WHERE kind = 'p' ORDER BY id DESC LIMIT 1",
  );
  await db.query(
    "INSERT INTO order_lines (order_id, product_id, sku, name, quantity, unit_price) VALUES ($1, $2, 's', 'n', 3, 1)",
    [due, product?.id],
  );
  await db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1", [due]);
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  const status = async (id: number) =>
    (await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))[0]?.status;
  await expect.poll(() => status(due), { timeout: 5000 }).toBe('expired');
  expect(await status(fresh)).toBe('unpaid');
  const [after] = await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
    product?.id,
  ]);
  expect(after?.stock).toBe((product?.stock ?? 0) + 3);
});

it('expires priced quotes past their time in the same sweep (#27); one still payable stays priced', async () => {
  const { db } = test.database;
  const quote = async (slug: string, expires: string) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO quotes (slug, user_id, site_id, language_id, origin, status, value, service_fee, shipping, total,
         expires_at)
       VALUES ($1, (SELECT min(id) FROM users), 1, 1, 'request', 'priced', 10, 3, 12, 25, now() + $2::interval)
       RETURNING id`,
      [slug, expires],
    );
    return row?.id ?? 0;
  };
  const due = await quote('sweep-due-quote', '-1 second');
  const open = await quote('sweep-open-quote', '1 day');
  if (!test.app.server.listening) await test.app.listen({ host: '127.0.0.1', port: 0 });
  const status = async (id: number) =>
    (await db.query<{ status: string }>('SELECT status FROM quotes WHERE id = $1', [id]))[0]?.status;
  await expect.poll(() => status(due), { timeout: 5000 }).toBe('expired');
  expect(await status(open)).toBe('priced');
});
