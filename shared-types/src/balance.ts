// §3 balance history row, §7 POST /api/balance/get-history, and topping the balance up through a provider
// (balance/pay; the paths and bodies of the top-up calls are ours).
import { z } from 'zod';
import { BALANCE_HISTORY_PAGE_SIZE, TOP_UP_MAX, TOP_UP_MIN } from './constants.js';
import { transactionRelTypeSchema } from './enums.js';
import { dateTimeStringSchema, idempotencyKeySchema, moneySchema, positiveIdSchema } from './primitives.js';
import { hasAtMostCents } from './rules/rounding.js';

/** The deepest page asked for: bounds the offset the shop computes (BALANCE_HISTORY_PAGE_SIZE rows a page). */
export const BALANCE_HISTORY_MAX_PAGE = 100_000;

/** §7 shows no body; ours pages it (BALANCE_HISTORY_PAGE_SIZE rows, newest first). The user is the session's. */
export const balanceHistoryRequestSchema = z.object({
  page: z.number().int().min(1).max(BALANCE_HISTORY_MAX_PAGE),
});
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
  /**
   * Ours (§3 names none): a forward request's row (rel_type 1) names the request's page (/forwarding/{slug}) when
   * it is one of the user's requests; null on every other row, and on a row naming a request that does not exist
   * (the seed's historical ones). A shop that does not send it leaves the row unlinked rather than failing.
   */
  forward_request_slug: z.string().nullable().default(null),
});
export type BalanceHistoryRow = z.infer<typeof balanceHistoryRowSchema>;

/** One page of rows and how many there are in all (pages = ceil(total / BALANCE_HISTORY_PAGE_SIZE)). */
export const balanceHistoryResponseSchema = z.object({
  items: z.array(balanceHistoryRowSchema).max(BALANCE_HISTORY_PAGE_SIZE),
  total: z.number().int().nonnegative(),
});
export type BalanceHistoryResponse = z.infer<typeof balanceHistoryResponseSchema>;

// ── balance/pay: topping the balance up through an outside provider ──────────────────────────────────────────

/** A top-up is credited only when the provider's signed notification says it was paid. */
export const TOP_UP_STATUSES = ['pending', 'paid', 'failed'] as const;
export const topUpStatusSchema = z.enum(TOP_UP_STATUSES);
export type TopUpStatus = z.infer<typeof topUpStatusSchema>;

/** A top-up amount in euros: TOP_UP_MIN to TOP_UP_MAX, whole cents. */
export const topUpAmountSchema = z
  .number()
  .min(TOP_UP_MIN)
  .max(TOP_UP_MAX)
  .refine(hasAtMostCents, 'At most two decimals');

/** POST /api/balance/top-up: one pending top-up per idempotency key; answers the provider's page. */
export const balanceTopUpRequestSchema = z.object({
  amount: topUpAmountSchema,
  /** An outside provider (1 card, 2 wallet, 3 regional): the balance cannot top itself up. */
  payment_method_id: z.number().int().min(1).max(3),
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type BalanceTopUpRequest = z.infer<typeof balanceTopUpRequestSchema>;

export const balanceTopUpResponseSchema = z.object({
  top_up_id: positiveIdSchema,
  redirect_url: z.url({ protocol: /^https?$/ }),
});
export type BalanceTopUpResponse = z.infer<typeof balanceTopUpResponseSchema>;

/** POST /api/balance/top-up-status: where one of the user's top-ups stands, and the balance now (EUR). */
export const balanceTopUpStatusRequestSchema = z.object({ top_up_id: positiveIdSchema });
export type BalanceTopUpStatusRequest = z.infer<typeof balanceTopUpStatusRequestSchema>;

export const balanceTopUpStatusResponseSchema = z.object({
  status: topUpStatusSchema,
  amount: moneySchema,
  balance: moneySchema,
});
export type BalanceTopUpStatusResponse = z.infer<typeof balanceTopUpStatusResponseSchema>;

/** The refusals of the balance calls (translation keys, like the checkout ones). */
export const BALANCE_MESSAGES = {
  /** An operator's move would take the balance below zero (409 naming `amount`; paying by it names the method). */
  insufficient: 'balance.errors.insufficient',
  /** No such top-up, or not this user's (404 naming `top_up_id`). */
  topUpNotFound: 'balance.errors.top_up_not_found',
  /** An operator named no such user (404 naming `user`). */
  userNotFound: 'balance.errors.user_not_found',
} as const;
