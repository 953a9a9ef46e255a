// Paying an arrived forward request at exactly its total (no payment-method fee, fwd-design.md): by the balance
// when it covers the whole total (at once: a rel_type 1 history row, FR + id), or by an outside provider (one open
// payment per request: the same provider again resumes it, another one while it is open is a 409; paid when the
// provider's signed notification says so, settle-payable.ts). The request row is locked first, so twenty pays at
// once make one payment and one debit; the rest find it paid (409 naming status).
import {
  CHECKOUT_MESSAGES,
  FORWARD_REQUEST_MESSAGES,
  type ForwardRequestPayRequest,
  type ForwardRequestPayResponse,
  forwardRequestNumber,
  PaymentProvider,
  TransactionRelType,
} from '@storefront/shared-types';
import type { Database } from '../../db/database.js';
import { moveBalance } from '../balance/move-balance.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { claimKey, keepResponse, requestHash } from '../orders/idempotency.js';
import type { PaymentService } from '../payments/payment-service.js';
import { ownForwardRequest } from './forward-request-row.js';
import { moveForwardRequest } from './forward-request-transitions.js';

type Kept = { forward_request_id: number; paid: boolean; payment_id: number | null };

export async function payForwardRequest(
  db: Database,
  payments: PaymentService,
  userId: number,
  body: ForwardRequestPayRequest,
  returnBase: string,
): Promise<ForwardRequestPayResponse> {
  const [euro] = await db.query<{ id: number }>("SELECT id FROM currencies WHERE iso_code = 'EUR'");
  if (!euro) throw new Error('the shop has no EUR currency');
  const byBalance = body.payment_method_id === PaymentProvider.BALANCE;
  if (!byBalance && !(await payments.methodsFor(db, euro.id)).some((m) => m.id === body.payment_method_id)) {
    throw checkoutError(400, CHECKOUT_MESSAGES.paymentMethodInvalid, 'payment_method_id');
  }
  const ownerId = `user:${userId}`;
  const kept = await db.transaction(async (tx): Promise<Kept> => {
    const hash = requestHash({ forward_request: body.slug, method: body.payment_method_id });
    const claim = await claimKey<Kept>(tx, 'forward-request-pay', ownerId, body.idempotency_key, hash);
    if (!claim.fresh) return claim.response;
    const request = await ownForwardRequest(tx, userId, body.slug, true);
    if (request.status !== 'arrived')
      throw checkoutError(409, FORWARD_REQUEST_MESSAGES.statusNotAllowed, 'status');
    if (request.total === null) {
      throw checkoutError(409, FORWARD_REQUEST_MESSAGES.shippingNotChosen, 'shipping_method');
    }
    const [open] = await tx.query<{ id: number; provider_id: number }>(
      "SELECT id, provider_id FROM payments WHERE forward_request_id = $1 AND status = 'pending'",
      [request.id],
    );
    let result: Kept;
    if (open && open.provider_id !== body.payment_method_id) {
      throw checkoutError(409, FORWARD_REQUEST_MESSAGES.paymentPending, 'payment_method_id');
    } else if (open) {
      result = { forward_request_id: request.id, paid: false, payment_id: open.id };
    } else if (byBalance) {
      // Refused (409 naming payment_method_id) when the balance does not cover the whole total.
      await moveBalance(
        tx,
        userId,
        -request.total,
        {
          rel_type: TransactionRelType.FORWARD_REQUEST,
          rel_id: request.id,
          payment_processor_name: 'balance',
          payment_processor_transaction_id: forwardRequestNumber(request.id),
        },
        { message: FORWARD_REQUEST_MESSAGES.balanceInsufficient, field: 'payment_method_id' },
      );
      await tx.query(
        `INSERT INTO payments (forward_request_id, provider_id, status, amount, currency_id, settled_at)
         VALUES ($1, $2, 'succeeded', $3, $4, now())`,
        [request.id, PaymentProvider.BALANCE, request.total, euro.id],
      );
      await moveForwardRequest(tx, request.id, 'paid');
      result = { forward_request_id: request.id, paid: true, payment_id: null };
    } else {
      const [payment] = await tx.query<{ id: number }>(
        `INSERT INTO payments (forward_request_id, provider_id, status, amount, currency_id)
         VALUES ($1, $2, 'pending', $3, $4) RETURNING id`,
        [request.id, body.payment_method_id, request.total, euro.id],
      );
      result = { forward_request_id: request.id, paid: false, payment_id: payment?.id ?? null };
    }
    await keepResponse(tx, 'forward-request-pay', ownerId, body.idempotency_key, result);
    return result;
  });
  const redirect =
    kept.payment_id === null ? null : await payments.openAtProvider(kept.payment_id, returnBase);
  return { forward_request_id: kept.forward_request_id, paid: kept.paid, redirect_url: redirect };
}
