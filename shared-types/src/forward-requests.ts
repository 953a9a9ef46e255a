// Forward requests, "ship my parcel" (#27): the shopper has a parcel sent to their suite at our US warehouse,
// declares it, and once the warehouse weighs it chooses air or sea and pays the forwarding (FR + id, a balance
// row of rel_type 1). Paths and bodies are ours (fwd-design.md); every call is the signed-in user's own.
import { z } from 'zod';
import { addressInputSchema, addressSchema, requiredText } from './account.js';
import { paymentMethodSchema } from './checkout.js';
import { FORWARDING_TEXT_LIMITS } from './constants.js';
import { FORM_MESSAGES } from './form-messages.js';
import { parcelSchema, shippingOptionsSchema } from './forwarding-calculator.js';
import {
  dateTimeStringSchema,
  idempotencyKeySchema,
  idSchema,
  moneySchema,
  positiveIdSchema,
} from './primitives.js';

export const FORWARD_REQUEST_STATUSES = [
  'declared',
  'arrived',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const forwardRequestStatusSchema = z.enum(FORWARD_REQUEST_STATUSES);
export type ForwardRequestStatus = z.infer<typeof forwardRequestStatusSchema>;

/** The forwarding methods of the shipping rule (rules/shipping-price.ts). */
export const forwardShippingMethodSchema = z.enum(['air', 'sea']);

/** A request's page slug: random for a new one, readable for the seeded demo ones. */
export const forwardRequestSlugSchema = z
  .string()
  .min(4)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid slug');

/** What a forward request costs: the forwarding, the local courier at the destination, their sum (EUR). */
export const forwardTotalsSchema = z.object({
  shipping: moneySchema,
  delivery_fee: moneySchema,
  total: moneySchema,
});
export type ForwardTotals = z.infer<typeof forwardTotalsSchema>;

// ── POST /api/forwarding/warehouse-address ────────────────────────────────────────────────────────────────────

export const warehouseAddressResponseSchema = z.object({
  /** SF + the account id padded to 6 digits: what tells the warehouse whose parcel it is. */
  suite_code: z.string(),
  recipient: z.string(),
  company: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type WarehouseAddress = z.infer<typeof warehouseAddressResponseSchema>;

// ── POST /api/forward-requests/declare ────────────────────────────────────────────────────────────────────────

/** A tracking number of other characters than letters, digits, spaces and - (translation key). */
const FORWARD_TRACKING_MESSAGE = 'forwarding.errors.inbound_tracking';
/** A declared value out of 0.01–100,000 € (translation key). */
const FORWARD_VALUE_MESSAGE = 'forwarding.errors.declared_value';

export const forwardRequestDeclareRequestSchema = z.object({
  // What the shopper types: trimmed, length-capped, no control characters (messages are translation keys);
  // stored and shown as text, never as HTML.
  shop_name: requiredText(FORWARDING_TEXT_LIMITS.name),
  /** The shop's tracking number of the parcel on its way to the warehouse. */
  inbound_tracking: requiredText(FORWARDING_TEXT_LIMITS.inbound_tracking).regex(
    /^[A-Za-z0-9 -]+$/,
    FORWARD_TRACKING_MESSAGE,
  ),
  contents: requiredText(FORWARDING_TEXT_LIMITS.contents),
  /** EUR, for customs. */
  declared_value: z
    .number({
      // Left empty (the form's number field reads NaN, an API caller sends nothing) is a missing value, not a
      // wrong one.
      error: (issue) =>
        issue.input === undefined || Number.isNaN(issue.input)
          ? FORM_MESSAGES.required.key
          : FORM_MESSAGES.number.key,
    })
    .min(0.01, FORWARD_VALUE_MESSAGE)
    .max(100_000, FORWARD_VALUE_MESSAGE),
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type ForwardRequestDeclareRequest = z.infer<typeof forwardRequestDeclareRequestSchema>;

// ── POST /api/forward-requests/get: the detail ────────────────────────────────────────────────────────────────

export const forwardRequestDetailRequestSchema = z.object({ slug: forwardRequestSlugSchema });

export const forwardRequestDetailSchema = z.object({
  id: positiveIdSchema,
  slug: z.string(),
  /** FR + id. */
  number: z.string(),
  status: forwardRequestStatusSchema,
  shop_name: z.string(),
  inbound_tracking: z.string(),
  contents: z.string(),
  declared_value: moneySchema,
  currency: z.string(),
  /** What the warehouse measured (null until arrived). */
  parcel: parcelSchema.extend({ photo_notes: z.string().nullable() }).nullable(),
  shipping_method: forwardShippingMethodSchema.nullable(),
  address: addressSchema.nullable(),
  /** Air and sea prices for the parcel to the chosen address's country (null until arrived and an address). */
  shipping_options: shippingOptionsSchema.nullable(),
  totals: forwardTotalsSchema.nullable(),
  can_choose_shipping: z.boolean(),
  can_pay: z.boolean(),
  /**
   * The provider of a payment still open there (the shopper left its page without paying), or null. Paying with
   * the same provider continues it; another method is refused until it is finished or cancelled there.
   */
  open_payment_method_id: z.number().int().nullable(),
  payment_methods: z.array(paymentMethodSchema),
  /** The user's balance (EUR): paying with it (method 4) is offered when it covers the whole total. */
  balance_available: moneySchema,
  warehouse_address: warehouseAddressResponseSchema,
  timeline: z.array(z.object({ status: forwardRequestStatusSchema, at: dateTimeStringSchema })),
  tracking_number: z.string().nullable(),
  created_at: dateTimeStringSchema,
  paid_at: dateTimeStringSchema.nullable(),
});
export type ForwardRequestDetail = z.infer<typeof forwardRequestDetailSchema>;

// ── POST /api/forward-requests/list ───────────────────────────────────────────────────────────────────────────

export const FORWARD_REQUESTS_PAGE_SIZE = 10;
export const myForwardRequestsRequestSchema = z.object({ page: z.number().int().min(1).max(10_000) });
export const forwardRequestSummarySchema = z.object({
  slug: z.string(),
  number: z.string(),
  status: forwardRequestStatusSchema,
  shop_name: z.string(),
  inbound_tracking: z.string(),
  declared_value: moneySchema,
  total: moneySchema.nullable(),
  currency: z.string(),
  created_at: dateTimeStringSchema,
  /** What the shopper does next: choose shipping and pay once arrived, follow the parcel once shipped. */
  next_action: z.enum(['pay', 'track', 'wait', 'none']),
});
export type ForwardRequestSummary = z.infer<typeof forwardRequestSummarySchema>;
export const myForwardRequestsResponseSchema = z.object({
  items: z.array(forwardRequestSummarySchema),
  total: z.number().int().nonnegative(),
});

// ── POST /api/forward-requests/shipping: air or sea, and where to ─────────────────────────────────────────────

export const forwardRequestShippingRequestSchema = z.object({
  slug: forwardRequestSlugSchema,
  shipping_method: forwardShippingMethodSchema,
  /** The checkout's address shape: a saved one (its id) or a new one (id 0), to one of the forwarding countries. */
  address: addressInputSchema.extend({ id: idSchema }),
  /** False: only price it (the modal's preview); true: keep the choice on the request. */
  apply: z.boolean(),
});
export type ForwardRequestShippingRequest = z.infer<typeof forwardRequestShippingRequestSchema>;
export const forwardRequestShippingResponseSchema = z.object({
  applied: z.boolean(),
  options: shippingOptionsSchema,
  totals: forwardTotalsSchema,
});

// ── POST /api/forward-requests/pay ────────────────────────────────────────────────────────────────────────────

export const forwardRequestPayRequestSchema = z.object({
  slug: forwardRequestSlugSchema,
  payment_method_id: z.number().int().min(1).max(4),
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type ForwardRequestPayRequest = z.infer<typeof forwardRequestPayRequestSchema>;
export const forwardRequestPayResponseSchema = z.object({
  forward_request_id: positiveIdSchema,
  paid: z.boolean(),
  redirect_url: z.url({ protocol: /^https?$/ }).nullable(),
});
export type ForwardRequestPayResponse = z.infer<typeof forwardRequestPayResponseSchema>;

/** The refusals of the forward-request calls (translation keys). */
export const FORWARD_REQUEST_MESSAGES = {
  /** No such request, or not this user's (404 naming `slug`). */
  notFound: 'forwarding.errors.not_found',
  /** Not a move its status allows (409 naming `status`). */
  statusNotAllowed: 'forwarding.errors.status_not_allowed',
  /** Paying before air/sea and an address were chosen (409 naming `shipping_method`). */
  shippingNotChosen: 'forwarding.errors.shipping_not_chosen',
  /** A country forwarding does not ship to (400 naming `address.country_id`). */
  countryNotServed: 'forwarding.errors.country_not_served',
  /** Another provider while one payment is still open (409 naming `payment_method_id`). */
  paymentPending: 'forwarding.errors.payment_pending',
  /** Changing shipping while a provider payment is open (409 naming `status`). */
  changeWhilePaying: 'forwarding.errors.change_while_paying',
  /** Paying by the balance when it does not cover the whole total (409 naming `payment_method_id`). */
  balanceInsufficient: 'forwarding.errors.balance_insufficient',
} as const;
