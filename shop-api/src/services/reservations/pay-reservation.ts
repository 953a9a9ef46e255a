// Paying a reservation's deposit (#28), at exactly its amount, no fee: by an outside provider (1–3; one pending
// payment per reservation: the same provider again resumes it, another one while it is pending is a 409) or by
// the balance (4), only for its signed-in owner and when it covers the deposit (at once: a paid miscellaneous
// invoice of the deposit and its rel_type 4 history row, naming RS…). Once per idempotency key; the reservation
// row is locked first.
import {
  CHECKOUT_MESSAGES,
  PaymentProvider,
  RESERVATION_MESSAGES,
  type ReservationPayRequest,
  type ReservationPayResponse,
  reservationNumber,
  TransactionRelType,
} from '@storefront/shared-types';
import type { Database } from '../../db/database.js';
import { moveBalance } from '../balance/move-balance.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { claimKey, keepResponse, requestHash } from '../orders/idempotency.js';
import type { PaymentService } from '../payments/payment-service.js';
import { euroId } from '../quotes/quote-payments.js';
import { ownReservation, type Viewer } from './reservation-row.js';
import { markReservationPaid } from './reservation-transitions.js';
import { settlePendingDeposit } from './reservation-view.js';

type Kept = { paid: boolean; payment_id: number | null };

export async function payReservation(
  db: Database,
  payments: PaymentService,
  viewer: Viewer,
  body: ReservationPayRequest,
  returnBase: string,
): Promise<ReservationPayResponse> {
  const own = await ownReservation(db, viewer, body.id, body.token);
  // A provider payment still pending is asked of its provider first: one declined there no longer blocks another.
  await settlePendingDeposit(db, payments, own.id);
  const currencyId = await euroId(db);
  const method = body.payment_method_id;
  const methods = await payments.methodsFor(db, currencyId);
  if (method !== PaymentProvider.BALANCE && !methods.some((m) => m.id === method)) {
    throw checkoutError(400, CHECKOUT_MESSAGES.paymentMethodInvalid, 'payment_method_id');
  }
  // Anyone who may see it may pay it, so the key belongs to the reservation.
  const ownerId = `reservation:${own.id}`;
  const kept = await db.transaction(async (tx): Promise<Kept> => {
    const claim = await claimKey<Kept>(
      tx,
      'reservation-pay',
      ownerId,
      body.idempotency_key,
      requestHash({ id: own.id, method }),
    );
    if (!claim.fresh) return claim.response;
    const row = await ownReservation(tx, viewer, body.id, body.token, true);
    if (row.status !== 'awaiting_deposit' || row.overdue) {
      throw checkoutError(409, RESERVATION_MESSAGES.notPayable, 'status');
    }
    const [pending] = await tx.query<{ id: number; provider_id: number }>(
      "SELECT id, provider_id FROM payments WHERE reservation_id = $1 AND status = 'pending'",
      [row.id],
    );
    let result: Kept;
    if (method === PaymentProvider.BALANCE) {
      if (pending) throw checkoutError(409, RESERVATION_MESSAGES.paymentPending, 'payment_method_id');
      const ownerId = viewer.userId !== null && row.user_id === viewer.userId ? viewer.userId : null;
      const [user] =
        ownerId === null
          ? []
          : await tx.query<{ balance: number }>(
              'SELECT balance::float8 AS balance FROM users WHERE id = $1 FOR UPDATE',
              [ownerId],
            );
      // The balance pays only its own account's reservation: for anyone else (a guest with the link, another
      // account) it is not one of the ways to pay, whatever their balance holds.
      if (ownerId === null)
        throw checkoutError(400, CHECKOUT_MESSAGES.paymentMethodInvalid, 'payment_method_id');
      if ((user?.balance ?? 0) < row.deposit) {
        throw checkoutError(409, RESERVATION_MESSAGES.balanceInsufficient, 'payment_method_id');
      }
      // §3 has no balance row type for a reservation: the deposit becomes a paid miscellaneous invoice of the
      // owner (rel_type 4), so the history's INV… number opens a real document of what the balance paid.
      const [invoice] = await tx.query<{ id: number }>(
        `INSERT INTO invoices (user_id, lines, amount, status, due_at, paid_at, balance_used)
         VALUES ($1, jsonb_build_array(jsonb_build_object('description', $2::text, 'quantity', 1,
           'unit_price', $3::numeric, 'amount', $3::numeric)), $3, 'paid', now(), now(), $3)
         RETURNING id`,
        [
          ownerId,
          `Deposit ${reservationNumber(row.id)}: ${row.model_name}, ${row.storage}, ${row.colour}`,
          row.deposit,
        ],
      );
      await moveBalance(tx, ownerId, -row.deposit, {
        rel_type: TransactionRelType.MISC_INVOICE,
        rel_id: invoice?.id ?? null,
        payment_processor_name: 'balance',
        payment_processor_transaction_id: reservationNumber(row.id),
      });
      await tx.query(
        `INSERT INTO payments (reservation_id, provider_id, status, amount, currency_id, settled_at)
         VALUES ($1, $2, 'succeeded', $3, $4, now())`,
        [row.id, PaymentProvider.BALANCE, row.deposit, currencyId],
      );
      await markReservationPaid(tx, row.id);
      result = { paid: true, payment_id: null };
    } else if (pending) {
      if (pending.provider_id !== method) {
        throw checkoutError(409, RESERVATION_MESSAGES.paymentPending, 'payment_method_id');
      }
      result = { paid: false, payment_id: pending.id };
    } else {
      const [payment] = await tx.query<{ id: number }>(
        `INSERT INTO payments (reservation_id, provider_id, status, amount, currency_id)
         VALUES ($1, $2, 'pending', $3, $4) RETURNING id`,
        [row.id, method, row.deposit, currencyId],
      );
      result = { paid: false, payment_id: payment?.id ?? null };
    }
    await keepResponse(tx, 'reservation-pay', ownerId, body.idempotency_key, result);
    return result;
  });
  const redirect =
    kept.payment_id === null ? null : await payments.openAtProvider(kept.payment_id, returnBase);
  return { id: own.id, paid: kept.paid, redirect_url: redirect };
}
