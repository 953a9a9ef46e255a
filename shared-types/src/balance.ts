// §3 balance history row and §7 POST /api/balance/get-history.
import { z } from 'zod';
import { transactionRelTypeSchema } from './enums.js';
import { dateTimeStringSchema, moneySchema, positiveIdSchema } from './primitives.js';

/** §7 shows no body; the history is the signed-in user's, so none is needed. */
export const balanceHistoryRequestSchema = z.object({});
export type BalanceHistoryRequest = z.infer<typeof balanceHistoryRequestSchema>;

export const balanceHistoryRowSchema = z.object({
  id: positiveIdSchema,
  /** For a manual top-up by an admin: 1 addition, 2 deduction (ManualTopUpType); otherwise the server's own. */
  type: z.number().int().nullable(),
  rel_type: transactionRelTypeSchema,
  rel_id: positiveIdSchema.nullable(),
  /** Without an offset it is read as -05:00 (§9; see parseBalanceDateTime). */
  created_at: dateTimeStringSchema,
  starting_balance: moneySchema,
  end_balance: moneySchema,
  amount: moneySchema,
  payment_processor_name: z.string().nullable(),
  payment_processor_transaction_id: z.string().nullable(),
  quote_slug: z.string().nullable(),
});
export type BalanceHistoryRow = z.infer<typeof balanceHistoryRowSchema>;

export const balanceHistoryResponseSchema = z.array(balanceHistoryRowSchema);
export type BalanceHistoryResponse = z.infer<typeof balanceHistoryResponseSchema>;
