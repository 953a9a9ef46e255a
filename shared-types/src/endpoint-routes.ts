// Where each endpoint of the contract lives and how it is called: method, path, call policy, audience and its
// /docs summary, with no zod. contract.ts adds the request and response schemas to each entry; this half is
// separate so the browser's API client can make its calls without loading a schema (a module is the bundler's
// unit: the schemas would come with any value of their module).
import type { CallPolicyName } from './constants.js';

export type HttpMethod = 'GET' | 'POST';

/** Who serves an endpoint: `both` = the shop-api and the bff (same path and body), `shop` = the bff's own calls. */
export type EndpointAudience = 'both' | 'shop';

export interface EndpointRoute {
  method: HttpMethod;
  /** The full path, with Fastify's `*` for a multi-segment slug (the `*` param). */
  path: string;
  summary: string;
  tag: string;
  /** §9: the bff's time-out and retries towards the shop. */
  policy: CallPolicyName;
  /** §7: the browser's own time-out for the call when it differs from the shop-side one (translations). */
  browserPolicy?: CallPolicyName;
  audience: EndpointAudience;
}

export const ENDPOINT_ROUTES = {
  storeConfig: {
    method: 'POST',
    path: '/api/store-config',
    summary: 'Store configuration of the variant for a language (cached)',
    tag: 'config',
    policy: 'default',
    audience: 'both',
  },
  languages: {
    method: 'GET',
    path: '/api/config/languages',
    summary: 'Languages of the shop (cached)',
    tag: 'config',
    policy: 'default',
    audience: 'both',
  },
  translations: {
    method: 'POST',
    path: '/api/translations/translationMessages',
    summary: 'Translation messages of a language (cached; 15 s on the server side, 60 s in the browser)',
    tag: 'config',
    policy: 'translationsServer',
    browserPolicy: 'translationsClient',
    audience: 'both',
  },
  canViewTranslations: {
    method: 'GET',
    path: '/api/auth/permissions/can-view-translations',
    summary: 'Whether the signed-in user may view translation keys (exactly true, otherwise false)',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  currentUser: {
    method: 'POST',
    path: '/api/auth/getCurrentUser',
    summary: 'The signed-in user, or null (3 retries)',
    tag: 'auth',
    policy: 'currentUser',
    audience: 'both',
  },
  localeChange: {
    method: 'POST',
    path: '/api/locale/change',
    summary: 'Tell the shop the user’s language changed (1 s, 2 retries; errors ignored)',
    tag: 'config',
    policy: 'localeChange',
    audience: 'both',
  },
  utm: {
    method: 'POST',
    path: '/api/utm',
    summary: 'Record the visit’s utm_* parameters (2 s, 3 retries; the answer is not read)',
    tag: 'config',
    policy: 'utm',
    audience: 'both',
  },
  refreshCurrentUser: {
    method: 'POST',
    path: '/api/auth/refreshCurrentUser',
    summary: 'The signed-in user, read afresh (401 when signed out)',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    summary:
      'Sign in: a new session (the previous one is revoked); 401 alike for an unknown e-mail or a wrong password',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  checkClient: {
    method: 'POST',
    path: '/api/auth/register/check-client',
    summary:
      'Whether the e-mail belongs to a client; a client without a password is mailed a link to set one',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    summary:
      'Create an account and sign in (409 naming email when it belongs to a client); sends the welcome mail',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    summary: 'Mail a password reset link (valid 1 h); the same answer whether or not the e-mail is known',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  passwordReset: {
    method: 'POST',
    path: '/api/auth/password-reset',
    summary: 'Set a new password with a reset token (single use); revokes the user’s other sessions',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'Change the signed-in user’s password; revokes their other sessions',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  updateContactInfo: {
    method: 'POST',
    path: '/api/auth/update-contact-info',
    summary:
      'Change the signed-in user’s name and phone (§5 phone rule) at once; a new e-mail needs current_password and is only mailed for confirmation (pending_email); answers the user',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/auth/email-change/confirm',
    summary:
      'Make a requested e-mail change with the token mailed to the new address (single use, 24 h); 409 naming email when another account took it',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  undoEmailChange: {
    method: 'POST',
    path: '/api/auth/email-change/undo',
    summary:
      'Cancel or revert an e-mail change with the token mailed to the previous address (7 days): restores that e-mail and signs the account out everywhere',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: the session is revoked on the shop and its cookie cleared',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  getSubscriptionStatus: {
    method: 'POST',
    path: '/api/auth/get-subscription-status',
    summary: 'Whether the signed-in user (by their e-mail) gets the newsletter, at data.result',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  updateSubscriptionStatus: {
    method: 'POST',
    path: '/api/auth/update-subscription-status',
    summary: 'Subscribe or unsubscribe the signed-in user; answers the new status at data.result',
    tag: 'auth',
    policy: 'default',
    audience: 'both',
  },
  addDeliveryAddress: {
    method: 'POST',
    path: '/api/account/add-delivery-address',
    summary: 'Save a new delivery address (§4: a placeholder id 0 is replaced by the real id answered)',
    tag: 'account',
    policy: 'default',
    audience: 'both',
  },
  updateDeliveryAddress: {
    method: 'POST',
    path: '/api/account/update-delivery-address',
    summary: 'Change one of the signed-in user’s delivery addresses (404 naming id when not theirs)',
    tag: 'account',
    policy: 'default',
    audience: 'both',
  },
  deleteDeliveryAddress: {
    method: 'POST',
    path: '/api/account/delete-delivery-address',
    summary: 'Delete one of the signed-in user’s delivery addresses',
    tag: 'account',
    policy: 'default',
    audience: 'both',
  },
  searchFlags: {
    method: 'POST',
    path: '/api/search/flags',
    summary: 'Flags of a language (cached; §8: a failure answers an empty list)',
    tag: 'catalogue',
    policy: 'default',
    audience: 'both',
  },
  parsedCategories: {
    method: 'POST',
    path: '/api/search/parsed-categories',
    summary: 'Categories holding products that match the search text',
    tag: 'catalogue',
    policy: 'default',
    audience: 'both',
  },
  searchForCategoryItems: {
    method: 'POST',
    path: '/api/search/searchForCategoryItems',
    summary: 'Items of a flag or category (e.g. an offer’s 5 images)',
    tag: 'catalogue',
    policy: 'default',
    audience: 'both',
  },
  categories: {
    method: 'GET',
    path: '/api/catalogue/categories',
    summary: 'Category tree of a language (cached)',
    tag: 'catalogue',
    policy: 'default',
    audience: 'both',
  },
  catalogueFlags: {
    method: 'GET',
    path: '/api/catalogue/flags',
    summary: 'All flags of a language (cached)',
    tag: 'catalogue',
    policy: 'default',
    audience: 'both',
  },
  product: {
    method: 'GET',
    path: '/api/catalogue/products/*',
    summary: 'Product detail (multi-segment slug)',
    tag: 'catalogue',
    policy: 'default',
    audience: 'both',
  },
  marketplaceProduct: {
    method: 'GET',
    path: '/api/catalogue/marketplace-products/*',
    summary: 'Marketplace product detail (multi-segment slug)',
    tag: 'catalogue',
    policy: 'default',
    audience: 'both',
  },
  search: {
    method: 'POST',
    path: '/api/catalogue/search',
    summary: 'Faceted search of products or marketplace offers',
    tag: 'catalogue',
    policy: 'default',
    audience: 'both',
  },
  slugPages: {
    method: 'GET',
    path: '/api/catalogue/slug-pages',
    summary: 'Where each sitemap page of products or offers starts',
    tag: 'catalogue',
    policy: 'default',
    audience: 'shop',
  },
  slugList: {
    method: 'GET',
    path: '/api/catalogue/slugs',
    summary: 'One keyset-paged page of product or offer slugs',
    tag: 'catalogue',
    policy: 'default',
    audience: 'shop',
  },
  contentPage: {
    method: 'GET',
    path: '/api/content/pages/*',
    summary: 'An information page of the site by slug (any depth), its body sanitised HTML (cached)',
    tag: 'content',
    policy: 'default',
    audience: 'both',
  },
  faqTree: {
    method: 'GET',
    path: '/api/content/faq',
    summary: 'The FAQ of the site: topics with their entries, answers sanitised HTML (cached)',
    tag: 'content',
    policy: 'default',
    audience: 'both',
  },
  faqTopic: {
    method: 'GET',
    path: '/api/content/faq/*',
    summary: 'One FAQ topic by slug with its entries (each entry is an anchor of /faq/{slug}) (cached)',
    tag: 'content',
    policy: 'default',
    audience: 'both',
  },
  blogList: {
    method: 'GET',
    path: '/api/content/blog',
    summary: 'One page of the blog, newest first (cached)',
    tag: 'content',
    policy: 'default',
    audience: 'both',
  },
  blogPost: {
    method: 'GET',
    path: '/api/content/blog/*',
    summary: 'One blog post by slug, its body sanitised HTML (cached)',
    tag: 'content',
    policy: 'default',
    audience: 'both',
  },
  contentIndex: {
    method: 'GET',
    path: '/api/content/index',
    summary: 'Every page, FAQ topic and blog post slug of the site in a language (the sitemap; slug checks)',
    tag: 'content',
    policy: 'default',
    audience: 'shop',
  },
  cartFetch: {
    method: 'POST',
    path: '/api/cart/fetch',
    summary:
      'The cart of this session (guest or signed in) in the selected currency, with shipping, expiration and reservation_error (2 retries)',
    tag: 'cart',
    policy: 'cartFetch',
    audience: 'both',
  },
  cartAdd: {
    method: 'POST',
    path: '/api/cart/add',
    summary:
      'Add a product or marketplace offer (raises the quantity of one already there; 422 naming quantity past max_quantity); answers the cart',
    tag: 'cart',
    policy: 'default',
    audience: 'both',
  },
  cartUpdateQuantity: {
    method: 'POST',
    path: '/api/cart/update-quantity',
    summary: 'Set a line’s quantity within 1..max_quantity (422 naming quantity past it); answers the cart',
    tag: 'cart',
    policy: 'default',
    audience: 'both',
  },
  cartRemove: {
    method: 'POST',
    path: '/api/cart/remove',
    summary: 'Remove one line (404 naming item_id when not in this cart); answers the cart',
    tag: 'cart',
    policy: 'default',
    audience: 'both',
  },
  cartClear: {
    method: 'POST',
    path: '/api/cart/clear',
    summary: 'Empty the cart (its reservations end); answers the cart',
    tag: 'cart',
    policy: 'default',
    audience: 'both',
  },
  cartShippingMethod: {
    method: 'POST',
    path: '/api/cart/shipping-method',
    summary: 'Choose air or sea shipping for the cart (air by default); answers the cart',
    tag: 'cart',
    policy: 'default',
    audience: 'both',
  },
  checkoutGenerate: {
    method: 'GET',
    path: '/api/checkout/generate',
    summary: 'A checkout of the current cart: its slug (60 s)',
    tag: 'checkout',
    policy: 'checkoutGenerate',
    audience: 'both',
  },
  checkoutFetch: {
    method: 'POST',
    path: '/api/checkout/fetch/*',
    summary:
      'The checkout data of a step, priced by the shop (§9); the payment step also saves its choices (2 retries)',
    tag: 'checkout',
    policy: 'checkoutFetch',
    audience: 'both',
  },
  checkoutInvalidate: {
    method: 'POST',
    path: '/api/checkout/invalidate/*',
    summary: 'End a checkout the shopper left (2 retries); the cart stays',
    tag: 'checkout',
    policy: 'checkoutInvalidate',
    audience: 'both',
  },
  checkoutRemoveBalance: {
    method: 'POST',
    path: '/api/checkout/remove-balance',
    summary: 'Take the balance off a checkout (once; then it is marked removed)',
    tag: 'checkout',
    policy: 'default',
    audience: 'both',
  },
  checkoutUpdate: {
    method: 'POST',
    path: '/api/checkout/update',
    summary:
      'Save the shipping step’s choices (e-mail, address — a new one has id 0 —, air or sea, courier, pickup point)',
    tag: 'checkout',
    policy: 'default',
    audience: 'both',
  },
  checkoutApplyPromotion: {
    method: 'POST',
    path: '/api/checkout/apply-promotion',
    summary: 'Apply a promotion code (fixed or percentage), or take it off with null',
    tag: 'checkout',
    policy: 'default',
    audience: 'both',
  },
  checkoutPaymentMethod: {
    method: 'POST',
    path: '/api/checkout/payment-method',
    summary: 'Choose the payment: one provider (with the balance when applied), or the balance alone',
    tag: 'checkout',
    policy: 'default',
    audience: 'both',
  },
  checkoutConfirm: {
    method: 'POST',
    path: '/api/checkout/confirm',
    summary:
      'Create the order (once per idempotency key; stock and prices checked again) and answer where to pay it',
    tag: 'checkout',
    policy: 'default',
    audience: 'both',
  },
  orderPayment: {
    method: 'POST',
    path: '/api/payment/order',
    summary:
      'One of the shopper’s orders and its payments (a pending payment is first asked of its provider)',
    tag: 'payment',
    policy: 'default',
    audience: 'both',
  },
  payOrder: {
    method: 'POST',
    path: '/api/payment/pay',
    summary:
      'Pay an unpaid order with an outside provider (once per idempotency key): where to send the shopper',
    tag: 'payment',
    policy: 'default',
    audience: 'both',
  },
  balanceHistory: {
    method: 'POST',
    path: '/api/balance/get-history',
    summary:
      'One page of the signed-in user’s balance history, newest first, and the number of rows (400 naming page)',
    tag: 'balance',
    policy: 'default',
    audience: 'both',
  },
  balanceTopUp: {
    method: 'POST',
    path: '/api/balance/top-up',
    summary:
      'Top the balance up through an outside provider (once per idempotency key): where to send the shopper; credited only on the provider’s signed notification',
    tag: 'balance',
    policy: 'default',
    audience: 'both',
  },
  balanceTopUpStatus: {
    method: 'POST',
    path: '/api/balance/top-up-status',
    summary:
      'Where one of the user’s top-ups stands (the provider is asked first while pending) and the balance',
    tag: 'balance',
    policy: 'default',
    audience: 'both',
  },
  invoice: {
    method: 'POST',
    path: '/api/invoice/get',
    summary:
      'One of the signed-in user’s invoices: lines, amount, due date, status, how it can be paid (404 otherwise)',
    tag: 'invoice',
    policy: 'default',
    audience: 'both',
  },
  payInvoice: {
    method: 'POST',
    path: '/api/invoice/pay',
    summary:
      'Pay an open invoice with an outside provider or, when it covers the whole amount, the balance (once per idempotency key)',
    tag: 'invoice',
    policy: 'default',
    audience: 'both',
  },
  myOrders: {
    method: 'POST',
    path: '/api/my-orders/get-my-orders',
    summary:
      'One page of the signed-in user’s orders (MY_ORDERS_PAGE_SIZE), newest first, by filter (null: all; §6 tp)',
    tag: 'orders',
    policy: 'default',
    audience: 'both',
  },
  orderDetail: {
    method: 'POST',
    path: '/api/my-orders/get',
    summary:
      'One order by number: its lines, §9 amounts, payments, delivery, timeline and tracking number (the owner’s, or with its signed token; else 404)',
    tag: 'orders',
    policy: 'default',
    audience: 'both',
  },
  trackParcel: {
    method: 'POST',
    path: '/api/tracking/get',
    summary:
      'A parcel’s events and expected delivery by tracking number (public) or order number (its owner only); else 404',
    tag: 'orders',
    policy: 'default',
    audience: 'both',
  },
  warehouseAddress: {
    method: 'POST',
    path: '/api/forwarding/warehouse-address',
    summary: 'The signed-in user’s personal address at the forwarding warehouse (their suite code on it)',
    tag: 'forwarding',
    policy: 'default',
    audience: 'both',
  },
  forwardRequestDeclare: {
    method: 'POST',
    path: '/api/forward-requests/declare',
    summary:
      'Declare a parcel on its way to the warehouse: shop, inbound tracking, contents, value (once per idempotency key)',
    tag: 'forwarding',
    policy: 'default',
    audience: 'both',
  },
  myForwardRequests: {
    method: 'POST',
    path: '/api/forward-requests/list',
    summary: 'One page of the signed-in user’s forward requests (10 a page), newest first',
    tag: 'forwarding',
    policy: 'default',
    audience: 'both',
  },
  forwardRequestDetail: {
    method: 'POST',
    path: '/api/forward-requests/get',
    summary:
      'One of the user’s forward requests: parcel, shipping options and totals once arrived, how to pay, timeline (404 otherwise)',
    tag: 'forwarding',
    policy: 'default',
    audience: 'both',
  },
  forwardRequestShipping: {
    method: 'POST',
    path: '/api/forward-requests/shipping',
    summary:
      'Price an arrived request by air and sea to an address (the shared shipping rule plus the local courier), and keep the choice when apply',
    tag: 'forwarding',
    policy: 'default',
    audience: 'both',
  },
  forwardRequestPay: {
    method: 'POST',
    path: '/api/forward-requests/pay',
    summary:
      'Pay an arrived request’s total by an outside provider or, when it covers it, the balance (once per idempotency key)',
    tag: 'forwarding',
    policy: 'default',
    audience: 'both',
  },
  forwardingCalculate: {
    method: 'POST',
    path: '/api/forwarding/calculate',
    summary:
      'The price of shipping a parcel by air and by sea to a destination (the one shipping rule; public, rate-limited)',
    tag: 'calculator',
    policy: 'default',
    audience: 'both',
  },
  quoteRequest: {
    method: 'POST',
    path: '/api/quotes/request',
    summary:
      'Send the order form: product links from any store become a quote request (signed in; once per idempotency key)',
    tag: 'quotes',
    policy: 'default',
    audience: 'both',
  },
  myQuotes: {
    method: 'POST',
    path: '/api/quotes/list',
    summary:
      'One page of the signed-in user’s quotes (QUOTES_PAGE_SIZE), newest first, from all stores or this one',
    tag: 'quotes',
    policy: 'default',
    audience: 'both',
  },
  quoteDetail: {
    method: 'POST',
    path: '/api/quotes/get',
    summary:
      'One of the signed-in user’s quotes: lines, totals, questions, timeline, payments, what to do next (404 otherwise)',
    tag: 'quotes',
    policy: 'default',
    audience: 'both',
  },
  quoteAnswer: {
    method: 'POST',
    path: '/api/quotes/answer',
    summary:
      'Answer the operator’s questions on a quote that needs more information: it goes back to pricing',
    tag: 'quotes',
    policy: 'default',
    audience: 'both',
  },
  quoteRecalculate: {
    method: 'POST',
    path: '/api/quotes/recalculate',
    summary:
      'Re-price a priced quote’s shipping by air and sea to its or another address; with apply, make the choice its own',
    tag: 'quotes',
    policy: 'default',
    audience: 'both',
  },
  quotePay: {
    method: 'POST',
    path: '/api/quotes/pay',
    summary:
      'Pay a priced quote with an outside provider or, when it covers the whole total, the balance (once per idempotency key)',
    tag: 'quotes',
    policy: 'default',
    audience: 'both',
  },
  createOrderView: {
    method: 'POST',
    path: '/api/create-order/get',
    summary:
      'A create-order link’s offer: lines, totals, shipping (anyone with the link, rate-limited; 404 once accepted)',
    tag: 'quotes',
    policy: 'default',
    audience: 'both',
  },
  createOrderAccept: {
    method: 'POST',
    path: '/api/create-order/accept',
    summary: 'Accept a create-order link’s offer with a delivery address: it becomes the user’s priced quote',
    tag: 'quotes',
    policy: 'default',
    audience: 'both',
  },
  reservationModels: {
    method: 'POST',
    path: '/api/reservations/models',
    summary:
      'The phone models this site offers for reservation: price, deposit, expected date, units left (public)',
    tag: 'reservations',
    policy: 'default',
    audience: 'both',
  },
  reservationCreate: {
    method: 'POST',
    path: '/api/reservations/create',
    summary:
      'Reserve a phone model (signed in, or a guest with an e-mail; policy accepted): it awaits its deposit; limited per e-mail and by stock (once per idempotency key)',
    tag: 'reservations',
    policy: 'default',
    audience: 'both',
  },
  reservationDetail: {
    method: 'POST',
    path: '/api/reservations/get',
    summary:
      'One reservation: model, deposit, status, how it can be paid (its signed-in owner, or with its link’s token; else 404)',
    tag: 'reservations',
    policy: 'default',
    audience: 'both',
  },
  reservationPay: {
    method: 'POST',
    path: '/api/reservations/pay',
    summary:
      'Pay a reservation’s deposit with an outside provider or, signed in and when it covers it, the balance (once per idempotency key)',
    tag: 'reservations',
    policy: 'default',
    audience: 'both',
  },
  claimOrder: {
    method: 'POST',
    path: '/api/claims/order',
    summary:
      'The order a warranty claim is about and its items: the signed-in owner’s by number, or a guest’s by number and the order’s e-mail (else 404)',
    tag: 'claims',
    policy: 'default',
    audience: 'both',
  },
  claimCreate: {
    method: 'POST',
    path: '/api/claims/create',
    summary:
      'File a warranty claim with up to 5 photos or one PDF (the browser sends multipart/form-data to the bff, which passes the files on as base64 JSON; once per idempotency key)',
    tag: 'claims',
    policy: 'claimUpload',
    audience: 'shop',
  },
  orderClaims: {
    method: 'POST',
    path: '/api/claims/of-order',
    summary:
      'The warranty claims of an order with their status (its owner’s, or with the order’s signed token; else 404)',
    tag: 'claims',
    policy: 'default',
    audience: 'both',
  },
  proApplication: {
    method: 'POST',
    path: '/api/pro/application',
    summary:
      'The signed-in user’s latest pro application (null: never applied) and whether they are a pro buyer',
    tag: 'pro',
    policy: 'default',
    audience: 'both',
  },
  proApply: {
    method: 'POST',
    path: '/api/pro/apply',
    summary:
      'Apply to become a pro buyer with company details (signed in; 409 while one is pending or once approved)',
    tag: 'pro',
    policy: 'default',
    audience: 'both',
  },
  proCatalogue: {
    method: 'POST',
    path: '/api/pro/catalogue',
    summary:
      'One page of the pro catalogue: list prices (EUR), stock and each product’s volume-tier prices (pro buyers)',
    tag: 'pro',
    policy: 'default',
    audience: 'both',
  },
  proOrderPlace: {
    method: 'POST',
    path: '/api/pro/orders/place',
    summary:
      'Place a pro order of bulk lines at volume-tier prices: an unpaid order awaiting its declaration (once per idempotency key)',
    tag: 'pro',
    policy: 'default',
    audience: 'both',
  },
  proOrders: {
    method: 'POST',
    path: '/api/pro/orders/list',
    summary: 'The pro buyer’s pro orders, newest first, with their declarations',
    tag: 'pro',
    policy: 'default',
    audience: 'both',
  },
  proOrder: {
    method: 'POST',
    path: '/api/pro/orders/get',
    summary: 'One of the pro buyer’s pro orders (404 otherwise)',
    tag: 'pro',
    policy: 'default',
    audience: 'both',
  },
  proOrderDeclare: {
    method: 'POST',
    path: '/api/pro/orders/declare',
    summary: 'Declare the delivery of an unpaid pro order (consignee, company, purpose, customs details)',
    tag: 'pro',
    policy: 'default',
    audience: 'both',
  },
  proOrderPay: {
    method: 'POST',
    path: '/api/pro/orders/pay',
    summary:
      'Pay a declared pro order with an outside provider or, when it covers the whole total, the balance (409 naming declaration before it)',
    tag: 'pro',
    policy: 'default',
    audience: 'both',
  },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointRouteName = keyof typeof ENDPOINT_ROUTES;

/** The request path for an endpoint with its `*` slug filled in (each segment encoded, slashes kept). */
export function endpointPath(route: Pick<EndpointRoute, 'path'>, slug?: string): string {
  if (!route.path.endsWith('*')) return route.path;
  if (slug === undefined) throw new Error(`${route.path} needs a slug`);
  return route.path.slice(0, -1) + slug.split('/').map(encodeURIComponent).join('/');
}
