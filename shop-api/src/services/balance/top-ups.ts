// balance/pay: a top-up is asked for (one per idempotency key, pending) and paid on the provider's page; the
// balance is credited only by the provider's signed notification (payments/settle-payable.ts), once.
import {
  BALANCE_MESSAGES,
  type BalanceTopUpRequest,
  type BalanceTopUpResponse,
  type BalanceTopUpStatusResponse,
  CHECKOUT_MESSAGES,
  type TopUpStatus,
} from '@storefront/shared-types';
import type { Database, Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import type { PaymentService } from '../payments/payment-service.js';

/** The id of the euro, the balance's currency. */
export async function euroId(q: Queryable): Promise<number> {
  const [row] = await q.query<{ id: number }>("SELECT id FROM currencies WHERE iso_code = 'EUR'");
  if (!row) throw new Error('The euro is not among the currencies');
  return row.id;
}

export async function createTopUp(
  db: Database,
  payments: PaymentService,
  userId: number,
  body: BalanceTopUpRequest,
  storefrontOrigin: string,
): Promise<BalanceTopUpResponse> {
  const eur = await euroId(db);
  const methods = await payments.methodsFor(db, eur);
  if (!methods.some((m) => m.id === body.payment_method_id)) {
    throw checkoutError(400, CHECKOUT_MESSAGES.paymentMethodInvalid, 'payment_method_id');
  }
  const { topUpId, paymentId } = await db.transaction(async (tx) => {
    // A concurrent call with the key waits on the unique (user_id, idempotency_key) until the first commits.
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO balance_top_ups (user_id, amount, provider_id, idempotency_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
      [userId, body.amount, body.payment_method_id, body.idempotency_key],
    );
    const fresh = inserted[0];
    if (fresh) {
      const [payment] = await tx.query<{ id: number }>(
        `INSERT INTO payments (top_up_id, provider_id, status, amount, currency_id) VALUES ($1, $2, 'pending', $3, $4)
         RETURNING id`,
        [fresh.id, body.payment_method_id, body.amount, eur],
      );
      return { topUpId: fresh.id, paymentId: payment?.id ?? 0 };
    }
    const [kept] = await tx.query<{ id: number; amount: number; provider_id: number; payment_id: number }>(
      `SELECT t.id, t.amount::float8 AS amount, t.provider_id, p.id AS payment_id
       FROM balance_top_ups t JOIN payments p ON p.top_up_id = t.id WHERE t.user_id = $1 AND t.idempotency_key = $2`,
      [userId, body.idempotency_key],
    );
    // The same key for another amount or provider would answer a different question.
    if (!kept || kept.amount !== body.amount || kept.provider_id !== body.payment_method_id) {
      throw checkoutError(409, CHECKOUT_MESSAGES.idempotencyMismatch, 'idempotency_key');
    }
    return { topUpId: kept.id, paymentId: kept.payment_id };
  });
  const back = `${storefrontOrigin}/balance/pay?top_up_id=${topUpId}`;
  // Null once the payment is no longer pending (a replay after it was paid): the outcome page says how it went.
  const redirect = await payments.openAtProvider(paymentId, storefrontOrigin);
  return { top_up_id: topUpId, redirect_url: redirect ?? back };
}

export async function topUpStatus(
  db: Database,
  payments: PaymentService,
  log: { warn: (obj: object, msg: string) => void },
  userId: number,
  topUpId: number,
): Promise<BalanceTopUpStatusResponse> {
  const read = () =>
    db.query<{ status: TopUpStatus; amount: number; balance: number; payment_id: number | null }>(
      `SELECT t.status, t.amount::float8 AS amount, u.balance::float8 AS balance,
         (SELECT id FROM payments WHERE top_up_id = t.id) AS payment_id
       FROM balance_top_ups t JOIN users u ON u.id = t.user_id WHERE t.id = $1 AND t.user_id = $2`,
      [topUpId, userId],
    );
  const [first] = await read();
  if (!first) throw checkoutError(404, BALANCE_MESSAGES.topUpNotFound, 'top_up_id');
  if (first.status !== 'pending' || first.payment_id === null) return answer(first);
  // The shopper may be back before the notification: the provider is asked (it settles exactly as one would).
  try {
    await payments.reconcile(first.payment_id);
  } catch (error) {
    log.warn({ err: error, topUpId }, 'provider not reachable; the top-up stays pending');
  }
  const [after] = await read();
  return answer(after ?? first);
}

const answer = (row: { status: TopUpStatus; amount: number; balance: number }) => ({
  status: row.status,
  amount: row.amount,
  balance: row.balance,
});
