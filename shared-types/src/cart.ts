// §3 cart state and §7 "Cart" calls.
import { z } from 'zod';
import { currencySchema } from './config.js';
import { DB_INT_MAX, MIN_CART_QUANTITY } from './constants.js';
import { listingKindSchema, shippingMethodSchema } from './enums.js';
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
 * show them) and are what the cart screen and the §3 tracking product need. `price` is one unit in the cart's
 * currency; `max_quantity` is what this cart may hold of it now: the product's own limit, lowered to what is in
 * stock and not reserved by other carts (0 when nothing is left).
 */
export const cartItemSchema = z.object({
  /** The cart line id. */
  id: positiveIdSchema,
  product_id: positiveIdSchema,
  /** A catalogue product (p) or a marketplace offer (o): which page it links to and which events it sends. */
  kind: listingKindSchema,
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  manufacturer: z.string().nullable(),
  category: z.string().nullable(),
  price: moneySchema,
  quantity: z.number().int().min(1),
  max_quantity: z.number().int().nonnegative(),
  /** The line holds more than is left for this cart (it ran out while the reservation lapsed). */
  out_of_stock: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** §3 cart delivery (shape not shown; ours): the destination country and its local delivery fee. */
export const cartDeliverySchema = z.object({
  country_id: idSchema.nullable(),
  delivery_fee: moneySchema,
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;

/** The reservation_error values (§3 does not show them): translation keys the cart screen shows as they are. */
export const CART_RESERVATION_ERRORS = {
  /** At least one line holds more than is left (its `out_of_stock` is true). */
  outOfStock: 'cart.reservation_error.out_of_stock',
} as const;

/** The messages of the cart calls' refusals (translation keys, like the account ones). */
export const CART_MESSAGES = {
  /** A quantity above the line's max_quantity (422 naming `quantity`). */
  quantityTooHigh: 'cart.errors.quantity_too_high',
  /** Adding a product none of which is left (422 naming `product_id`). */
  outOfStock: 'cart.errors.out_of_stock',
  /** No such product (404 naming `product_id`). */
  productNotFound: 'cart.errors.product_not_found',
  /** No such line in this cart (404 naming `item_id`). */
  itemNotFound: 'cart.errors.item_not_found',
  /** A change without a session or a guest cart token (401; the bff always sends one). */
  noCartIdentity: 'cart.errors.no_cart_identity',
} as const;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  delivery: cartDeliverySchema.nullable(),
  /** Amounts of each method and their discounts, in the cart's currency; null while the cart is empty. */
  shipping: cartShippingSchema.nullable(),
  /** §3: air or sea, air by default; kept with the cart so checkout starts from the shopper's choice. */
  shipping_method: shippingMethodSchema,
  /** The currency every amount of the cart is in: the one the request selected (§4 default otherwise). */
  currency: currencySchema,
  /** When the reservation of the items ends; null when nothing is reserved. */
  expiration: dateTimeStringSchema.nullable(),
  /** A CART_RESERVATION_ERRORS key when some item ran out, else null. */
  reservation_error: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * Every cart call names the language of the item names (§7 `language_id`) and may name the selected currency
 * (§4 `mm_currency_id`); a currency the site does not offer falls back to §4's default.
 */
const cartContext = {
  language_id: positiveIdSchema,
  currency_id: positiveIdSchema.optional(),
};
const quantitySchema = z.number().int().min(MIN_CART_QUANTITY).max(DB_INT_MAX);

// ── POST /api/cart/fetch ─────────────────────────────────────────────────────────────────────────────────────

export const cartFetchRequestSchema = z.object(cartContext);
export type CartFetchRequest = z.infer<typeof cartFetchRequestSchema>;

/** §7: a status flag and the cart (null when the fetch failed: "a failure with no cart"). */
export const cartFetchResponseSchema = z.object({ status: z.boolean(), cart: cartSchema.nullable() });
export type CartFetchResponse = z.infer<typeof cartFetchResponseSchema>;

// ── Cart changes (not in §7, whose list stops at fetch; paths and bodies are ours) ───────────────────────────
// POST /api/cart/add, /api/cart/update-quantity, /api/cart/remove, /api/cart/clear, /api/cart/shipping-method —
// each answers the cart the same way cart/fetch does, so the client replaces its state in one step.

/** Adds a product or a marketplace offer; adding one already in the cart raises that line's quantity. */
export const cartAddRequestSchema = z.object({
  product_id: positiveIdSchema,
  quantity: quantitySchema,
  ...cartContext,
});
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;

export const cartUpdateQuantityRequestSchema = z.object({
  item_id: positiveIdSchema,
  quantity: quantitySchema,
  ...cartContext,
});
export type CartUpdateQuantityRequest = z.infer<typeof cartUpdateQuantityRequestSchema>;

export const cartRemoveRequestSchema = z.object({ item_id: positiveIdSchema, ...cartContext });
export type CartRemoveRequest = z.infer<typeof cartRemoveRequestSchema>;

export const cartClearRequestSchema = z.object(cartContext);
export type CartClearRequest = z.infer<typeof cartClearRequestSchema>;

export const cartShippingMethodRequestSchema = z.object({
  shipping_method: shippingMethodSchema,
  ...cartContext,
});
export type CartShippingMethodRequest = z.infer<typeof cartShippingMethodRequestSchema>;

// ── Client state (§3, §4) ────────────────────────────────────────────────────────────────────────────────────

export const cartStateSchema = z.object({
  items: z.array(cartItemSchema),
  delivery: cartDeliverySchema.nullable(),
  shipping: cartShippingSchema.nullable(),
  has_error: z.boolean(),
  loaded: z.boolean(),
  shipping_method: shippingMethodSchema,
  /** Values not shown by the spec; a CART_RESERVATION_ERRORS key from the server, null when none. */
  reservation_error: z.string().nullable(),
  expiration: dateTimeStringSchema.nullable(),
  /** The currency of the amounts (the cart answer's); null before the first fetch. */
  currency: currencySchema.nullable(),
});
export type CartState = z.infer<typeof cartStateSchema>;
