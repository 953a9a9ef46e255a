// Every business constant of spec §9 (plus the numbers of §2 and §4) in one module, so the bff, the web app and
// the shop-api never disagree on a time-out, a page size or a storage key. Plain values only: no zod, no I/O.
import type { SortType } from './sort-types.js';

// ── Requests (§9, §7) ────────────────────────────────────────────────────────────────────────────────────────

/** Default time-out of every API request. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Base delay between retries (the bff adds full jitter and backs off from it). */
export const RETRY_BASE_DELAY_MS = 100;

export type CallPolicy = { readonly timeoutMs: number; readonly retries: number };

/** Per-call upstream policy straight from §7/§9. `retries` counts extra attempts after the first. */
export const CALL_POLICIES = {
  default: { timeoutMs: REQUEST_TIMEOUT_MS, retries: 0 },
  cartFetch: { timeoutMs: REQUEST_TIMEOUT_MS, retries: 2 },
  checkoutGenerate: { timeoutMs: 60_000, retries: 0 },
  /** #28: a warranty claim's files (up to 5 × 10 MB) checked and re-encoded by the shop: time, and never twice. */
  claimUpload: { timeoutMs: 60_000, retries: 0 },
  checkoutFetch: { timeoutMs: REQUEST_TIMEOUT_MS, retries: 2 },
  checkoutInvalidate: { timeoutMs: REQUEST_TIMEOUT_MS, retries: 2 },
  currentUser: { timeoutMs: REQUEST_TIMEOUT_MS, retries: 3 },
  localeChange: { timeoutMs: 1_000, retries: 2 },
  utm: { timeoutMs: 2_000, retries: 3 },
  translationsServer: { timeoutMs: 15_000, retries: 0 },
  translationsClient: { timeoutMs: REQUEST_TIMEOUT_MS, retries: 0 },
} as const satisfies Record<string, CallPolicy>;
export type CallPolicyName = keyof typeof CALL_POLICIES;

// ── Cart and prices (§9) ─────────────────────────────────────────────────────────────────────────────────────

export const MIN_CART_QUANTITY = 1;
/**
 * How long a cart holds its items (the spec shows `expiration` but not the length). Every change to the cart
 * renews the hold; a fetch renews a lapsed one when every line is still in stock.
 */
export const CART_RESERVATION_MINUTES = 30;
/**
 * The guest cart's key: the bff keeps it in its own signed httpOnly cookie (CART_COOKIE) and sends it to the shop
 * in this header on every call, so the shop can find a guest's cart and merge it into the user's at sign-in.
 */
export const CART_TOKEN_HEADER = 'x-cart-token';
/** Prices are rounded to this many decimals. */
export const PRICE_DECIMALS = 4;
/** Percentage payment fees are rounded to this many decimals. */
export const PERCENTAGE_FEE_DECIMALS = 2;
/** The tracked checkout value is rounded to this many decimals. */
export const TRACKED_VALUE_DECIMALS = 2;
export const DEFAULT_CURRENCY_CODE = 'USD';
export const ANALYTICS_CURRENCY = 'USD';
/** §4: the selected currency defaults to EUR, else the first available one. */
export const DEFAULT_SELECTED_CURRENCY_CODE = 'EUR';
/** §9: quote transaction ids are `qu` plus the id. */
export const QUOTE_TRANSACTION_PREFIX = 'qu';
/** §3: checkout delivery_method index meaning "none". */
export const NO_DELIVERY_METHOD = -1;
/** §4: a newly added checkout address carries this id until the real entry replaces it. */
export const NEW_ADDRESS_PLACEHOLDER_ID = 0;

// ── Listing and display (§2, §3, §9) ─────────────────────────────────────────────────────────────────────────

export const LISTING_FIRST_PAGE_SIZE = 48;
export const LISTING_NEXT_PAGE_SIZE = 24;
/** The search's bounds on one request: at most this many items, starting at most this far in (search schema). */
export const MAX_SEARCH_LIMIT = 100;
export const MAX_SEARCH_OFFSET = 100_000;
/**
 * The most search requests one listing load may make: a reloaded deep `?page=` link shows the pages up to it
 * that fit in this many requests of MAX_SEARCH_LIMIT items (288 items: pages 1–11, or the 12 pages up to a deeper
 * one), never every page from 1, so the work a URL asks for is bounded whatever number it holds.
 */
export const LISTING_LOAD_MAX_REQUESTS = 3;
/**
 * Listing items whose images the first screen shows on a phone (the first row of the two-column grid): the page
 * head preloads them and their <img> asks for them at high priority, where the rest load lazily.
 */
export const LISTING_PRIORITY_IMAGES = 2;
export const OFFER_IMAGES_PER_FLAG = 5;
/** §7 searchForCategoryItems: the fixed body used to fetch an offer's images. */
export const OFFER_IMAGES_QUERY = { categoryId: null, limit: OFFER_IMAGES_PER_FLAG, offset: 0 } as const;
/** §3: the synthetic all-categories / all-offers root has id 0 and a null slug. */
export const ALL_CATEGORIES_ID = 0;
/** The sitemap protocol's cap on URLs in one sitemap file (and on sitemaps in one index). */
export const SITEMAP_MAX_URLS = 50_000;

/** Blog posts per page of the blog list (newest first). */
export const BLOG_PAGE_SIZE = 6;
/** The last blog list page anyone may ask for: a bound on the page number the bff caches by. */
export const BLOG_MAX_PAGE = 500;
export const DEFAULT_SORT: SortType = 'best_sellers';
/** §2's six sort options: the translation key of each one's label (the sort select and the page's first paint). */
export const SORT_LABEL_KEYS: Readonly<Record<SortType, string>> = {
  price_desc: 'catalogue.sort.price_high_low',
  price_asc: 'catalogue.sort.price_low_high',
  best_value: 'catalogue.sort.best_value',
  best_sellers: 'catalogue.sort.best_sellers',
  new_arrivals: 'catalogue.sort.new_arrivals',
  relevance: 'catalogue.sort.relevance',
};
/** §4: the discount-percentage stats facet is fixed to this range. */
export const DISCOUNT_FACET_RANGE = { min: 0, max: 100 } as const;

export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm';
/** §9: balance-history datetimes assume this offset. */
export const BALANCE_HISTORY_UTC_OFFSET = '-05:00';
/** Balance-history rows a page (newest first). */
export const BALANCE_HISTORY_PAGE_SIZE = 20;
/** balance/pay: a top-up is TOP_UP_MIN to TOP_UP_MAX euros, in whole cents. */
export const TOP_UP_MIN = 5;
export const TOP_UP_MAX = 1000;
/** Invoice numbers are this prefix plus the invoice's id (INV12). */
export const INVOICE_NUMBER_PREFIX = 'INV';

/** §4: mobile at or below 1024 px, desktop above 1200 px, an intermediate band between. */
export const VIEWPORT_BREAKPOINTS = { mobileMax: 1024, desktopMin: 1200 } as const;
export const RESIZE_DEBOUNCE_MS = 500;
export const SCREEN_WIDTHS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  '2xl': 1536,
} as const;

export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = 'webp';
export const HERO_IMAGE = { quality: 75, height: 800 } as const;
/** §7: the modifiers the image-resizing endpoint accepts. */
export const IMAGE_MODIFIERS = ['f', 'fit', 'w', 'h', 's', 'q', 'b'] as const;
export type ImageModifier = (typeof IMAGE_MODIFIERS)[number];

export const MODAL_Z_INDEX = 1050;
export const LOADING_BAR = {
  heightPx: 3,
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;
export const PAGE_RELOAD_GUARD_MS = 10_000;
export const PREFETCH_WAIT_MS = 1_000;
export const ROUTE_RESOLVE_DELAY_MS = 100;

// ── Storage keys, cookies, lifetimes (§9, §4, §6) ────────────────────────────────────────────────────────────

export const STORAGE_KEYS = {
  currencyId: 'mm_currency_id',
  sessionToken: 'session_token',
  /** Quote tracking: delivery set. */
  quTrackSetDelivery: 'qu_track_10',
  /** Quote tracking: payment set. */
  quTrackSetPayment: 'qu_track_20',
  /** Quote tracking: pay clicked. */
  quTrackClickPay: 'qu_track_40',
  /** Quote tracking: payment succeeded. */
  quTrackPaymentSuccess: 'qu_track_50',
  canCheckTranslations: 'can_check_translations',
  canViewTranslations: 'can_view_translations',
} as const;
export const CURRENCY_COOKIE = STORAGE_KEYS.currencyId;
export const SESSION_COOKIE = STORAGE_KEYS.sessionToken;
/** The bff's signed httpOnly cookie holding the guest cart token (not a §9 key: the spec keeps the cart server-side). */
export const CART_COOKIE = 'cart_token';
/**
 * The order form's draft in the browser's localStorage (#27; not a §9 key): the lines a shopper typed survive a
 * reload and the sign-in the summary asks for. Removed once the quote is requested.
 */
export const ORDER_FORM_DRAFT_KEY = 'order_form_draft';

export const DURATIONS_S = {
  tenSeconds: 10,
  thirtySeconds: 30,
  minute: 60,
  fiveMinutes: 300,
  tenMinutes: 600,
  thirtyMinutes: 1_800,
  hour: 3_600,
  day: 86_400,
  week: 604_800,
  /** 30 days. */
  month: 2_592_000,
  /** 365 days. */
  year: 31_536_000,
} as const;

export const UTM_COOKIE_MAX_AGE_S = 90 * DURATIONS_S.day;
export const TRANSLATION_VIEW_COOKIE_MAX_AGE_S = DURATIONS_S.day;
/** §6: when the permission answer is not exactly true, the stored flag is set to this. */
export const TRANSLATION_VIEW_COOKIE_DEFAULT = '0';
/** §9: the permission cookie "in one place" lives one hour. */
export const TRANSLATION_PERMISSION_COOKIE_MAX_AGE_S = DURATIONS_S.hour;
/** §7: can-view-translations refresh debounce and its maximum wait. */
export const TRANSLATION_PERMISSION_DEBOUNCE_MS = 1_000;
export const TRANSLATION_PERMISSION_MAX_WAIT_MS = 2_000;

/**
 * The header the web client sends on every bff call. The bff's CSRF check refuses state-changing calls without
 * it: a cross-site form cannot set a custom header, and a cross-site fetch that sets one needs a CORS preflight
 * the bff never grants.
 */
export const CLIENT_HEADER = { name: 'x-requested-with', value: 'storefront' } as const;

// ── Query keys (§2) ──────────────────────────────────────────────────────────────────────────────────────────

export const KNOWN_QUERY_KEYS = [
  'f.manufacturer',
  'productVariant',
  'componentHint',
  'f.discount_percentage',
  'redirect',
  'queryKey',
  'searchText',
  's',
  'az',
] as const;
export type KnownQueryKey = (typeof KNOWN_QUERY_KEYS)[number];
/** §3: filter keys are prefixed `f.`; the category filter and the flag filter have fixed keys. */
export const FILTER_PREFIX = 'f.';
export const CATEGORY_FILTER_KEY = 'f.category_id';
export const FLAG_FILTER_KEY = 'flag_ids';
/** §3: additional-field facets are keyed `additional_field_{id}`. */
export const ADDITIONAL_FIELD_PREFIX = 'additional_field_';
/**
 * How many values one terms filter may select (manufacturers, categories, additional-field values). The search
 * schema rejects more and the listing URL parser keeps only this many, so a shared link never shows an error.
 */
export const MAX_FILTER_VALUES = 100;
/** The flag filter's own bound (`flag_ids` in the search request and in listing URLs, `f.flag_ids` in items). */
export const MAX_FLAG_FILTER_IDS = 50;
/**
 * How many filters one search may combine (each is a condition of the shop's query): the five fixed ones and
 * up to fifteen additional fields. The listing URL parser keeps the first ones, the search schema refuses more.
 */
export const MAX_FILTERS = 20;
/**
 * The largest id or count the contract accepts: PostgreSQL's `integer` (2^31 − 1), the type of every id column in
 * the shop's database. A bigger number is refused at the edge as a 400 naming the field, never sent to the shop,
 * whose query would fail on it.
 */
export const DB_INT_MAX = 2_147_483_647;
/** §2: facet fields of the marketplace listing. */
export const FACET_FIELDS = [
  'manufacturer',
  'current_price',
  'discount_percentage',
  'category_id',
  'category_ids',
] as const;
/** §2: query keys whose presence marks a page noindex. */
export const NOINDEX_QUERY_KEYS = ['f.manufacturer', 'az', 's'] as const;
/** §2: route names that are always noindex. */
export const NOINDEX_ROUTE_NAMES = ['create-order'] as const;
/** §2: the unpaid-orders alert's Pay button goes to my orders with this query. */
export const UNPAID_ORDERS_FOCUS_QUERY = { focus_order_table: 'true' } as const;

export const UTM_PARAMS = ['utm_campaign', 'utm_medium', 'utm_source'] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];
/** Upper bound on one UTM value; longer values are junk or abuse, not a campaign name. */
export const UTM_VALUE_MAX_LENGTH = 200;

/** §6: in this variant the orders filter is not sent (type_for_filter is null). */
export const ORDERS_FILTER_DISABLED_VARIANT = 'tp';
/** My orders shows this many orders a page (#26). */
export const MY_ORDERS_PAGE_SIZE = 10;
/** Order numbers are OR + the order's id (#26; QU + id is the spec's number of a quote). */
export const ORDER_NUMBER_PREFIX = 'OR';
/**
 * The host the shopper is on, sent by the bff with its shop calls: the shop builds return and mail links on it
 * when it is one of the site's hosts (never blindly), else on the site's default host.
 */
export const STOREFRONT_HOST_HEADER = 'x-storefront-host';

// ── Error reporting (§8, §9) ─────────────────────────────────────────────────────────────────────────────────

export const SENTRY_RATES = {
  sampleRate: 0.5,
  tracesSampleRate: 0.2,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/**
 * §8: messages that mean a new deployment replaced the chunks this page was built with (Chrome, Firefox and
 * Safari wordings). They trigger the deployment-update notice instead of the error screen.
 */
export const DEPLOYMENT_UPDATE_ERROR_PATTERNS: readonly RegExp[] = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /failed to load module script/i,
  /unable to preload css/i,
];

/** §8: error reporting ignores the deployment-update errors plus some browser-specific noise. */
export const SENTRY_IGNORE_ERRORS: readonly (string | RegExp)[] = [
  ...DEPLOYMENT_UPDATE_ERROR_PATTERNS,
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/,
  /Non-Error promise rejection captured/,
  /^Script error\.?$/,
];

// ── Tracking events (§9) ─────────────────────────────────────────────────────────────────────────────────────

export const TRACKING_EVENTS = [
  'QuoteRequestSuccess',
  'PageView',
  'ButtPay',
  'MarketplaceViewContent',
  'MarketplaceAddToCart',
  'MarketplaceInitiateCheckout',
  'MarketplaceAddPaymentInfo',
  'MarketplacePurchase',
  'marketplace_payment_success',
  'quote_payment_success',
  'marketplace_payment_declined',
  'quote_payment_declined',
  'QuotePaymentPageView',
  'QuotePaymentPageAddedDeliveryInfo',
  'QuotePaymentPageAddedPaymentInfo',
  'QuotePaymentPagePayButtonClick',
] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];

export const DATA_LAYER_EVENTS = [
  'viewList',
  'viewItem',
  'addToCart',
  'viewBasket',
  'trackTransaction',
] as const;
export type DataLayerEvent = (typeof DATA_LAYER_EVENTS)[number];

export const MARKETING_EVENTS = ['Viewed Product', 'Added to Cart', 'Started Checkout'] as const;
export type MarketingEvent = (typeof MARKETING_EVENTS)[number];

// ── Forwarding: shipping a parcel from the warehouse (#27; the spec names air and sea, these figures are ours) ──

/** The destination countries, by the shop's country id (the checkout's delivery countries), with their ISO code. */
export const FORWARDING_COUNTRIES = [
  { id: 1, iso: 'LT' },
  { id: 2, iso: 'LV' },
  { id: 3, iso: 'EE' },
  { id: 4, iso: 'PL' },
  { id: 5, iso: 'NL' },
  { id: 6, iso: 'AE' },
  { id: 7, iso: 'GB' },
  { id: 8, iso: 'US' },
] as const;
export type ForwardingCountryIso = (typeof FORWARDING_COUNTRIES)[number]['iso'];

/** Price per chargeable kg, the least a parcel costs, the volumetric divisor (cm³ per kg) and the transit time. */
export const SHIPPING_RATES = {
  air: { per_kg: 9.5, minimum: 12, volumetric_divisor: 5000, transit_days: { min: 5, max: 8 } },
  sea: { per_kg: 3.2, minimum: 25, volumetric_divisor: 6000, transit_days: { min: 35, max: 50 } },
} as const;

/** What the rate is multiplied by for each destination (the warehouse ships from the US east coast via the EU). */
export const SHIPPING_ZONE_FACTORS: Readonly<Record<ForwardingCountryIso, number>> = {
  LT: 1,
  LV: 1,
  EE: 1,
  PL: 1.1,
  NL: 1.2,
  GB: 1.3,
  AE: 1.5,
  US: 1.6,
};

/** The chargeable weight is rounded up to the next step (kg). */
export const CHARGEABLE_WEIGHT_STEP_KG = 0.5;

/** Parcel bounds a shopper or operator may give (kg, cm). */
export const PARCEL_LIMITS = { max_weight_kg: 300, max_side_cm: 300 } as const;

/** Until the warehouse weighs the goods, each unit counts as this parcel (an estimate, said as one on the page). */
export const ESTIMATE_PARCEL_PER_UNIT = { weight_kg: 1, length_cm: 30, width_cm: 20, height_cm: 10 } as const;

/** The forwarding service fee: a share of the goods' value with a floor (the operator may override it). */
export const SERVICE_FEE_RATE = 0.08;
export const SERVICE_FEE_MINIMUM = 3;

// ── Forward requests, "ship my parcel" (#27; fwd-design.md) ──────────────────────────────────────────────────

/** A suite code: SF + the account id padded to SUITE_CODE_DIGITS digits. */
export const SUITE_CODE_PREFIX = 'SF';
export const SUITE_CODE_DIGITS = 6;
/** The warehouse every shopper's parcels are sent to; line2 carries the shopper's suite (`{suite}`). */
export const FORWARDING_WAREHOUSE = {
  company: 'Storefront Forwarding',
  line1: '500 Terminal Avenue',
  line2: 'Unit {suite}',
  city: 'New Castle',
  state: 'DE',
  zip: '19720',
  country: 'US',
  phone: '+1 302 555 0100',
} as const;

// ── Quotes: "buy it for me" (#27; the bounds are ours: what a shopper's order form and the shop agree on) ──────

/** My quotes shows this many quotes a page. */
export const QUOTES_PAGE_SIZE = 10;
/** Quote numbers are QU + the quote's id (§3 balance rows); forward requests FR + id. */
export const QUOTE_NUMBER_PREFIX = 'QU';
export const FORWARD_REQUEST_NUMBER_PREFIX = 'FR';

/**
 * Length caps of the free text a shopper or operator gives a quote or a forward request (characters, after trimming).
 * Stored and shown as text, never as HTML; links are never fetched by the server.
 */
export const FORWARDING_TEXT_LIMITS = {
  url: 2000,
  name: 200,
  option: 100,
  notes: 500,
  comment: 1000,
  contents: 500,
  answer: 1000,
  question: 500,
  /** A forward request's inbound tracking number (the shop's carrier's). */
  inbound_tracking: 60,
} as const;

/** How many lines a quote has, how many of one item a line asks for, and what a unit may cost (EUR). */
export const QUOTE_LINE_LIMITS = {
  lines_min: 1,
  lines_max: 20,
  quantity_min: 1,
  quantity_max: 99,
  unit_price_min: 0.01,
  unit_price_max: 100_000,
} as const;

/** At most this many questions are asked (or answered) at once. */
export const QUOTE_QUESTIONS_MAX = 10;

/** A priced quote can be paid for this many days (the operator may choose within the bounds). */
export const QUOTE_EXPIRY_DAYS = { default: 7, min: 1, max: 30 } as const;

/**
 * Phone-model reservations (#28): a reservation awaiting its deposit lapses after this many minutes (the expiry
 * sweep frees its unit), and one e-mail may hold at most this many open reservations of one model.
 */
export const RESERVATION_PAYMENT_WINDOW_MIN = 30;
export const RESERVATIONS_PER_CUSTOMER_PER_MODEL = 2;

/**
 * Warranty claims (#28): what a claim may carry. Counted and sized by content (the bytes received), never by a
 * file's name or declared type: at most 5 files (photos, or one PDF), each at most 10 MB, the whole multipart
 * request capped a little above 5 × 10 MB for the form fields. An image whose header declares more than
 * `pixels_max` pixels is refused before it is decoded (a decompression bomb).
 */
export const CLAIM_UPLOAD_LIMITS = {
  files_max: 5,
  file_bytes_max: 10 * 1024 * 1024,
  request_bytes_max: 5 * 10 * 1024 * 1024 + 256 * 1024,
  pixels_max: 40_000_000,
  description_min: 10,
  description_max: 4000,
  items_max: 20,
} as const;

/** A claim's number as shoppers see it: CL + its id. */
export const CLAIM_NUMBER_PREFIX = 'CL';

/**
 * Pro buyers' volume tiers (#28): the price a pro buyer pays per unit falls with the quantity of one product in one
 * pro order. 1–9 units: the list price; 10–49: 5 % off; 50 and more: 10 % off. Highest `min` first is not needed:
 * rules/pro-price.ts picks the tier with the largest `min` not above the quantity.
 */
export const PRO_VOLUME_TIERS: ReadonlyArray<{ min: number; discount_percent: number }> = [
  { min: 1, discount_percent: 0 },
  { min: 10, discount_percent: 5 },
  { min: 50, discount_percent: 10 },
];

/** A pro order's bounds (#28): lines per order and units per line (bulk, but not unbounded). */
export const PRO_ORDER_LIMITS = { lines: 20, quantity: 999 } as const;

/** Text bounds of a pro application and a delivery declaration (#28); the migration repeats them. */
export const PRO_TEXT_LIMITS = { short: 100, long: 300, purpose: 500, customs: 1000 } as const;

/** Pro catalogue page size (#28). */
export const PRO_CATALOGUE_PAGE_SIZE = 24;
