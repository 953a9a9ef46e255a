// What the operator's balance and invoice calls do, in the transaction that records the action (recordedAction):
// a manual addition or deduction (rel_type 2, type 1 or 2) through moveBalance, and issuing a miscellaneous invoice.
import {
  BALANCE_MESSAGES,
  invoiceNumber,
  ManualTopUpType,
  roundPrice,
  TransactionRelType,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { moveBalance } from './move-balance.js';
import type { OperatorBalanceBody, OperatorInvoiceBody } from './operator-requests.js';

/** The user an operator names (by e-mail, case-insensitive, or id); 404 naming the field used otherwise. */
export async function operatorUser(
  q: Queryable,
  ref: { email?: string | undefined; user_id?: number | undefined },
): Promise<number> {
  const [row] =
    ref.user_id !== undefined
      ? await q.query<{ id: number }>('SELECT id FROM users WHERE id = $1', [ref.user_id])
      : await q.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [ref.email]);
  if (!row)
    throw checkoutError(404, BALANCE_MESSAGES.userNotFound, ref.user_id !== undefined ? 'user_id' : 'email');
  return row.id;
}

export async function adjustBalance(tx: Queryable, body: OperatorBalanceBody) {
  const userId = await operatorUser(tx, body);
  const signed = body.type === ManualTopUpType.DEDUCTION ? -body.amount : body.amount;
  const move = await moveBalance(tx, userId, signed, {
    rel_type: TransactionRelType.MANUAL_TOP_UP,
    rel_id: null,
    type: body.type,
  });
  return {
    user_id: userId,
    transaction_id: move.transactionId,
    type: body.type,
    amount: roundPrice(signed),
    starting_balance: move.before,
    end_balance: move.after,
  };
}

export async function issueInvoice(tx: Queryable, body: OperatorInvoiceBody) {
  const userId = await operatorUser(tx, body);
  const lines = body.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit_price: line.unit_price,
    amount: roundPrice(line.unit_price * line.quantity),
  }));
  const amount = roundPrice(lines.reduce((sum, line) => sum + line.amount, 0));
  const [invoice] = await tx.query<{ id: number; due_at: string }>(
    `INSERT INTO invoices (user_id, lines, amount, due_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))
     RETURNING id, to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS due_at`,
    [userId, JSON.stringify(lines), amount, body.due_days],
  );
  if (!invoice) throw new Error('INSERT … RETURNING gave no row');
  return {
    user_id: userId,
    invoice_id: invoice.id,
    number: invoiceNumber(invoice.id),
    amount,
    currency: 'EUR',
    due_at: invoice.due_at,
  };
}
