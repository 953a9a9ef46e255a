// The bodies of the operator's balance and invoice calls (shop-api only, never through the bff, so not in the
// shared contract). A user is named by e-mail or by id, exactly one of the two.
import { emailSchema, hasAtMostCents, ManualTopUpType, positiveIdSchema } from '@storefront/shared-types';
import { z } from 'zod';

/** The most one operator call moves or bills (a typo's extra zeros are refused, naming the field). */
export const OPERATOR_AMOUNT_MAX = 100_000;

const euros = z.number().positive().max(OPERATOR_AMOUNT_MAX).refine(hasAtMostCents, 'At most two decimals');
const clientKey = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Must contain only letters, digits and - _ . :');

const userRef = {
  email: emailSchema.optional(),
  user_id: positiveIdSchema.optional(),
};
const oneUser = (body: { email?: string | undefined; user_id?: number | undefined }) =>
  (body.email === undefined) !== (body.user_id === undefined);
const ONE_USER = { message: 'Name the user by email or by user_id, one of the two', path: ['email'] };

/** POST /operator/balance: 1 adds, 2 deducts (never below zero: 409 naming amount). */
export const operatorBalanceBodySchema = z
  .object({
    client_key: clientKey,
    ...userRef,
    type: z.union([z.literal(ManualTopUpType.ADDITION), z.literal(ManualTopUpType.DEDUCTION)]),
    amount: euros,
  })
  .strict()
  .refine(oneUser, ONE_USER);
export type OperatorBalanceBody = z.infer<typeof operatorBalanceBodySchema>;

/** POST /operator/invoices: a miscellaneous invoice in euros, due `due_days` from now. */
export const operatorInvoiceBodySchema = z
  .object({
    client_key: clientKey,
    ...userRef,
    lines: z
      .array(
        z.object({
          description: z.string().trim().min(1).max(200),
          quantity: z.number().int().min(1).max(1000),
          unit_price: euros,
        }),
      )
      .min(1)
      .max(50),
    due_days: z.number().int().min(1).max(365),
  })
  .strict()
  .refine(oneUser, ONE_USER);
export type OperatorInvoiceBody = z.infer<typeof operatorInvoiceBodySchema>;
