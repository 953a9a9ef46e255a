// Pro buyers (#28): a customer applies with company details, an operator approves (the user becomes `is_pro`),
// and a pro buyer orders in bulk at volume-tier prices (rules/pro-price.ts). A pro order is an `orders` row with
// `is_pro` set, so order detail, My orders and its invoice (/invoice/{id}) are the orders feature's; it needs a
// delivery declaration before it can be paid.
import { z } from 'zod';
import { requiredText } from './account.js';
import { paymentMethodSchema } from './checkout.js';
import { PRO_ORDER_LIMITS, PRO_TEXT_LIMITS } from './constants.js';
import { orderStatusSchema } from './orders.js';
import { dateTimeStringSchema, idempotencyKeySchema, moneySchema, positiveIdSchema } from './primitives.js';

/** The refusals of the pro calls (translation keys; the pro seed file has their texts). */
export const PRO_MESSAGES = {
  /** Applying while an application is pending or once approved (409 naming `status`). */
  applicationOpen: 'pro.errors.application_open',
  /** A pro call by a customer who is not a pro buyer (403 naming `is_pro`). */
  notPro: 'pro.errors.not_pro',
  /** No such pro order, or not this buyer's (404 naming `id`). */
  orderNotFound: 'pro.errors.order_not_found',
  /** A product that is not in the catalogue (400 naming `lines.{i}.product_id`). */
  productUnknown: 'pro.errors.product_unknown',
  /** The same product twice in one order (400 naming `lines.{i}.product_id`). */
  productRepeated: 'pro.errors.product_repeated',
  /** More units than are in stock (409 naming `lines.{i}.quantity`). */
  outOfStock: 'pro.errors.out_of_stock',
  /** A pro order without its delivery declaration cannot be paid (409 naming `declaration`). */
  declarationMissing: 'pro.errors.declaration_missing',
  /** Declaring (or paying) an order that is no longer unpaid (409 naming `status`). */
  notUnpaid: 'pro.errors.not_unpaid',
  /** The balance does not cover the whole order (409 naming `payment_method_id`). */
  balanceInsufficient: 'pro.errors.balance_insufficient',
  /** Not a VAT number's shape (400 naming `vat_number`). */
  vatNumber: 'pro.errors.vat_number',
} as const;

/**
 * A VAT or tax registration number as companies write it: an optional two-letter country prefix (LT, GB…), then
 * letters and digits with at least 4 digits (spaces, dots and dashes between them allowed). Loose on purpose:
 * the operator checks the number before approving, and the sites sell to the EU, the UK and the Emirates (a
 * 15-digit TRN with no prefix); it keeps out what can never be one ("xx"). No lookahead: the contract fuzz
 * generates values from it.
 */
export const VAT_NUMBER_PATTERN = /^[A-Za-z]{0,2}[ .-]?(?:[A-Za-z .-]{0,3}\d){4}[A-Za-z0-9 .-]{0,14}$/;

// ── Applying ────────────────────────────────────────────────────────────────────────────────────────────────────

export const PRO_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const proApplicationStatusSchema = z.enum(PRO_APPLICATION_STATUSES);
export type ProApplicationStatus = z.infer<typeof proApplicationStatusSchema>;

/** POST /api/pro/apply: the company the customer buys for. */
export const proApplyRequestSchema = z.object({
  company_name: requiredText(PRO_TEXT_LIMITS.short),
  registration_number: requiredText(PRO_TEXT_LIMITS.short),
  vat_number: requiredText(PRO_TEXT_LIMITS.short).regex(VAT_NUMBER_PATTERN, PRO_MESSAGES.vatNumber),
  address: requiredText(PRO_TEXT_LIMITS.long),
  /** The page's language (§7 language_id): the decision's mail is written in it. */
  language_id: positiveIdSchema.optional(),
});
export type ProApplyRequest = z.infer<typeof proApplyRequestSchema>;

export const proApplicationSchema = z.object({
  id: positiveIdSchema,
  status: proApplicationStatusSchema,
  company_name: z.string(),
  registration_number: z.string(),
  vat_number: z.string(),
  address: z.string(),
  /** The operator's reason, on a rejection (shown to the customer). */
  note: z.string().nullable(),
  created_at: dateTimeStringSchema,
  decided_at: dateTimeStringSchema.nullable(),
});
export type ProApplication = z.infer<typeof proApplicationSchema>;

/** POST /api/pro/application: the signed-in user's latest application (null: never applied) and whether pro. */
export const proApplicationRequestSchema = z.object({}).strict();
export const proApplicationResponseSchema = z.object({
  is_pro: z.boolean(),
  application: proApplicationSchema.nullable(),
});
export type ProApplicationResponse = z.infer<typeof proApplicationResponseSchema>;

// ── The pro catalogue ───────────────────────────────────────────────────────────────────────────────────────────

export const proCatalogueRequestSchema = z.object({
  page: z.number().int().min(1).max(1000).default(1),
  /** The page's language (§7 language_id): product names in it. */
  language_id: positiveIdSchema.optional(),
});
export type ProCatalogueRequest = z.input<typeof proCatalogueRequestSchema>;

/** One volume tier of a product: from `min` units, each at `unit_price` (EUR). */
export const proTierPriceSchema = z.object({
  min: z.number().int().positive(),
  discount_percent: z.number().min(0).max(100),
  unit_price: moneySchema,
});
export type ProTierPrice = z.infer<typeof proTierPriceSchema>;

export const proProductSchema = z.object({
  id: positiveIdSchema,
  name: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  /** The list price (the shop's current price, EUR): what 1–9 units cost each. */
  list_price: moneySchema,
  stock: z.number().int().nonnegative(),
  tiers: z.array(proTierPriceSchema),
});
export type ProProduct = z.infer<typeof proProductSchema>;

export const proCatalogueResponseSchema = z.object({
  products: z.array(proProductSchema),
  page: z.number().int().positive(),
  page_count: z.number().int().nonnegative(),
  currency: z.literal('EUR'),
});
export type ProCatalogueResponse = z.infer<typeof proCatalogueResponseSchema>;

// ── Pro orders ──────────────────────────────────────────────────────────────────────────────────────────────────

export const proOrderLineInputSchema = z.object({
  product_id: positiveIdSchema,
  quantity: z.number().int().min(1).max(PRO_ORDER_LIMITS.quantity),
});

/** POST /api/pro/orders/place: bulk lines become one unpaid pro order (once per idempotency key). */
export const proOrderPlaceRequestSchema = z.object({
  lines: z.array(proOrderLineInputSchema).min(1).max(PRO_ORDER_LIMITS.lines),
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type ProOrderPlaceRequest = z.infer<typeof proOrderPlaceRequestSchema>;

/** The delivery declaration a pro order needs before payment (customs and consignee details as text). */
export const proDeclarationInputSchema = z.object({
  consignee: requiredText(PRO_TEXT_LIMITS.short),
  company: requiredText(PRO_TEXT_LIMITS.short),
  purpose: requiredText(PRO_TEXT_LIMITS.purpose),
  customs_details: requiredText(PRO_TEXT_LIMITS.customs),
});
export type ProDeclarationInput = z.infer<typeof proDeclarationInputSchema>;

export const proDeclarationSchema = proDeclarationInputSchema.extend({ declared_at: dateTimeStringSchema });
export type ProDeclaration = z.infer<typeof proDeclarationSchema>;

export const proOrderRequestSchema = z.object({ id: positiveIdSchema });
export type ProOrderRequest = z.infer<typeof proOrderRequestSchema>;

export const proOrderDeclareRequestSchema = proDeclarationInputSchema.extend({ id: positiveIdSchema });
export type ProOrderDeclareRequest = z.infer<typeof proOrderDeclareRequestSchema>;

export const proOrderLineSchema = z.object({
  product_id: positiveIdSchema,
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  unit_price: moneySchema,
  amount: moneySchema,
});

export const proOrderSchema = z.object({
  id: positiveIdSchema,
  number: z.string(),
  status: orderStatusSchema,
  total: moneySchema,
  currency: z.string(),
  created_at: dateTimeStringSchema,
  lines: z.array(proOrderLineSchema),
  declaration: proDeclarationSchema.nullable(),
  /** Its invoice (/invoice/{id}): what a bank transfer pays. */
  invoice_id: positiveIdSchema.nullable(),
  /** The buyer's balance (EUR): the balance may pay the order when it covers the whole total. */
  balance_available: moneySchema,
  /** The outside providers it can be paid with (and their fees) on /site-pro-payment/{id}. */
  payment_methods: z.array(paymentMethodSchema),
});
export type ProOrder = z.infer<typeof proOrderSchema>;

export const proOrdersRequestSchema = z.object({}).strict();
export const proOrdersResponseSchema = z.object({ orders: z.array(proOrderSchema) });
export type ProOrdersResponse = z.infer<typeof proOrdersResponseSchema>;

/** POST /api/pro/orders/pay: a declared pro order by an outside provider (1–3) or the whole by the balance (4). */
export const proOrderPayRequestSchema = z.object({
  id: positiveIdSchema,
  payment_method_id: z.number().int().min(1).max(4),
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type ProOrderPayRequest = z.infer<typeof proOrderPayRequestSchema>;

export const proOrderPayResponseSchema = z.object({
  paid: z.boolean(),
  redirect_url: z.url({ protocol: /^https?$/ }).nullable(),
});
export type ProOrderPayResponse = z.infer<typeof proOrderPayResponseSchema>;
