// Reserving a phone model (#28). The model's row is locked first, so parallel reservations of one model are
// counted one after the other: open ones (awaiting_deposit, paid, ready) never outnumber its stock, and one e-mail
// holds at most RESERVATIONS_PER_CUSTOMER_PER_MODEL of them (PostgreSQL test: 20 at once). Once per idempotency
// key (owner: the user, or a guest's e-mail), so a double submit makes one reservation.
import {
  RESERVATION_MESSAGES,
  RESERVATION_PAYMENT_WINDOW_MIN,
  RESERVATIONS_PER_CUSTOMER_PER_MODEL,
  type reservationCreateRequestSchema,
} from '@storefront/shared-types';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { claimKey, keepResponse, requestHash } from '../orders/idempotency.js';
import { OPEN_STATUSES_SQL } from './reservation-models.js';

type Body = z.output<typeof reservationCreateRequestSchema>;
type Kept = { id: number };

export interface ReservationPlace {
  userId: number | null;
  siteId: number;
  host: string;
  locale: string;
}

export async function createReservation(
  db: Database,
  place: ReservationPlace,
  body: Body,
): Promise<{ id: number; fresh: boolean }> {
  if (!body.accept_policy) throw checkoutError(400, RESERVATION_MESSAGES.policyRequired, 'accept_policy');
  // Signed in, the reservation is the account's and goes to its e-mail; signed out, the e-mail given.
  let email = body.email ?? null;
  if (place.userId !== null) {
    const [user] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [place.userId]);
    email = user?.email.toLowerCase() ?? null;
  }
  // 422, not 400: the body is the contract's (email is optional, a signed-in account has one); a guest's needs it.
  if (!email) throw checkoutError(422, RESERVATION_MESSAGES.emailRequired, 'email');
  const owner = place.userId !== null ? `user:${place.userId}` : `email:${email}`;
  const hash = requestHash({ model: body.model_id, name: body.name, email });
  let fresh = false;
  const kept = await db.transaction(async (tx): Promise<Kept> => {
    const claim = await claimKey<Kept>(tx, 'reservation-create', owner, body.idempotency_key, hash);
    if (!claim.fresh) return claim.response;
    const [model] = await tx.query<{ id: number; stock: number; is_open: boolean; deposit: number }>(
      `SELECT id, stock, is_open, deposit::float8 AS deposit FROM reservation_models
       WHERE id = $1 AND site_id = $2 FOR UPDATE`,
      [body.model_id, place.siteId],
    );
    if (!model?.is_open) throw checkoutError(409, RESERVATION_MESSAGES.modelClosed, 'model_id');
    const [held] = await tx.query<{ total: number; mine: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE email = $2)::int AS mine
       FROM reservations WHERE model_id = $1 AND status IN (${OPEN_STATUSES_SQL})`,
      [model.id, email],
    );
    if ((held?.mine ?? 0) >= RESERVATIONS_PER_CUSTOMER_PER_MODEL) {
      throw checkoutError(409, RESERVATION_MESSAGES.limitReached, 'email');
    }
    if ((held?.total ?? 0) >= model.stock) throw checkoutError(409, RESERVATION_MESSAGES.soldOut, 'model_id');
    const [made] = await tx.query<{ id: number }>(
      `INSERT INTO reservations (model_id, user_id, name, email, deposit, locale, storefront_host, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8)) RETURNING id`,
      [
        model.id,
        place.userId,
        body.name,
        email,
        model.deposit,
        place.locale,
        place.host,
        RESERVATION_PAYMENT_WINDOW_MIN,
      ],
    );
    if (!made) throw new Error('reservation not inserted');
    fresh = true;
    await keepResponse(tx, 'reservation-create', owner, body.idempotency_key, { id: made.id });
    return { id: made.id };
  });
  return { id: kept.id, fresh };
}
