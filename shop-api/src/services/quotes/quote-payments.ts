// What the quote calls need of the payments: the euro's id (quotes are in euros) and the provider's word on a
// payment still pending, asked before a quote is shown or paid.
import type { Queryable } from '../../db/database.js';
import type { PaymentService } from '../payments/payment-service.js';

/** Asks the providers about the quote's pending payments (unreachable: they stay pending). */
export async function settlePending(db: Queryable, payments: PaymentService, quoteId: number): Promise<void> {
  const pending = await db.query<{ id: number }>(
    "SELECT id FROM payments WHERE quote_id = $1 AND status = 'pending' AND provider_payment_id IS NOT NULL",
    [quoteId],
  );
  for (const payment of pending) {
    try {
      await payments.reconcile(payment.id);
    } catch {
      // The provider is not reachable now: the payment stays pending, and the rules below treat it so.
    }
  }
}

export async function euroId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: number }>("SELECT id FROM currencies WHERE iso_code = 'EUR'");
  if (!row) throw new Error('no EUR currency: was the database seeded?');
  return row.id;
}
