// The signed link to a reservation (#28): a guest has no account, so the mail and the provider's return URLs carry
// /iphone-reservation/confirm/{id}?token=…, the token an HMAC of the reservation's number under the shop's own
// link key (order-link.ts: made on first use, kept in shop_secrets). The message is prefixed, so an order's token
// never opens a reservation of the same id, nor the other way round.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { reservationNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { orderLinkKey } from '../orders/order-link.js';

const sign = (key: Buffer, id: number) =>
  createHmac('sha256', key)
    .update(`reservation:${reservationNumber(id)}`)
    .digest('base64url');

export async function reservationToken(db: Queryable, id: number): Promise<string> {
  return sign(await orderLinkKey(db), id);
}

/** Whether a token is the reservation's (constant-time; a missing or malformed one is simply not). */
export async function reservationTokenValid(
  db: Queryable,
  id: number,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const expected = Buffer.from(sign(await orderLinkKey(db), id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The confirm page's path with its token (the caller adds origin and locale). */
export async function reservationLinkPath(db: Queryable, id: number): Promise<string> {
  return `/iphone-reservation/confirm/${id}?token=${await reservationToken(db, id)}`;
}
