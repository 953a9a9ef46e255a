// Enumerations of spec §1–§3 as plain values, with no zod: a module is the bundler's unit, so values that share
// a module with schemas would bring zod into every browser chunk that only needs a value. enums.ts builds the
// schemas from these; the type of each shares the value's name so callers never hand-write the union.
import type { SortType } from './sort-types.js';
/** §1: the regional and white-label variants, chosen by the host the visitor arrives on. */
export const VARIANT_CODES = ['lt', 'lv', 'ee', 'pj', 'tp', 'wl', 'nl', 'ae'] as const;
export type VariantCode = (typeof VARIANT_CODES)[number];

/** §1: supported languages (values in languages.ts). */
export const DEFAULT_LOCALE = 'lt-LT';

/**
 * §1: themes are default, alt and one per partner variant. `alt2` is named by the §2 title rule; `partner` is
 * the theme every partner (white-label) variant uses, its look coming from the brand's assets.
 */
export const THEMES = ['default', 'alt', 'alt2', 'partner'] as const;
export type Theme = (typeof THEMES)[number];

/** §1: the six white-label brands; brand 1 is the asset fallback. */
export const BRAND_IDS = [1, 2, 3, 4, 5, 6] as const;
export const FALLBACK_BRAND = 1;

/** §3 Payment provider. */
export const PaymentProvider = { CARD: 1, WALLET: 2, REGIONAL: 3, BALANCE: 4, INVALID: -1 } as const;
export type PaymentProvider = (typeof PaymentProvider)[keyof typeof PaymentProvider];

/** §3 Transaction related-type (what a balance transaction belongs to). */
export const TransactionRelType = {
  QUOTE: 0,
  FORWARD_REQUEST: 1,
  MANUAL_TOP_UP: 2,
  BALANCE_TOP_UP: 3,
  MISC_INVOICE: 4,
} as const;
export type TransactionRelType = (typeof TransactionRelType)[keyof typeof TransactionRelType];

/** §3 Transaction type of a manual top-up by an admin. */
export const ManualTopUpType = { ADDITION: 1, DEDUCTION: 2 } as const;
export type ManualTopUpType = (typeof ManualTopUpType)[keyof typeof ManualTopUpType];

/** §3 Discount type (promotions). */
export const DiscountType = { FIXED: 0, PERCENTAGE: 1 } as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];

/** §3 Checkout step numbers. Confirm and success share 5 as the spec says; the route decides which. */
export const CheckoutStep = { SHIPPING: 3, PAYMENT: 4, CONFIRM: 5, SUCCESS: 5 } as const;
export type CheckoutStep = (typeof CheckoutStep)[keyof typeof CheckoutStep];

/** §4: the checkout steps by name, in order. */
export const CHECKOUT_STEP_NAMES = ['shipping', 'payment', 'confirm', 'success'] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEP_NAMES)[number];

/** §3 Flag type: '1' is a flag (exclusive offer), '2' is an offer. Strings, as the server sends them. */
export const FlagType = { FLAG: '1', OFFER: '2' } as const;
export type FlagType = (typeof FlagType)[keyof typeof FlagType];

/** §1/§3: shipping is by air or by sea; air is the default. */
export const SHIPPING_METHODS = ['air', 'sea'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'air';

/** §3 payment method fee type. */
export const FEE_TYPES = ['percentage', 'fixed'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** §2: product layout toggle; GRID is the default. */
export const PRODUCT_LAYOUTS = ['GRID', 'LIST'] as const;
export type ProductLayout = (typeof PRODUCT_LAYOUTS)[number];
export const DEFAULT_PRODUCT_LAYOUT: ProductLayout = 'GRID';

/** §3 listing kinds: products (p) and offers (o). */
export const ListingKind = { PRODUCTS: 'p', OFFERS: 'o' } as const;
export type ListingKind = (typeof ListingKind)[keyof typeof ListingKind];

/** §3 listing content type. */
export const LISTING_CONTENT_TYPES = ['products', 'offers'] as const;
export type ListingContentType = (typeof LISTING_CONTENT_TYPES)[number];

/** §2 sort fields of the search index. */
export const SORT_FIELDS = [
  'current_price',
  'discount_percentage',
  'paid_amount',
  'arrived_at',
  'relevance',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * §2 maps each sort option to its field. Best value is the biggest discount, best sellers the most paid,
 * new arrivals the latest arrival; relevance has no direction of its own (the engine's score, highest first).
 */
export const SORT_TYPE_FIELDS = {
  price_desc: { field: 'current_price', direction: 'desc' },
  price_asc: { field: 'current_price', direction: 'asc' },
  // discount_percentage is stored as the fraction still paid (see discountFractionsToPercent), so the biggest
  // discount is the smallest stored value.
  best_value: { field: 'discount_percentage', direction: 'asc' },
  best_sellers: { field: 'paid_amount', direction: 'desc' },
  new_arrivals: { field: 'arrived_at', direction: 'desc' },
  relevance: { field: 'relevance', direction: 'desc' },
} as const satisfies Record<SortType, { field: SortField; direction: SortDirection }>;

/** §3 orders list filter; the default is all_orders. Other values are the server's and not shown. */
export const DEFAULT_ORDERS_FILTER = 'all_orders';
/** The My orders filters (#26; the spec names only all_orders): each is a set of ORDER_STATUSES (see orders.ts). */
export const ORDERS_FILTERS = [
  DEFAULT_ORDERS_FILTER,
  'unpaid',
  'in_progress',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrdersFilter = (typeof ORDERS_FILTERS)[number];
/**
 * An order's life (#26): unpaid until paid or expired (ORDER_PAYMENT_WINDOW_MIN), then processing, shipped,
 * delivered; cancelled by an operator. The moves allowed are the shop's (services/orders/order-transitions.ts).
 */
export const ORDER_STATUSES = [
  'unpaid',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** §2 the modal set. */
export const MODAL_NAMES = [
  'login',
  'register',
  'forgot-password',
  'cart',
  'new-address',
  'edit-address',
  'size-chart',
  'recalculate',
  'additional-info-success',
  'shipping-select',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];
