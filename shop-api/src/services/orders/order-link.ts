// The signed link to an order's page (#26): a guest has no account, so the order confirmation mail and the
// payment outcome page give /my-orders/OR123?token=…, the token an HMAC of the order number. The key is the
// shop's own, made on first use and kept in shop_secrets (never in code or config), so a token cannot be made
// without the database and one order's token opens no other order.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { orderNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';

const SECRET_NAME = 'order-link-key';
/** The key per database (tests run several in one process); read once, it never changes. */
const keys = new WeakMap<object, Promise<Buffer>>();

async function readOrCreateKey(db: Queryable): Promise<Buffer> {
  // Two first uses at once both insert; the primary key keeps one, and both read that one.
  await db.query('INSERT INTO shop_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM shop_secrets WHERE name = $1', [
    SECRET_NAME,
  ]);
  if (!row) throw new Error('shop_secrets lost the order link key');
  return Buffer.from(row.value, 'base64url');
}

export function orderLinkKey(db: Queryable): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrCreateKey(db);
    // A failed read is not kept: the next call tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export function signOrder(key: Buffer, orderId: number): string {
  return createHmac('sha256', key).update(orderNumber(orderId)).digest('base64url');
}

/** Whether a token is the order's (constant-time; a missing or malformed one is simply not). */
export function orderTokenValid(key: Buffer, orderId: number, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(signOrder(key, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The order page's path with its token (the web adds the locale prefix, the shop the host in mails). */
export async function orderLinkPath(db: Queryable, orderId: number): Promise<string> {
  const token = signOrder(await orderLinkKey(db), orderId);
  return `/my-orders/${orderNumber(orderId)}?token=${token}`;
}
