// Quotes, "buy it for me" (#27): a shopper sends links from any online store, the operator prices them, the
// shopper pays, the shop buys and forwards. This file: the statuses, the shopper's requests and the refusals.
// The answers (a quote's page, My quotes, a create-order link) are in quote-views.ts.
import { z } from 'zod';
import { ACCOUNT_MESSAGES, addressInputSchema, requiredText } from './account.js';
import {
  DB_INT_MAX,
  FORWARDING_COUNTRIES,
  FORWARDING_TEXT_LIMITS,
  QUOTE_LINE_LIMITS,
  QUOTE_QUESTIONS_MAX,
} from './constants.js';
import { shippingMethodSchema } from './enums.js';
import { FORM_MESSAGES } from './form-messages.js';
import { idempotencyKeySchema, idSchema, positiveIdSchema } from './primitives.js';
import { hasControlCharacter } from './rules/control-characters.js';
import { isProductUrl } from './rules/product-url.js';
import { hasAtMostCents } from './rules/rounding.js';

/** The refusals of the quote calls (translation keys; the quotes seed file has their texts). */
export const QUOTE_MESSAGES = {
  /** No such quote, or not this user's (404 naming `slug`). */
  notFound: 'quotes.errors.not_found',
  /** The move is not allowed from the quote's status (409 naming `status`). */
  status: 'quotes.errors.status',
  /** The quote's time to pay has passed (409 naming `status`). */
  expired: 'quotes.errors.expired',
  /** A provider payment is pending with another method, or while recalculating (409 naming `payment_method_id`). */
  paymentPending: 'quotes.errors.payment_pending',
  /** The balance does not cover the whole total (409 naming `payment_method_id`). */
  balanceInsufficient: 'quotes.errors.balance_insufficient',
  /** An answer to a question the quote does not have open (400 naming `answers`). */
  questionUnknown: 'quotes.errors.question_unknown',
  /** A delivery country forwarding does not ship to (400 naming address.country_id). */
  countryUnsupported: 'quotes.errors.country_unsupported',
  /** A local courier not offered in the address's country (400 naming delivery.local_delivery_type). */
  deliveryInvalid: 'quotes.errors.delivery_invalid',
} as const;

/**
 * Where a quote stands. requested → priced | needs_info | cancelled; needs_info → requested | cancelled; offered
 * (a create-order link) → priced | cancelled | expired; priced → paid | cancelled | expired | priced; paid →
 * purchased → at_warehouse → shipped → delivered. The shop holds the one transition table.
 */
export const QUOTE_STATUSES = [
  'requested',
  'needs_info',
  'offered',
  'priced',
  'paid',
  'purchased',
  'at_warehouse',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
] as const;
export const quoteStatusSchema = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof quoteStatusSchema>;

/** What the shopper is to do next: pay (priced), answer (needs_info), accept (offered), wait, track (shipped). */
export const QUOTE_NEXT_ACTIONS = ['pay', 'answer', 'accept', 'wait', 'track', 'none'] as const;
export const quoteNextActionSchema = z.enum(QUOTE_NEXT_ACTIONS);
export type QuoteNextAction = z.infer<typeof quoteNextActionSchema>;

/** How a quote began: the shopper's order form, or an operator's create-order link. */
export const QUOTE_ORIGINS = ['request', 'offer'] as const;
export const quoteOriginSchema = z.enum(QUOTE_ORIGINS);

/** My quotes: from every site of the account (the quotes-all-stores route) or only the site asked on. */
export const QUOTE_SCOPES = ['all_stores', 'this_store'] as const;
export const quoteScopeSchema = z.enum(QUOTE_SCOPES);

/** A quote's slug (random, URL-safe; the seed's are readable, e.g. demo-quote-priced-01). */
export const quoteSlugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, - and _');

/** Text a person may write over several lines (notes, a comment, an answer): no control character but newlines. */
export function multilineText(max: number) {
  return z
    .string()
    .trim()
    .max(max, ACCOUNT_MESSAGES.tooLong)
    .refine((value) => !hasControlCharacter(value.replace(/\r?\n/g, '')), ACCOUNT_MESSAGES.invalidCharacters);
}

/** Optional one-line text: trimmed, capped, no control characters; empty means not given (null). */
function optionalLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, ACCOUNT_MESSAGES.tooLong)
    .refine((value) => !hasControlCharacter(value), ACCOUNT_MESSAGES.invalidCharacters)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);
}

/** A product link: http(s) only, capped, with the spec's url message ("Please include a valid url (e.g.: …)"). */
export const productUrlSchema = z
  .string({ error: FORM_MESSAGES.url.key })
  .trim()
  .min(1, ACCOUNT_MESSAGES.required)
  .max(FORWARDING_TEXT_LIMITS.url, ACCOUNT_MESSAGES.tooLong)
  .refine(isProductUrl, FORM_MESSAGES.url.key);

export const quoteQuantitySchema = z
  .number()
  .int()
  .min(QUOTE_LINE_LIMITS.quantity_min)
  .max(QUOTE_LINE_LIMITS.quantity_max);

/** A unit price in euros, in cents, within the bounds. */
export const quoteUnitPriceSchema = z
  .number()
  .min(QUOTE_LINE_LIMITS.unit_price_min)
  .max(QUOTE_LINE_LIMITS.unit_price_max)
  .refine(hasAtMostCents, 'At most two decimals');

export const quoteLineOptionsSchema = z.object({
  size: optionalLine(FORWARDING_TEXT_LIMITS.option),
  colour: optionalLine(FORWARDING_TEXT_LIMITS.option),
  notes: multilineText(FORWARDING_TEXT_LIMITS.notes)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type QuoteLineOptions = z.infer<typeof quoteLineOptionsSchema>;

/** One line of the order form: a link, what it is, which variant, how many, the price the shopper saw. */
export const quoteLineInputSchema = z.object({
  url: productUrlSchema,
  name: requiredText(FORWARDING_TEXT_LIMITS.name),
  options: quoteLineOptionsSchema
    .optional()
    .transform((value) => value ?? { size: null, colour: null, notes: null }),
  quantity: quoteQuantitySchema,
  unit_price_seen: quoteUnitPriceSchema,
});
export type QuoteLineInput = z.input<typeof quoteLineInputSchema>;

const FORWARDING_COUNTRY_IDS: readonly number[] = FORWARDING_COUNTRIES.map((country) => country.id);

/**
 * The delivery address of a quote: the checkout's address shape (id 0 for one typed in, else the id of one of the
 * user's saved addresses, kept for reference only: the quote keeps a copy of the fields sent), in a country
 * forwarding ships to (400 naming address.country_id otherwise).
 */
export const quoteAddressInputSchema = addressInputSchema.extend({
  id: idSchema.default(0),
  country_id: positiveIdSchema.refine(
    (id) => FORWARDING_COUNTRY_IDS.includes(id),
    QUOTE_MESSAGES.countryUnsupported,
  ),
});
export type QuoteAddressInput = z.input<typeof quoteAddressInputSchema>;

/** The local courier that brings the parcel to the door or a pickup point (its fee is the quote's delivery fee). */
export const quoteDeliveryInputSchema = z.object({
  local_delivery_type: z.string().trim().min(1).max(50),
  parcelshop_id: z.string().trim().min(1).max(100).nullable().optional(),
});
export type QuoteDeliveryInput = z.infer<typeof quoteDeliveryInputSchema>;

/** POST /api/quotes/request: send the order form (signed in; once per idempotency key) → the quote's page data. */
export const quoteRequestSchema = z.object({
  lines: z.array(quoteLineInputSchema).min(QUOTE_LINE_LIMITS.lines_min).max(QUOTE_LINE_LIMITS.lines_max),
  shipping_method: shippingMethodSchema.default('air'),
  address: quoteAddressInputSchema,
  delivery: quoteDeliveryInputSchema.nullable().optional(),
  comment: multilineText(FORWARDING_TEXT_LIMITS.comment).nullable().optional(),
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

/** POST /api/quotes/list: one page of My quotes (QUOTES_PAGE_SIZE), newest first. */
export const myQuotesRequestSchema = z.object({
  page: z.number().int().min(1).max(DB_INT_MAX),
  scope: quoteScopeSchema.default('all_stores'),
});
export type MyQuotesRequest = z.input<typeof myQuotesRequestSchema>;

/** POST /api/quotes/get: one of the user's quotes (another's is the same 404 as a missing one). */
export const quoteDetailRequestSchema = z.object({ slug: quoteSlugSchema });
export type QuoteDetailRequest = z.infer<typeof quoteDetailRequestSchema>;

/** POST /api/quotes/answer: the answers to the operator's questions; the quote goes back to requested. */
export const quoteAnswerRequestSchema = z.object({
  slug: quoteSlugSchema,
  answers: z
    .array(
      z.object({
        question_id: positiveIdSchema,
        answer: multilineText(FORWARDING_TEXT_LIMITS.answer).min(1, ACCOUNT_MESSAGES.required),
      }),
    )
    .min(1)
    .max(QUOTE_QUESTIONS_MAX),
});
export type QuoteAnswerRequest = z.infer<typeof quoteAnswerRequestSchema>;

/**
 * POST /api/quotes/recalculate: the shipping of a priced quote by air and sea to the address given (or its own);
 * with apply, the chosen method (and address) become the quote's and its totals change (409 while a provider
 * payment is pending).
 */
export const quoteRecalculateRequestSchema = z.object({
  slug: quoteSlugSchema,
  shipping_method: shippingMethodSchema,
  address: quoteAddressInputSchema.optional(),
  apply: z.boolean(),
});
export type QuoteRecalculateRequest = z.input<typeof quoteRecalculateRequestSchema>;

/**
 * POST /api/quotes/pay: an outside provider (1–3; the shopper is sent to `redirect_url`) or 4, the balance, when it
 * covers the whole total. Once per idempotency key; the same provider again resumes its pending payment.
 */
export const quotePayRequestSchema = z.object({
  slug: quoteSlugSchema,
  payment_method_id: z.number().int().min(1).max(4),
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type QuotePayRequest = z.infer<typeof quotePayRequestSchema>;

/** POST /api/create-order/get: a create-order link's offer (anyone with the link; rate-limited in the bff). */
export const createOrderViewRequestSchema = z.object({ slug: quoteSlugSchema });
export type CreateOrderViewRequest = z.infer<typeof createOrderViewRequestSchema>;

/** POST /api/create-order/accept: the signed-in shopper takes the offer: it becomes their priced quote. */
export const createOrderAcceptRequestSchema = z.object({
  slug: quoteSlugSchema,
  address: quoteAddressInputSchema,
  shipping_method: shippingMethodSchema.optional(),
  delivery: quoteDeliveryInputSchema.nullable().optional(),
});
export type CreateOrderAcceptRequest = z.input<typeof createOrderAcceptRequestSchema>;
