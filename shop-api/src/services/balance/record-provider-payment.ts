// A quote or forward request paid through an outside provider (#27) still shows in the balance history (§3: the
// quote's row is QU + id, the forward request's FR + id): the provider's money arrives on the account and pays the
// payable at once, as two chained rows that leave the balance where it was. The first names the provider and its
// transaction, like a top-up's row; the second is the payment itself, like a balance payment's row.
import type { TransactionRelType } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { moveBalance } from './move-balance.js';

export interface ProviderPaymentEntry {
  rel_type: TransactionRelType;
  rel_id: number;
  quote_slug?: string | null;
  provider_id: number;
  provider_transaction_id: string;
}

export async function recordProviderPayment(
  tx: Queryable,
  userId: number,
  amount: number,
  entry: ProviderPaymentEntry,
): Promise<void> {
  const [method] = await tx.query<{ name: string }>('SELECT name FROM payment_methods WHERE id = $1', [
    entry.provider_id,
  ]);
  const row = { rel_type: entry.rel_type, rel_id: entry.rel_id, quote_slug: entry.quote_slug ?? null };
  await moveBalance(tx, userId, amount, {
    ...row,
    payment_processor_name: method?.name ?? null,
    payment_processor_transaction_id: entry.provider_transaction_id,
  });
  await moveBalance(tx, userId, -amount, row);
}
