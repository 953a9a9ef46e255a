// Forward requests made straight in the database in any status (the operator's and the warehouse's part), for
// the forwarding tests: each satisfies the table's checks (a parcel once arrived, a price and paid_at once paid,
// a tracking number once shipped).
import { randomUUID } from 'node:crypto';
import type { ForwardRequestStatus } from '@storefront/shared-types';
import type { Queryable } from '../../src/db/database.js';

export const TEST_PARCEL = { weight_kg: 2.2, length_cm: 30, width_cm: 20, height_cm: 10 };

export const LT_ADDRESS = {
  id: 0,
  first_name: 'Ona',
  last_name: 'Siuntėja',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: '01103',
  phone_number: '+370 600 00000',
  country_id: 1,
};

export async function forwardRequestIn(
  db: Queryable,
  userId: number,
  status: ForwardRequestStatus,
): Promise<{ id: number; slug: string; number: string }> {
  const slug = `t-${randomUUID()}`;
  const arrived = !['declared', 'cancelled'].includes(status);
  const paid = ['paid', 'shipped', 'delivered'].includes(status);
  const shipped = ['shipped', 'delivered'].includes(status);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO forward_requests (slug, user_id, site_id, language_id, status, shop_name, inbound_tracking, contents,
       declared_value, weight_kg, length_cm, width_cm, height_cm, shipping_method, address, shipping, delivery_fee,
       total, tracking_number, idempotency_key, arrived_at, paid_at)
     VALUES ($1, $2, 1, 1, $3, 'Example Outfitters', '1Z999AA1', 'Two books', 40, $4, $5, $6, $7,
       CASE WHEN $8 THEN 'air' END, CASE WHEN $8 THEN $9::jsonb END, CASE WHEN $8 THEN 21 END,
       CASE WHEN $8 THEN 4.99 END, CASE WHEN $8 THEN 25.99 END, $10, $1,
       CASE WHEN $4::numeric IS NULL THEN NULL ELSE now() END, CASE WHEN $8 THEN now() END)
     RETURNING id`,
    [
      slug,
      userId,
      status,
      arrived ? TEST_PARCEL.weight_kg : null,
      arrived ? TEST_PARCEL.length_cm : null,
      arrived ? TEST_PARCEL.width_cm : null,
      arrived ? TEST_PARCEL.height_cm : null,
      paid,
      JSON.stringify(LT_ADDRESS),
      shipped ? `TRKT${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}` : null,
    ],
  );
  if (!row) throw new Error('no forward request');
  return { id: row.id, slug, number: `FR${row.id}` };
}
