// The one place a balance moves (top-ups, operator additions and deductions, invoices paid by balance). The
// user's row is locked first, so moves of one user run one after the other and each history row starts where the
// previous one ended; a move that would leave less than zero is refused and writes nothing.
import { BALANCE_MESSAGES, roundPrice, type TransactionRelType } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

export interface BalanceEntry {
  rel_type: TransactionRelType;
  rel_id: number | null;
  /** ManualTopUpType for an operator's move; null otherwise. */
  type?: number | null;
  payment_processor_name?: string | null;
  payment_processor_transaction_id?: string | null;
  /** A quote's row (#27): the quote page's slug, which the history links to. */
  quote_slug?: string | null;
}

/**
 * The refusal when the balance does not cover a move: a translation key and the field the caller chose that cannot
 * be honoured. An operator's or a provider's move names `amount`; paying by the balance names the method chosen,
 * `payment_method_id`, as every payment refusal does.
 */
export interface BalanceRefusal {
  message: string;
  field: string;
}

const AMOUNT_NOT_COVERED: BalanceRefusal = { message: BALANCE_MESSAGES.insufficient, field: 'amount' };

export interface BalanceMove {
  transactionId: number;
  before: number;
  after: number;
}

/**
 * Adds `amount` euros (negative to take) to the user's balance and writes the history row, in the caller's
 * transaction. 409 with `refused` (by default naming `amount`) when the balance would go below zero; 404 naming
 * `user` when there is no user.
 */
export async function moveBalance(
  tx: Queryable,
  userId: number,
  amount: number,
  entry: BalanceEntry,
  refused: BalanceRefusal = AMOUNT_NOT_COVERED,
): Promise<BalanceMove> {
  const [row] = await tx.query<{ balance: number }>(
    'SELECT balance::float8 AS balance FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (!row) throw checkoutError(404, BALANCE_MESSAGES.userNotFound, 'user');
  const before = row.balance;
  const after = roundPrice(before + amount);
  if (after < 0) throw checkoutError(409, refused.message, refused.field);
  await tx.query('UPDATE users SET balance = $2 WHERE id = $1', [userId, after]);
  const [written] = await tx.query<{ id: number }>(
    `INSERT INTO balance_transactions (user_id, type, rel_type, rel_id, starting_balance, end_balance, amount,
       payment_processor_name, payment_processor_transaction_id, quote_slug)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      userId,
      entry.type ?? null,
      entry.rel_type,
      entry.rel_id,
      before,
      after,
      roundPrice(after - before),
      entry.payment_processor_name ?? null,
      entry.payment_processor_transaction_id ?? null,
      entry.quote_slug ?? null,
    ],
  );
  return { transactionId: written?.id ?? 0, before, after };
}
