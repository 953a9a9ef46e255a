// Paying an invoice. A miscellaneous one: by the balance when it covers the whole amount (at once: a rel_type 4
// history row), or by an outside provider (paid when its signed notification says so). An order's invoice is
// paid as its order is (payOrder, by a provider; the balance is applied at checkout, not here).
import {
  CHECKOUT_MESSAGES,
  INVOICE_MESSAGES,
  invoiceNumber,
  type PayInvoiceRequest,
  type PayInvoiceResponse,
  PaymentProvider,
  TransactionRelType,
} from '@storefront/shared-types';
import type { Database } from '../../db/database.js';
import { moveBalance } from '../balance/move-balance.js';
import type { CartOwner } from '../cart/cart-owner.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { claimKey, keepResponse, requestHash } from '../orders/idempotency.js';
import type { PaymentService } from '../payments/payment-service.js';
import { ownInvoice } from './invoice-view.js';

type Kept = { paid: boolean; payment_id: number | null };

export async function payInvoice(
  db: Database,
  payments: PaymentService,
  owner: CartOwner & { userId: number },
  body: PayInvoiceRequest,
  storefrontOrigin: string,
): Promise<PayInvoiceResponse> {
  const invoice = await ownInvoice(db, owner.userId, body.id);
  if (invoice.order_id !== null) {
    if (body.payment_method_id === PaymentProvider.BALANCE) {
      throw checkoutError(400, CHECKOUT_MESSAGES.paymentMethodInvalid, 'payment_method_id');
    }
    const attempt = await payments.payOrder(owner, { ...body, order_id: invoice.order_id });
    const { paid, redirect_url } = await payments.redirectFor(attempt, storefrontOrigin);
    return { paid, redirect_url };
  }
  const methods = await payments.methodsFor(db, invoice.currency_id);
  if (
    body.payment_method_id !== PaymentProvider.BALANCE &&
    !methods.some((m) => m.id === body.payment_method_id)
  ) {
    throw checkoutError(400, CHECKOUT_MESSAGES.paymentMethodInvalid, 'payment_method_id');
  }
  // A payment still open at a provider is closed first, so the invoice cannot be paid twice.
  if (invoice.status === 'open') await payments.cancelPending('invoice_id', invoice.id);
  const ownerId = `user:${owner.userId}`;
  const kept = await db.transaction(async (tx): Promise<Kept> => {
    const hash = requestHash({ invoice: body.id, method: body.payment_method_id });
    const claim = await claimKey<Kept>(tx, 'invoice-pay', ownerId, body.idempotency_key, hash);
    if (!claim.fresh) return claim.response;
    const locked = await ownInvoice(tx, owner.userId, body.id, true);
    if (locked.status !== 'open') throw checkoutError(409, INVOICE_MESSAGES.notOpen, 'id');
    let result: Kept;
    if (body.payment_method_id === PaymentProvider.BALANCE) {
      // Refused (409 naming payment_method_id) when the balance does not cover the whole amount.
      await moveBalance(
        tx,
        owner.userId,
        -locked.amount,
        {
          rel_type: TransactionRelType.MISC_INVOICE,
          rel_id: locked.id,
          payment_processor_name: 'balance',
          payment_processor_transaction_id: invoiceNumber(locked.id),
        },
        { message: INVOICE_MESSAGES.balanceInsufficient, field: 'payment_method_id' },
      );
      await tx.query(
        "UPDATE invoices SET status = 'paid', paid_at = now(), balance_used = amount WHERE id = $1",
        [locked.id],
      );
      await tx.query(
        `INSERT INTO payments (invoice_id, provider_id, status, amount, currency_id, settled_at)
         VALUES ($1, $2, 'succeeded', $3, $4, now())`,
        [locked.id, PaymentProvider.BALANCE, locked.amount, locked.currency_id],
      );
      result = { paid: true, payment_id: null };
    } else {
      const [payment] = await tx.query<{ id: number }>(
        `INSERT INTO payments (invoice_id, provider_id, status, amount, currency_id) VALUES ($1, $2, 'pending', $3, $4)
         RETURNING id`,
        [locked.id, body.payment_method_id, locked.amount, locked.currency_id],
      );
      result = { paid: false, payment_id: payment?.id ?? null };
    }
    await keepResponse(tx, 'invoice-pay', ownerId, body.idempotency_key, result);
    return result;
  });
  const redirect =
    kept.payment_id === null ? null : await payments.openAtProvider(kept.payment_id, storefrontOrigin);
  return { paid: kept.paid, redirect_url: redirect };
}
