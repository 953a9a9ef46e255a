// What the quote calls answer (#27): a quote's page, a page of My quotes, a recalculation, a payment's start and
// a create-order link's offer. The requests and statuses are in quotes.ts.
import { z } from 'zod';
import { paymentMethodSchema } from './checkout.js';
import { shippingMethodSchema } from './enums.js';
import { forwardingCountryIsoSchema, parcelSchema } from './forwarding-calculator.js';
import { paymentStatusSchema } from './orders.js';
import { dateTimeStringSchema, moneySchema, positiveIdSchema } from './primitives.js';
import { quoteNextActionSchema, quoteOriginSchema, quoteStatusSchema } from './quotes.js';
import { trackingQuoteSchema } from './tracking.js';

/** What a quote costs (rules/shipping-price.ts quoteTotals), EUR. */
export const quoteTotalsSchema = z.object({
  value: moneySchema,
  service_fee: moneySchema,
  shipping: moneySchema,
  delivery_fee: moneySchema,
  total: moneySchema,
});
export type QuoteTotalsView = z.infer<typeof quoteTotalsSchema>;

/** A line's options as stored (an answer: plain fields, no input transforms). */
export const quoteLineOptionsViewSchema = z.object({
  size: z.string().nullable(),
  colour: z.string().nullable(),
  notes: z.string().nullable(),
});

export const quoteLineSchema = z.object({
  id: positiveIdSchema,
  url: z.string(),
  name: z.string(),
  options: quoteLineOptionsViewSchema,
  quantity: z.number().int().min(1),
  unit_price_seen: moneySchema,
  /** The operator's price per unit (null until priced). */
  unit_price: moneySchema.nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** The delivery address the quote keeps (a copy of the fields sent; null on an offer not yet accepted). */
export const quoteAddressSchema = z.object({
  id: z.number().int().nonnegative(),
  first_name: z.string(),
  last_name: z.string(),
  first_address: z.string(),
  city: z.string(),
  zip: z.string(),
  phone_number: z.string(),
  country_id: positiveIdSchema,
});
export type QuoteAddress = z.infer<typeof quoteAddressSchema>;

export const quoteDeliverySchema = z.object({
  local_delivery_type: z.string(),
  parcelshop_id: z.string().nullable(),
});

export const quoteQuestionSchema = z.object({
  id: positiveIdSchema,
  question: z.string(),
  answer: z.string().nullable(),
  asked_at: dateTimeStringSchema,
});
export type QuoteQuestion = z.infer<typeof quoteQuestionSchema>;

export const quoteEventSchema = z.object({ status: quoteStatusSchema, at: dateTimeStringSchema });

export const quotePaymentSchema = z.object({
  id: positiveIdSchema,
  /** 1–3 an outside provider; 4 the balance. */
  payment_processor_id: z.number().int(),
  amount: moneySchema,
  status: paymentStatusSchema,
  created_at: dateTimeStringSchema,
});

/** A quote's page: POST /api/quotes/get, and the answer of request, answer and create-order accept. */
export const quoteDetailSchema = z.object({
  id: positiveIdSchema,
  slug: z.string(),
  /** QU + id. */
  number: z.string(),
  status: quoteStatusSchema,
  origin: quoteOriginSchema,
  lines: z.array(quoteLineSchema),
  shipping_method: shippingMethodSchema,
  address: quoteAddressSchema.nullable(),
  delivery: quoteDeliverySchema.nullable(),
  /** The parcel the operator priced (null when priced by a shipping amount, or not yet). */
  parcel: parcelSchema.nullable(),
  /** Before pricing: the totals from the prices the shopper saw and the estimated parcel (an estimate). */
  estimate: quoteTotalsSchema,
  /** The operator's totals (null until priced). What is paid is exactly `totals.total`. */
  totals: quoteTotalsSchema.nullable(),
  currency: z.string(),
  /** A priced (or offered) quote can be paid (or accepted) until then. */
  expires_at: dateTimeStringSchema.nullable(),
  comment: z.string().nullable(),
  /** The operator's note to the shopper with the price. */
  note: z.string().nullable(),
  questions: z.array(quoteQuestionSchema),
  timeline: z.array(quoteEventSchema),
  payments: z.array(quotePaymentSchema),
  /** The outside providers it can be paid with (id, fee, fee_type); 4, the balance, when it covers the total. */
  payment_methods: z.array(paymentMethodSchema),
  balance_available: moneySchema,
  tracking_number: z.string().nullable(),
  next_action: quoteNextActionSchema,
  can_pay: z.boolean(),
  can_answer: z.boolean(),
  can_recalculate: z.boolean(),
  /** §3 Quote (for tracking): quoteId is qu + id; paymentType the method that paid it ('' until paid). */
  tracking: trackingQuoteSchema,
  /** The site (variant code) it was requested on. */
  site: z.string(),
  created_at: dateTimeStringSchema,
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

/** One quote in My quotes. */
export const quoteSummarySchema = z.object({
  slug: z.string(),
  number: z.string(),
  status: quoteStatusSchema,
  next_action: quoteNextActionSchema,
  total: moneySchema.nullable(),
  currency: z.string(),
  created_at: dateTimeStringSchema,
  expires_at: dateTimeStringSchema.nullable(),
  lines_count: z.number().int().nonnegative(),
  site: z.string(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const myQuotesResponseSchema = z.object({
  items: z.array(quoteSummarySchema),
  total: z.number().int().nonnegative(),
});
export type MyQuotesResponse = z.infer<typeof myQuotesResponseSchema>;

export const quoteRecalculateResponseSchema = z.object({
  /** True when the chosen method (and address) became the quote's. */
  applied: z.boolean(),
  /** The shipping price of each method to the address. */
  options: z.object({ air: moneySchema, sea: moneySchema }),
  /** The totals with the chosen method. */
  totals: quoteTotalsSchema,
});
export type QuoteRecalculateResponse = z.infer<typeof quoteRecalculateResponseSchema>;

export const quotePayResponseSchema = z.object({
  quote_id: positiveIdSchema,
  /** §9: qu + id. */
  transaction_id: z.string(),
  /** True when the balance paid it at once. */
  paid: z.boolean(),
  /** The provider's payment page, or null when paid. */
  redirect_url: z.url({ protocol: /^https?$/ }).nullable(),
});
export type QuotePayResponse = z.infer<typeof quotePayResponseSchema>;

/** A create-order link's offer: what the operator prepared, for review before accepting. */
export const createOrderViewResponseSchema = z.object({
  slug: z.string(),
  lines: z.array(quoteLineSchema),
  totals: quoteTotalsSchema,
  shipping_method: shippingMethodSchema,
  /** The country the shipping was priced to (null: priced as a flat amount). */
  shipping_country: forwardingCountryIsoSchema.nullable(),
  /**
   * The weighed parcel the shipping is priced from (null: a flat amount): the page prices the shopper's method and
   * address with the one shipping rule, as accepting will.
   */
  parcel: parcelSchema.nullable(),
  /** False once expired or cancelled (the page says so). */
  can_accept: z.boolean(),
  comment: z.string().nullable(),
  expires_at: dateTimeStringSchema.nullable(),
});
export type CreateOrderViewResponse = z.infer<typeof createOrderViewResponseSchema>;
