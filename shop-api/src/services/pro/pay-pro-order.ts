// Paying a declared pro order (#28). An outside provider (1–3) goes through the order payment flow as it is
// (payments.payOrder: one open payment at a time, the provider's return to the order outcome pages, paid on its
// signed notification); the balance (4) pays the whole order at once when it covers it. A bank transfer needs no
// call: the buyer pays the order's invoice (/invoice/{id}) and the operator marks the order paid when it arrives.
// Every way refuses an order without its declaration (409 naming declaration), here and in payOrder itself.
import {
  PaymentProvider,
  PRO_MESSAGES,
  type ProOrderPayRequest,
  QUOTE_TRANSACTION_PREFIX,
  TransactionRelType,
} from '@storefront/shared-types';
import type { Database } from '../../db/database.js';
import { moveBalance } from '../balance/move-balance.js';
import type { CartOwner } from '../cart/cart-owner.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { claimKey, keepResponse, requestHash } from '../orders/idempotency.js';
import { moveOrder } from '../orders/order-transitions.js';
import type { PaymentService } from '../payments/payment-service.js';

export type ProPayAttempt =
  | { kind: 'balance'; paid: true }
  | { kind: 'provider'; order_id: number; payment_id: number | null };

/** The refusals every way of paying shares: the buyer's unpaid pro order, declared. */
function checkPayable(order: { status: string; declared: boolean } | undefined): void {
  if (!order) throw checkoutError(404, PRO_MESSAGES.orderNotFound, 'id');
  if (order.status !== 'unpaid') throw checkoutError(409, PRO_MESSAGES.notUnpaid, 'status');
  if (!order.declared) throw checkoutError(409, PRO_MESSAGES.declarationMissing, 'declaration');
}

export async function payProOrder(
  db: Database,
  payments: PaymentService,
  owner: CartOwner & { userId: number },
  body: ProOrderPayRequest,
): Promise<ProPayAttempt> {
  const [order] = await db.query<{ status: string; declared: boolean }>(
    'SELECT status, declaration IS NOT NULL AS declared FROM orders WHERE id = $1 AND user_id = $2 AND is_pro',
    [body.id, owner.userId],
  );
  checkPayable(order);
  if (body.payment_method_id !== PaymentProvider.BALANCE) {
    const attempt = await payments.payOrder(owner, {
      order_id: body.id,
      payment_method_id: body.payment_method_id,
      idempotency_key: body.idempotency_key,
    });
    return { kind: 'provider', ...attempt };
  }
  // A payment still open at a provider is closed first (if it turns out paid, the order is, and this refuses).
  await payments.cancelPending('order_id', body.id);
  const ownerId = `user:${owner.userId}`;
  return db.transaction(async (tx) => {
    const hash = requestHash({ order: body.id, method: body.payment_method_id });
    const claim = await claimKey<ProPayAttempt>(tx, 'pro-pay', ownerId, body.idempotency_key, hash);
    if (!claim.fresh) return claim.response;
    // The total without the fee an earlier provider attempt added (the balance has none).
    const [locked] = await tx.query<{
      status: string;
      declared: boolean;
      total: number;
      currency_id: number;
    }>(
      `SELECT status, declaration IS NOT NULL AS declared, (total - payment_fee)::float8 AS total, currency_id
       FROM orders WHERE id = $1 AND user_id = $2 AND is_pro FOR UPDATE`,
      [body.id, owner.userId],
    );
    checkPayable(locked);
    if (!locked) throw new Error('unreachable');
    const [user] = await tx.query<{ balance: number }>(
      'SELECT balance::float8 AS balance FROM users WHERE id = $1 FOR UPDATE',
      [owner.userId],
    );
    // The whole order or nothing (a pro order is priced in euros, the balance's currency).
    if ((user?.balance ?? 0) < locked.total) {
      throw checkoutError(409, PRO_MESSAGES.balanceInsufficient, 'payment_method_id');
    }
    // Like a checkout's balance part: rel_type 0 with the order's id (the history numbers it QU + id).
    await moveBalance(tx, owner.userId, -locked.total, {
      rel_type: TransactionRelType.QUOTE,
      rel_id: body.id,
      payment_processor_name: 'balance',
      payment_processor_transaction_id: `${QUOTE_TRANSACTION_PREFIX}${body.id}`,
    });
    await tx.query(
      `INSERT INTO payments (order_id, provider_id, status, amount, currency_id, settled_at)
       VALUES ($1, $2, 'succeeded', $3, $4, now())`,
      [body.id, PaymentProvider.BALANCE, locked.total, locked.currency_id],
    );
    await tx.query(
      'UPDATE orders SET total = $3, payment_fee = 0, balance_used = $3, payment_method_id = $2 WHERE id = $1',
      [body.id, PaymentProvider.BALANCE, locked.total],
    );
    await moveOrder(tx, body.id, 'paid', 'shopper');
    const answer: ProPayAttempt = { kind: 'balance', paid: true };
    await keepResponse(tx, 'pro-pay', ownerId, body.idempotency_key, answer);
    return answer;
  });
}
