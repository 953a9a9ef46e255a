// §3 checkout state and checkout data, and the §7 "Checkout" calls.
import { z } from 'zod';
import { addressInputSchema, addressSchema } from './account.js';
import { NO_DELIVERY_METHOD } from './constants.js';
import {
  CheckoutStep,
  checkoutStepSchema,
  discountTypeSchema,
  feeTypeSchema,
  shippingMethodSchema,
} from './enums.js';
import { idSchema, moneySchema, positiveIdSchema, statusResponseSchema } from './primitives.js';

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
});
export type Promotion = z.infer<typeof promotionSchema>;

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
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

// ── GET /api/checkout/generate ───────────────────────────────────────────────────────────────────────────────

export const checkoutGenerateResponseSchema = z.object({ status: z.boolean(), slug: checkoutSlugSchema });
export type CheckoutGenerateResponse = z.infer<typeof checkoutGenerateResponseSchema>;

// ── POST /api/checkout/fetch/{slug} ──────────────────────────────────────────────────────────────────────────

export const checkoutSlugParamsSchema = z.object({ slug: checkoutSlugSchema });
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
