// The phone models a site offers for reservation now (open ones), with the units no open reservation holds.
import {
  OPEN_RESERVATION_STATUSES,
  RESERVATION_PAYMENT_WINDOW_MIN,
  RESERVATIONS_PER_CUSTOMER_PER_MODEL,
  type ReservationModelsResponse,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';

export const OPEN_STATUSES_SQL = OPEN_RESERVATION_STATUSES.map((s) => `'${s}'`).join(', ');

export async function reservationModels(db: Queryable, siteId: number): Promise<ReservationModelsResponse> {
  const models = await db.query<ReservationModelsResponse['models'][number]>(
    `SELECT m.id, m.name, m.colour, m.storage, m.price::float8 AS price, m.deposit::float8 AS deposit,
       'EUR' AS currency, to_char(m.expected_date, 'YYYY-MM-DD') AS expected_date,
       greatest(m.stock - (SELECT count(*) FROM reservations r
         WHERE r.model_id = m.id AND r.status IN (${OPEN_STATUSES_SQL})), 0)::int AS available
     FROM reservation_models m WHERE m.site_id = $1 AND m.is_open ORDER BY m.position, m.id`,
    [siteId],
  );
  return {
    models,
    per_customer: RESERVATIONS_PER_CUSTOMER_PER_MODEL,
    payment_window_min: RESERVATION_PAYMENT_WINDOW_MIN,
  };
}
