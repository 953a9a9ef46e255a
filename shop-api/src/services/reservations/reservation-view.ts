// What the confirm and success pages show of a reservation: its model, deposit and status, the token of its link,
// and how the deposit can be paid (the providers; the balance only for its signed-in owner).
import { type Reservation, reservationNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { PaymentService } from '../payments/payment-service.js';
import { euroId } from '../quotes/quote-payments.js';
import { reservationToken } from './reservation-link.js';
import type { ReservationRow, Viewer } from './reservation-row.js';

export async function reservationView(
  db: Queryable,
  payments: PaymentService,
  row: ReservationRow,
  viewer: Viewer,
): Promise<Reservation> {
  const own = viewer.userId !== null && row.user_id === viewer.userId;
  const [balance] = own
    ? await db.query<{ balance: number }>('SELECT balance::float8 AS balance FROM users WHERE id = $1', [
        viewer.userId,
      ])
    : [];
  const [pending] = await db.query(
    "SELECT 1 FROM payments WHERE reservation_id = $1 AND status = 'pending'",
    [row.id],
  );
  return {
    id: row.id,
    number: reservationNumber(row.id),
    status: row.status,
    model: {
      id: row.model_id,
      name: row.model_name,
      colour: row.colour,
      storage: row.storage,
      price: row.price,
      deposit: row.deposit,
      currency: 'EUR',
      expected_date: row.expected_date,
    },
    name: row.name,
    email: row.email,
    deposit: row.deposit,
    currency: 'EUR',
    created_at: row.created_at,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    token: await reservationToken(db, row.id),
    own,
    balance_available: balance?.balance ?? 0,
    // A deposit is paid at exactly its amount: no provider fee is added (as for quotes).
    payment_methods: await payments.methodsFor(db, await euroId(db)),
    payment_pending: pending !== undefined,
  };
}

/** Asks the providers about the reservation's pending payments (unreachable: they stay pending). */
export async function settlePendingDeposit(
  db: Queryable,
  payments: PaymentService,
  reservationId: number,
): Promise<void> {
  const pending = await db.query<{ id: number }>(
    `SELECT id FROM payments WHERE reservation_id = $1 AND status = 'pending'
       AND provider_payment_id IS NOT NULL`,
    [reservationId],
  );
  for (const payment of pending) {
    try {
      await payments.reconcile(payment.id);
    } catch {
      // The provider is not reachable now: the payment stays pending, and the rules treat it so.
    }
  }
}
