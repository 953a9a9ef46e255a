// One reservation and its model, for its owner: the signed-in user it belongs to, or anyone with its link's token.
// Anyone else gets the same 404 naming `id` as for a reservation that does not exist.
import { RESERVATION_MESSAGES, type ReservationStatus } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { reservationTokenValid } from './reservation-link.js';

export interface ReservationRow {
  id: number;
  model_id: number;
  user_id: number | null;
  name: string;
  email: string;
  status: ReservationStatus;
  deposit: number;
  locale: string;
  site_id: number;
  storefront_host: string | null;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  /** Whether its time to pay the deposit has passed (the sweep lapses it soon). */
  overdue: boolean;
  model_name: string;
  colour: string;
  storage: string;
  price: number;
  expected_date: string;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export const RESERVATION_COLUMNS = `r.id, r.model_id, r.user_id, r.name, r.email, r.status,
  r.deposit::float8 AS deposit, r.locale, m.site_id, r.storefront_host, ${ISO('r.created_at')} AS created_at,
  ${ISO('r.expires_at')} AS expires_at, ${ISO('r.paid_at')} AS paid_at, r.expires_at <= now() AS overdue,
  m.name AS model_name, m.colour, m.storage, m.price::float8 AS price,
  to_char(m.expected_date, 'YYYY-MM-DD') AS expected_date`;

export interface Viewer {
  userId: number | null;
}

export async function reservationById(
  q: Queryable,
  id: number,
  lock = false,
): Promise<ReservationRow | null> {
  const [row] = await q.query<ReservationRow>(
    `SELECT ${RESERVATION_COLUMNS} FROM reservations r JOIN reservation_models m ON m.id = r.model_id
     WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
    [id],
  );
  return row ?? null;
}

/** The viewer's reservation (its owner signed in, or its token); else the 404 a missing one gets. */
export async function ownReservation(
  q: Queryable,
  viewer: Viewer,
  id: number,
  token: string | undefined,
  lock = false,
): Promise<ReservationRow> {
  const row = await reservationById(q, id, lock);
  const mine = row !== null && viewer.userId !== null && row.user_id === viewer.userId;
  if (!row || !(mine || (await reservationTokenValid(q, id, token)))) {
    throw checkoutError(404, RESERVATION_MESSAGES.notFound, 'id');
  }
  return row;
}
