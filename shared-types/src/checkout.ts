// §3 checkout state and checkout data, and the §7 "Checkout" calls.
import { z } from 'zod';
import { addressInputSchema, addressSchema, emailSchema } from './account.js';
import { NO_DELIVERY_METHOD } from './constants.js';
import {
  CheckoutStep,
  checkoutStepSchema,
  discountTypeSchema,
  feeTypeSchema,
  shippingMethodSchema,
} from './enums.js';
import {
  idempotencyKeySchema,
  idSchema,
  moneySchema,
  positiveIdSchema,
  statusResponseSchema,
  withoutNul,
} from './primitives.js';

/** A checkout slug as the server generates it: URL-safe, so it can sit in /checkout/{slug}. */
export const checkoutSlugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, - and _');

// ── Checkout data from the server (§3) ───────────────────────────────────────────────────────────────────────

export const checkoutProductSchema = z.object({
  currentPrice: moneySchema,
  quantity: z.number().int().min(1),
  /** Not in §3's read list; ours, for the confirm screen and tracking. */
  id: positiveIdSchema.optional(),
  name: z.string().optional(),
  sku: z.string().optional(),
  image: z.string().nullable().optional(),
});
export type CheckoutProduct = z.infer<typeof checkoutProductSchema>;

/** A map of shipping method to amount; a method not offered is absent. */
export const shippingMethodPricesSchema = z.partialRecord(shippingMethodSchema, moneySchema);
export type ShippingMethodPrices = z.infer<typeof shippingMethodPricesSchema>;

export const pickupPointSchema = z.object({
  parcelshop_id: z.string(),
  /** Ours: what a shopper needs to pick a point. */
  name: z.string().optional(),
  address: z.string().optional(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const localDeliveryCourierSchema = z.object({
  local_delivery_type: z.string(),
  delivery_fee: moneySchema,
  has_pickup_points: z.boolean(),
  pickup_points: z.array(pickupPointSchema),
});
export type LocalDeliveryCourier = z.infer<typeof localDeliveryCourierSchema>;

export const paymentMethodSchema = z.object({
  id: z.number().int(),
  fee: moneySchema,
  fee_type: feeTypeSchema,
  /** Ours: the label shown for the method. */
  name: z.string().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const checkoutPaymentSchema = z.object({
  payment_processor_id: z.number().int(),
  type: z.number().int(),
  amount: moneySchema,
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

export const promotionSchema = z.object({
  discount_amount: moneySchema,
  promotion_type: discountTypeSchema,
  /** Ours: the code the shopper entered. */
  code: z.string().optional(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** The terms of the §9 final price, each rounded as §9 says. */
export const checkoutTotalsSchema = z.object({
  subtotal: moneySchema,
  shipping: moneySchema,
  local_delivery: moneySchema,
  shipping_discount: moneySchema,
  promo_discount: moneySchema,
  balance: moneySchema,
  payment_fee: moneySchema,
  final: moneySchema,
});
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;

export const checkoutDataSchema = z.object({
  status: z.boolean(),
  products: z.array(checkoutProductSchema),
  shipping_fee: moneySchema,
  shipping_methods: shippingMethodPricesSchema,
  shipping_discounts: shippingMethodPricesSchema,
  tier_based_shipping_discount: moneySchema.nullable(),
  selected_shipping_method: shippingMethodSchema.nullable(),
  delivery_fee: moneySchema,
  local_delivery: moneySchema,
  local_delivery_couriers: z.array(localDeliveryCourierSchema),
  courier_info: z.object({ parcelshop_id: z.string().nullable() }).nullable(),
  payment_methods: z.array(paymentMethodSchema),
  payments: z.array(checkoutPaymentSchema),
  email: z.string().nullable(),
  client_addresses: z.array(addressSchema),
  promotion: promotionSchema.nullable(),
  order_id: positiveIdSchema.nullable(),
  // ── Ours (the spec's read list stops above): what the steps show and send back ──
  slug: checkoutSlugSchema.optional(),
  /** The currency every amount above is in, and the order will be charged in. */
  currency: z.object({ id: positiveIdSchema, iso_code: z.string() }).optional(),
  /** The chosen index into local_delivery_couriers; -1 (NO_DELIVERY_METHOD) when none. */
  delivery_method: z.number().int().min(NO_DELIVERY_METHOD).optional(),
  /** The chosen delivery address (a guest's lives on the checkout; id 0 until saved for a signed-in user). */
  address: addressSchema.nullable().optional(),
  is_guest: z.boolean().optional(),
  /** The balance applied to this checkout (in its currency); null for a guest, no balance or removed. */
  balance: z.object({ id: idSchema, amount: moneySchema }).nullable().optional(),
  /** §4: the balance was removed from this checkout (it can be, once). */
  balance_removed: z.boolean().optional(),
  /** The chosen payment method id (PaymentProvider), null until one is chosen. */
  selected_payment_method: z.number().int().nullable().optional(),
  /** Each term of the §9 formula as the shop computed it, and the final price. */
  totals: checkoutTotalsSchema.optional(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

// ── GET /api/checkout/generate ───────────────────────────────────────────────────────────────────────────────

export const checkoutGenerateResponseSchema = z.object({ status: z.boolean(), slug: checkoutSlugSchema });
export type CheckoutGenerateResponse = z.infer<typeof checkoutGenerateResponseSchema>;

// ── POST /api/checkout/fetch/{slug} ──────────────────────────────────────────────────────────────────────────

/** The slug in the path (`/api/checkout/fetch/{slug}`), as the contract's `*` parameter. */
export const checkoutSlugParamsSchema = z.object({ '*': checkoutSlugSchema });
export type CheckoutSlugParams = z.infer<typeof checkoutSlugParamsSchema>;

const PAYMENT_STEP_FIELDS = ['shipping', 'delivery', 'address', 'country', 'email'] as const;

/**
 * §7: slug, step, language_id; the payment step also sends shipping (method), delivery (the delivery_method
 * index, -1 for none), address, country (id) and email. Those five are required exactly when step is 4.
 */
export const checkoutFetchRequestSchema = z
  .object({
    slug: checkoutSlugSchema,
    step: checkoutStepSchema,
    language_id: positiveIdSchema,
    shipping: shippingMethodSchema.optional(),
    delivery: z.number().int().min(NO_DELIVERY_METHOD).optional(),
    address: addressInputSchema.extend({ id: idSchema }).optional(),
    country: positiveIdSchema.optional(),
    email: z.email().optional(),
    /** Ours: the chosen pickup point when the courier has pickup points. */
    parcel_shop: z.string().min(1).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.step !== CheckoutStep.PAYMENT) return;
    for (const field of PAYMENT_STEP_FIELDS) {
      if (body[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'Required for the payment step' });
      }
    }
  });
export type CheckoutFetchRequest = z.infer<typeof checkoutFetchRequestSchema>;

export const checkoutFetchResponseSchema = checkoutDataSchema;
export type CheckoutFetchResponse = CheckoutData;

// ── POST /api/checkout/invalidate/{slug}, POST /api/checkout/remove-balance ──────────────────────────────────

export const checkoutInvalidateRequestSchema = z.object({
  slug: checkoutSlugSchema,
  language_id: positiveIdSchema,
});
export type CheckoutInvalidateRequest = z.infer<typeof checkoutInvalidateRequestSchema>;
export const checkoutInvalidateResponseSchema = statusResponseSchema;

export const checkoutRemoveBalanceRequestSchema = z.object({ slug: checkoutSlugSchema });
export type CheckoutRemoveBalanceRequest = z.infer<typeof checkoutRemoveBalanceRequestSchema>;
export const checkoutRemoveBalanceResponseSchema = statusResponseSchema;

// ── The step calls §7 does not list (paths and bodies ours); each answers the checkout data afresh ──────────

/**
 * POST /api/checkout/update: the shipping step's choices, saved as they are made. A signed-in user's new address
 * (id 0, §4) is saved to their addresses and comes back with its real id; a guest's stays on the checkout.
 */
export const checkoutUpdateRequestSchema = z.object({
  slug: checkoutSlugSchema,
  language_id: positiveIdSchema,
  email: emailSchema.optional(),
  address: addressInputSchema.extend({ id: idSchema }).optional(),
  shipping: shippingMethodSchema.optional(),
  delivery: z.number().int().min(NO_DELIVERY_METHOD).max(100).optional(),
  parcel_shop: withoutNul(z.string().min(1).max(100)).nullable().optional(),
});
export type CheckoutUpdateRequest = z.infer<typeof checkoutUpdateRequestSchema>;

/** POST /api/checkout/apply-promotion: a code (case-insensitive), or null to take the promotion off. */
export const checkoutPromotionRequestSchema = z.object({
  slug: checkoutSlugSchema,
  language_id: positiveIdSchema,
  code: withoutNul(z.string().trim().min(1).max(64)).nullable(),
});
export type CheckoutPromotionRequest = z.infer<typeof checkoutPromotionRequestSchema>;

/**
 * POST /api/checkout/payment-method: one outside provider (1 card, 2 wallet, 3 regional) — paid together with
 * the balance when some is applied — or 4, the balance alone (only when it covers the whole price).
 */
export const checkoutPaymentMethodRequestSchema = z.object({
  slug: checkoutSlugSchema,
  language_id: positiveIdSchema,
  payment_method_id: z.number().int().min(1).max(4),
});
export type CheckoutPaymentMethodRequest = z.infer<typeof checkoutPaymentMethodRequestSchema>;

/**
 * POST /api/checkout/confirm: stock and prices are checked again, the order is created (once per idempotency
 * key), the balance part is taken and the provider's payment is opened.
 */
export const checkoutConfirmRequestSchema = z.object({
  slug: checkoutSlugSchema,
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type CheckoutConfirmRequest = z.infer<typeof checkoutConfirmRequestSchema>;

/**
 * Where to send the shopper after confirm or pay: `redirect_url` is the provider's payment page (another
 * origin), or null when nothing is left to pay (the balance paid it all: go to the success step).
 */
export const paymentRedirectResponseSchema = z.object({
  status: z.boolean(),
  order_id: positiveIdSchema,
  paid: z.boolean(),
  redirect_url: z.url({ protocol: /^https?$/ }).nullable(),
});
export type PaymentRedirectResponse = z.infer<typeof paymentRedirectResponseSchema>;

// ── Client state (§3, §4) ────────────────────────────────────────────────────────────────────────────────────

export const checkoutStateSchema = z.object({
  data: checkoutDataSchema.nullable(),
  step: checkoutStepSchema,
  slug: checkoutSlugSchema.nullable(),
  shipping_method: shippingMethodSchema,
  /** §4: the balance can be removed once; then this is true. */
  balanceRemoved: z.boolean(),
  /** An index into the delivery options; -1 (NO_DELIVERY_METHOD) means none. */
  delivery_method: z.number().int().min(NO_DELIVERY_METHOD),
  parcel_shop: z.string().nullable(),
  is_guest: z.boolean(),
  email: z.string().nullable(),
  /** §3 "a card payment token field". */
  card_token: z.string().nullable(),
  address: addressSchema.nullable(),
  promotion: promotionSchema.nullable(),
  balance: z.object({ id: idSchema, amount: moneySchema }).nullable(),
  payment: z
    .object({ id: z.number().int(), index: z.number().int().nonnegative(), type: z.number().int() })
    .nullable(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** The messages of the checkout and payment calls' refusals (translation keys, like the account ones). */
export const CHECKOUT_MESSAGES = {
  /** No such checkout, or not this shopper's (404 naming `slug`). */
  notFound: 'checkout.errors.not_found',
  /** The checkout was invalidated or already became an order (409 naming `slug`). */
  closed: 'checkout.errors.closed',
  /** Generate with an empty cart (409). */
  emptyCart: 'checkout.errors.empty_cart',
  /** The body's slug differs from the path's (404 naming `slug`: the pair names no checkout). */
  slugMismatch: 'checkout.errors.slug_mismatch',
  /** An unknown, inactive or expired promotion code (400 naming `code`). */
  promotionInvalid: 'checkout.errors.promotion_invalid',
  /** The subtotal is below the code's minimum (400 naming `code`). */
  promotionMinimum: 'checkout.errors.promotion_minimum',
  /**
   * The code has been used as often as it allows, in all or by this customer (400 naming `code` when applied; 409
   * naming `code` at confirm, where it is counted again). One message for both limits: which one was reached would
   * tell whether an e-mail typed in has used the code.
   */
  promotionUsedUp: 'checkout.errors.promotion_used_up',
  /** A delivery index past the couriers offered (400 naming `delivery`). */
  deliveryInvalid: 'checkout.errors.delivery_invalid',
  /** A pickup point not of the chosen courier, or none when the courier needs one (400 naming `parcel_shop`). */
  pickupPointInvalid: 'checkout.errors.pickup_point_invalid',
  /** An address id that is not one of the user's (400 naming `address.id`). */
  addressInvalid: 'checkout.errors.address_invalid',
  /** Balance alone chosen while it does not cover the price, or with no balance (400 naming `payment_method_id`). */
  balanceInsufficient: 'checkout.errors.balance_insufficient',
  /** An unknown or inactive payment method (400 naming `payment_method_id`). */
  paymentMethodInvalid: 'checkout.errors.payment_method_invalid',
  /** The balance was already removed (409). */
  balanceAlreadyRemoved: 'checkout.errors.balance_already_removed',
  /** Confirm before e-mail, address or payment method are chosen (400 naming the missing one). */
  incomplete: 'checkout.errors.incomplete',
  /** A product sold out since it was put in the cart (409 naming `products.N`). */
  outOfStock: 'checkout.errors.out_of_stock',
  /** A price changed since the shopper saw it (409 naming `products.N`; fetch again to see it). */
  priceChanged: 'checkout.errors.price_changed',
  /** The same idempotency key with another request (409 naming `idempotency_key`). */
  idempotencyMismatch: 'checkout.errors.idempotency_key_reused',
  /** No such order, or not this shopper's (404 naming `order_id`). */
  orderNotFound: 'payment.errors.order_not_found',
  /** The order is paid or cancelled already (409 naming `order_id`). */
  orderNotPayable: 'payment.errors.order_not_payable',
  /** The provider could not be reached to open the payment (503, retryable). */
  providerUnavailable: 'payment.errors.provider_unavailable',
} as const;
