// §3 cart state and §7 "Cart" calls.
import { z } from 'zod';
import { DEFAULT_SHIPPING_METHOD, shippingMethodSchema } from './enums.js';
import { dateTimeStringSchema, idSchema, moneySchema, positiveIdSchema } from './primitives.js';

/** An amount per shipping method (air, sea); a method the route does not offer is absent. */
export const shippingAmountsSchema = z.object({ air: moneySchema.optional(), sea: moneySchema.optional() });
export type ShippingAmounts = z.infer<typeof shippingAmountsSchema>;

/** §3 cart shipping: the amount and the discount of each method. */
export const cartShippingSchema = z.object({
  shipping_methods: shippingAmountsSchema,
  shipping_discounts: shippingAmountsSchema,
});
export type CartShipping = z.infer<typeof cartShippingSchema>;

/**
 * §3 cart item. The spec reads quantity, price and max_quantity; the other fields are ours (the spec does not
 * show them) and are what the cart screen and the §3 tracking product need.
 */
export const cartItemSchema = z.object({
  /** The cart line id. */
  id: positiveIdSchema,
  product_id: positiveIdSchema,
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  manufacturer: z.string().nullable(),
  category: z.string().nullable(),
  price: moneySchema,
  quantity: z.number().int().min(1),
  max_quantity: z.number().int().nonnegative(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** §3 cart delivery (shape not shown; ours): the destination country and its local delivery fee. */
export const cartDeliverySchema = z.object({
  country_id: idSchema.nullable(),
  delivery_fee: moneySchema,
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  delivery: cartDeliverySchema.nullable(),
  shipping: cartShippingSchema.nullable(),
  /** When the reservation of the items ends; null when nothing is reserved. */
  expiration: dateTimeStringSchema.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

// ── POST /api/cart/fetch ─────────────────────────────────────────────────────────────────────────────────────

export const cartFetchRequestSchema = z.object({ language_id: positiveIdSchema });
export type CartFetchRequest = z.infer<typeof cartFetchRequestSchema>;

/** §7: a status flag and the cart (null when the fetch failed: "a failure with no cart"). */
export const cartFetchResponseSchema = z.object({ status: z.boolean(), cart: cartSchema.nullable() });
export type CartFetchResponse = z.infer<typeof cartFetchResponseSchema>;

// ── Cart changes (not in §7, whose list stops at fetch; paths and bodies are ours) ───────────────────────────
// POST /api/cart/add, /api/cart/update-quantity, /api/cart/remove, /api/cart/clear — each answers the cart
// the same way cart/fetch does, so the client replaces its state in one step.

export const cartAddRequestSchema = z.object({
  product_id: positiveIdSchema,
  quantity: z.number().int().min(1),
  language_id: positiveIdSchema,
});
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;

export const cartUpdateQuantityRequestSchema = z.object({
  item_id: positiveIdSchema,
  quantity: z.number().int().min(1),
  language_id: positiveIdSchema,
});
export type CartUpdateQuantityRequest = z.infer<typeof cartUpdateQuantityRequestSchema>;

export const cartRemoveRequestSchema = z.object({ item_id: positiveIdSchema, language_id: positiveIdSchema });
export type CartRemoveRequest = z.infer<typeof cartRemoveRequestSchema>;

export const cartClearRequestSchema = z.object({ language_id: positiveIdSchema });
export type CartClearRequest = z.infer<typeof cartClearRequestSchema>;

// ── Client state (§3, §4) ────────────────────────────────────────────────────────────────────────────────────

export const cartStateSchema = z.object({
  items: z.array(cartItemSchema),
  delivery: cartDeliverySchema.nullable(),
  shipping: cartShippingSchema.nullable(),
  has_error: z.boolean(),
  loaded: z.boolean(),
  shipping_method: shippingMethodSchema,
  /** Values not shown by the spec; a message or code from the server, null when none. */
  reservation_error: z.string().nullable(),
  expiration: dateTimeStringSchema.nullable(),
});
export type CartState = z.infer<typeof cartStateSchema>;

/** §4: the cart starts empty and not loaded; invalidating it returns here. A fresh object each call. */
export const initialCartState = (): CartState => ({
  items: [],
  delivery: null,
  shipping: null,
  has_error: false,
  loaded: false,
  shipping_method: DEFAULT_SHIPPING_METHOD,
  reservation_error: null,
  expiration: null,
});
