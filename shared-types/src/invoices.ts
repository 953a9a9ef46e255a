// Invoices (§3 rel_type 4 for a miscellaneous one; an order's invoice too): /invoice/{id} and paying one. The
// paths and bodies are ours; the number shown is INVOICE_NUMBER_PREFIX + id.
import { z } from 'zod';
import { paymentMethodSchema } from './checkout.js';
import { dateTimeStringSchema, idempotencyKeySchema, moneySchema, positiveIdSchema } from './primitives.js';

export const INVOICE_STATUSES = ['open', 'paid', 'cancelled'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** POST /api/invoice/get: one of the signed-in user's invoices (404 naming `id` otherwise). */
export const invoiceRequestSchema = z.object({ id: positiveIdSchema });
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int().positive(),
  unit_price: moneySchema,
  amount: moneySchema,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceResponseSchema = z.object({
  id: positiveIdSchema,
  /** INV + id. */
  number: z.string(),
  status: invoiceStatusSchema,
  lines: z.array(invoiceLineSchema),
  amount: moneySchema,
  /** Invoices are in euros, like the balance. */
  currency: z.string(),
  created_at: dateTimeStringSchema,
  due_at: dateTimeStringSchema,
  paid_at: dateTimeStringSchema.nullable(),
  /** What the balance paid of it (0 when a provider did). */
  balance_used: moneySchema,
  /**
   * An order's invoice: the fee of the method chosen last, inside `amount`. Paying it with another method replaces
   * that fee with the method's own (payAgainAmount), as the order's pay page does; 0 for a miscellaneous invoice,
   * which is paid at its amount with no fee.
   */
  payment_fee: moneySchema,
  /** The order it bills (e.g. OR12), null for a miscellaneous invoice. */
  order_number: z.string().nullable(),
  /** The user's balance now (EUR): paying with it (method 4) is offered when it covers the whole amount. */
  balance_available: moneySchema,
  /** The outside providers it can be paid with (id, fee, fee_type). */
  payment_methods: z.array(paymentMethodSchema),
  /**
   * Whether it may be paid by bank transfer to the seller (its number the reference): a pro order's invoice, which
   * stays payable for the invoice's term and which the operator marks paid when the transfer arrives. Not a
   * shopper's order (it lapses within the hour) nor a miscellaneous invoice (nothing records a transfer for it).
   */
  bank_transfer: z.boolean(),
  /** Who issues it and where a bank transfer goes (the invoice's number is the transfer's reference). */
  seller: z.object({
    name: z.string(),
    address: z.string(),
    company_code: z.string(),
    vat_number: z.string(),
    iban: z.string(),
    bic: z.string(),
  }),
  /** Whom it bills: the account's name (may be empty) and e-mail. */
  buyer: z.object({ name: z.string(), email: z.string() }),
});
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/**
 * POST /api/invoice/pay: an outside provider (1–3; the shopper is sent to `redirect_url`), or 4, the balance, when it
 * covers the whole amount (paid at once, `redirect_url` null). Once per idempotency key.
 */
export const payInvoiceRequestSchema = z.object({
  id: positiveIdSchema,
  payment_method_id: z.number().int().min(1).max(4),
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type PayInvoiceRequest = z.infer<typeof payInvoiceRequestSchema>;

export const payInvoiceResponseSchema = z.object({
  paid: z.boolean(),
  redirect_url: z.url({ protocol: /^https?$/ }).nullable(),
});
export type PayInvoiceResponse = z.infer<typeof payInvoiceResponseSchema>;

/** The refusals of the invoice calls (translation keys). */
export const INVOICE_MESSAGES = {
  /** No such invoice, or not this user's (404 naming `id`). */
  notFound: 'invoice.errors.not_found',
  /** Paid or cancelled already (409 naming `id`). */
  notOpen: 'invoice.errors.not_open',
  /** The balance does not cover the whole amount (409 naming `payment_method_id`, the method chosen). */
  balanceInsufficient: 'invoice.errors.balance_insufficient',
} as const;
