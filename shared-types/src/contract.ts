// The endpoint contract: every call the storefront makes, once. Each entry names its method, path, request and
// response schemas and its call policy (spec §7, §9). The shop-api registers its routes from this table, the bff
// registers its /api routes and makes its upstream calls from it, the web client is typed from it and /docs is
// generated from it, so none of them can drift from the others.
import { z } from 'zod';
import {
  accountStatusResponseSchema,
  addDeliveryAddressRequestSchema,
  changePasswordRequestSchema,
  checkClientRequestSchema,
  checkClientResponseSchema,
  currentUserResponseSchema,
  deleteDeliveryAddressRequestSchema,
  deleteDeliveryAddressResponseSchema,
  deliveryAddressResponseSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  passwordResetRequestSchema,
  refreshCurrentUserResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  requestPasswordResetRequestSchema,
  subscriptionStatusRequestSchema,
  subscriptionStatusResponseSchema,
  updateContactInfoRequestSchema,
  updateContactInfoResponseSchema,
  updateDeliveryAddressRequestSchema,
  updateSubscriptionRequestSchema,
  upstreamSessionResponseSchema,
} from './account.js';
import {
  balanceHistoryRequestSchema,
  balanceHistoryResponseSchema,
  balanceTopUpRequestSchema,
  balanceTopUpResponseSchema,
  balanceTopUpStatusRequestSchema,
  balanceTopUpStatusResponseSchema,
} from './balance.js';
import {
  cartAddRequestSchema,
  cartClearRequestSchema,
  cartFetchRequestSchema,
  cartFetchResponseSchema,
  cartRemoveRequestSchema,
  cartShippingMethodRequestSchema,
  cartUpdateQuantityRequestSchema,
} from './cart.js';
import {
  categoriesRequestSchema,
  categoriesResponseSchema,
  flagsRequestSchema,
  flagsResponseSchema,
  parsedCategoriesRequestSchema,
  parsedCategoriesResponseSchema,
  productDetailRequestSchema,
  productDetailSchema,
  searchFlagsRequestSchema,
  searchFlagsResponseSchema,
  searchForCategoryItemsRequestSchema,
  searchForCategoryItemsResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
  slugListRequestSchema,
  slugListResponseSchema,
  slugPagesRequestSchema,
  slugPagesResponseSchema,
} from './catalogue.js';
import {
  checkoutConfirmRequestSchema,
  checkoutDataSchema,
  checkoutFetchRequestSchema,
  checkoutGenerateResponseSchema,
  checkoutInvalidateRequestSchema,
  checkoutInvalidateResponseSchema,
  checkoutPaymentMethodRequestSchema,
  checkoutPromotionRequestSchema,
  checkoutRemoveBalanceRequestSchema,
  checkoutRemoveBalanceResponseSchema,
  checkoutSlugParamsSchema,
  checkoutUpdateRequestSchema,
  paymentRedirectResponseSchema,
} from './checkout.js';
import {
  claimCreateRequestSchema,
  claimCreateResponseSchema,
  claimOrderRequestSchema,
  claimOrderResponseSchema,
  orderClaimsRequestSchema,
  orderClaimsResponseSchema,
} from './claims.js';
import {
  canViewTranslationsResponseSchema,
  languagesResponseSchema,
  localeChangeRequestSchema,
  storeConfigRequestSchema,
  storeConfigResponseSchema,
  translationsRequestSchema,
  translationsResponseSchema,
  utmRequestSchema,
} from './config.js';
import {
  blogListRequestSchema,
  blogListSchema,
  blogPostSchema,
  contentIndexSchema,
  contentPageSchema,
  contentRequestSchema,
  contentSlugParamsSchema,
  faqTopicSchema,
  faqTreeSchema,
} from './content.js';
import { ENDPOINT_ROUTES, type EndpointRoute, type EndpointRouteName } from './endpoint-routes.js';
import type { ApiErrorBody } from './errors.js';
import {
  forwardRequestDeclareRequestSchema,
  forwardRequestDetailRequestSchema,
  forwardRequestDetailSchema,
  forwardRequestPayRequestSchema,
  forwardRequestPayResponseSchema,
  forwardRequestShippingRequestSchema,
  forwardRequestShippingResponseSchema,
  myForwardRequestsRequestSchema,
  myForwardRequestsResponseSchema,
  warehouseAddressResponseSchema,
} from './forward-requests.js';
import {
  forwardingCalculateRequestSchema,
  forwardingCalculateResponseSchema,
} from './forwarding-calculator.js';

import {
  invoiceRequestSchema,
  invoiceResponseSchema,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
} from './invoices.js';
import {
  myOrdersRequestSchema,
  myOrdersResponseSchema,
  orderDetailRequestSchema,
  orderDetailResponseSchema,
  orderPaymentRequestSchema,
  orderPaymentResponseSchema,
  payOrderRequestSchema,
  trackParcelRequestSchema,
  trackParcelResponseSchema,
} from './orders.js';
import {
  proApplicationRequestSchema,
  proApplicationResponseSchema,
  proApplyRequestSchema,
  proCatalogueRequestSchema,
  proCatalogueResponseSchema,
  proOrderDeclareRequestSchema,
  proOrderPayRequestSchema,
  proOrderPayResponseSchema,
  proOrderPlaceRequestSchema,
  proOrderRequestSchema,
  proOrderSchema,
  proOrdersRequestSchema,
  proOrdersResponseSchema,
} from './pro.js';
import {
  createOrderViewResponseSchema,
  myQuotesResponseSchema,
  quoteDetailSchema,
  quotePayResponseSchema,
  quoteRecalculateResponseSchema,
} from './quote-views.js';
import {
  createOrderAcceptRequestSchema,
  createOrderViewRequestSchema,
  myQuotesRequestSchema,
  quoteAnswerRequestSchema,
  quoteDetailRequestSchema,
  quotePayRequestSchema,
  quoteRecalculateRequestSchema,
  quoteRequestSchema,
} from './quotes.js';
import {
  reservationCreateRequestSchema,
  reservationDetailRequestSchema,
  reservationModelsRequestSchema,
  reservationModelsResponseSchema,
  reservationPayRequestSchema,
  reservationPayResponseSchema,
  reservationSchema,
} from './reservations.js';
import { PRODUCT_SLUG_MAX_LENGTH, PRODUCT_SLUG_PATTERN } from './rules/slug.js';

/** The schemas an endpoint adds to its route (endpoint-routes.ts). */
export interface EndpointSchemas {
  /** JSON body (POST). */
  body?: z.ZodType;
  /** Query string (GET). */
  query?: z.ZodType;
  /** Path parameters (`*` for a multi-segment slug). */
  params?: z.ZodType;
  response: z.ZodType;
  /**
   * What the shop answers the bff when it differs from what the bff answers browsers: login and register add the
   * session token, which the bff keeps in its cookie and never passes on. Defaults to `response`.
   */
  shopResponse?: z.ZodType;
}

export type EndpointDefinition = EndpointRoute & EndpointSchemas;

/** An endpoint: its route (endpoint-routes.ts) and its schemas, keeping the literal types of both. */
const endpoint = <const N extends EndpointRouteName, const S extends EndpointSchemas>(
  name: N,
  schemas: S,
): (typeof ENDPOINT_ROUTES)[N] & S => ({ ...ENDPOINT_ROUTES[name], ...schemas });

/** A product or marketplace-product slug: URL-safe segments joined by `/`, bounded. */
const slugParamsSchema = z.object({
  '*': z.string().min(1).max(PRODUCT_SLUG_MAX_LENGTH).regex(PRODUCT_SLUG_PATTERN, 'Invalid slug'),
});
const noBodySchema = z.object({}).strict();

export const ENDPOINTS = {
  // ── Configuration and content (§7) ──────────────────────────────────────────────────────────────────────────
  storeConfig: endpoint('storeConfig', {
    body: storeConfigRequestSchema,
    response: storeConfigResponseSchema,
  }),
  languages: endpoint('languages', {
    response: languagesResponseSchema,
  }),
  translations: endpoint('translations', {
    body: translationsRequestSchema,
    response: translationsResponseSchema,
  }),
  canViewTranslations: endpoint('canViewTranslations', {
    response: canViewTranslationsResponseSchema,
  }),
  currentUser: endpoint('currentUser', {
    body: noBodySchema,
    response: currentUserResponseSchema,
  }),
  localeChange: endpoint('localeChange', {
    body: localeChangeRequestSchema,
    response: z.unknown(),
  }),
  utm: endpoint('utm', {
    body: utmRequestSchema,
    response: z.unknown(),
  }),

  // ── Authentication and account (§7; the session travels as the bff's signed cookie) ─────────────────────────
  refreshCurrentUser: endpoint('refreshCurrentUser', {
    body: noBodySchema,
    response: refreshCurrentUserResponseSchema,
  }),
  login: endpoint('login', {
    body: loginRequestSchema,
    response: loginResponseSchema,
    shopResponse: upstreamSessionResponseSchema,
  }),
  checkClient: endpoint('checkClient', {
    body: checkClientRequestSchema,
    response: checkClientResponseSchema,
  }),
  register: endpoint('register', {
    body: registerRequestSchema,
    response: registerResponseSchema,
    shopResponse: upstreamSessionResponseSchema,
  }),
  requestPasswordReset: endpoint('requestPasswordReset', {
    body: requestPasswordResetRequestSchema,
    response: accountStatusResponseSchema,
  }),
  passwordReset: endpoint('passwordReset', {
    body: passwordResetRequestSchema,
    response: accountStatusResponseSchema,
  }),
  changePassword: endpoint('changePassword', {
    body: changePasswordRequestSchema,
    response: accountStatusResponseSchema,
  }),
  updateContactInfo: endpoint('updateContactInfo', {
    body: updateContactInfoRequestSchema,
    response: updateContactInfoResponseSchema,
  }),
  confirmEmailChange: endpoint('confirmEmailChange', {
    body: emailChangeRequestSchema,
    response: emailChangeResponseSchema,
  }),
  undoEmailChange: endpoint('undoEmailChange', {
    body: emailChangeRequestSchema,
    response: emailChangeResponseSchema,
  }),
  logout: endpoint('logout', {
    body: noBodySchema,
    response: logoutResponseSchema,
  }),
  getSubscriptionStatus: endpoint('getSubscriptionStatus', {
    body: subscriptionStatusRequestSchema,
    response: subscriptionStatusResponseSchema,
  }),
  updateSubscriptionStatus: endpoint('updateSubscriptionStatus', {
    body: updateSubscriptionRequestSchema,
    response: subscriptionStatusResponseSchema,
  }),
  addDeliveryAddress: endpoint('addDeliveryAddress', {
    body: addDeliveryAddressRequestSchema,
    response: deliveryAddressResponseSchema,
  }),
  updateDeliveryAddress: endpoint('updateDeliveryAddress', {
    body: updateDeliveryAddressRequestSchema,
    response: deliveryAddressResponseSchema,
  }),
  deleteDeliveryAddress: endpoint('deleteDeliveryAddress', {
    body: deleteDeliveryAddressRequestSchema,
    response: deleteDeliveryAddressResponseSchema,
  }),

  // ── Marketplace (§7) ──────────────────────────────────────────────────────────────────────────────────────────
  searchFlags: endpoint('searchFlags', {
    body: searchFlagsRequestSchema,
    response: searchFlagsResponseSchema,
  }),
  parsedCategories: endpoint('parsedCategories', {
    body: parsedCategoriesRequestSchema,
    response: parsedCategoriesResponseSchema,
  }),
  searchForCategoryItems: endpoint('searchForCategoryItems', {
    body: searchForCategoryItemsRequestSchema,
    response: searchForCategoryItemsResponseSchema,
  }),

  // ── Catalogue (the paths §7 leaves open) ─────────────────────────────────────────────────────────────────────
  categories: endpoint('categories', {
    query: categoriesRequestSchema,
    response: categoriesResponseSchema,
  }),
  catalogueFlags: endpoint('catalogueFlags', {
    query: flagsRequestSchema,
    response: flagsResponseSchema,
  }),
  product: endpoint('product', {
    params: slugParamsSchema,
    query: productDetailRequestSchema,
    response: productDetailSchema,
  }),
  marketplaceProduct: endpoint('marketplaceProduct', {
    params: slugParamsSchema,
    query: productDetailRequestSchema,
    response: productDetailSchema,
  }),
  search: endpoint('search', {
    body: searchRequestSchema,
    response: searchResponseSchema,
  }),
  slugPages: endpoint('slugPages', {
    query: slugPagesRequestSchema,
    response: slugPagesResponseSchema,
  }),
  slugList: endpoint('slugList', {
    query: slugListRequestSchema,
    response: slugListResponseSchema,
  }),

  // ── Content (§1 information pages, FAQ, blog; the paths §7 leaves open) ──────────────────────────────────────
  contentPage: endpoint('contentPage', {
    params: contentSlugParamsSchema,
    query: contentRequestSchema,
    response: contentPageSchema,
  }),
  faqTree: endpoint('faqTree', {
    query: contentRequestSchema,
    response: faqTreeSchema,
  }),
  faqTopic: endpoint('faqTopic', {
    params: contentSlugParamsSchema,
    query: contentRequestSchema,
    response: faqTopicSchema,
  }),
  blogList: endpoint('blogList', {
    query: blogListRequestSchema,
    response: blogListSchema,
  }),
  blogPost: endpoint('blogPost', {
    params: contentSlugParamsSchema,
    query: contentRequestSchema,
    response: blogPostSchema,
  }),
  contentIndex: endpoint('contentIndex', {
    query: contentRequestSchema,
    response: contentIndexSchema,
  }),

  // ── Cart (§7; the changes are ours). Every call answers the whole cart, as cart/fetch does ─────────────────────
  cartFetch: endpoint('cartFetch', { body: cartFetchRequestSchema, response: cartFetchResponseSchema }),
  cartAdd: endpoint('cartAdd', { body: cartAddRequestSchema, response: cartFetchResponseSchema }),
  cartUpdateQuantity: endpoint('cartUpdateQuantity', {
    body: cartUpdateQuantityRequestSchema,
    response: cartFetchResponseSchema,
  }),
  cartRemove: endpoint('cartRemove', { body: cartRemoveRequestSchema, response: cartFetchResponseSchema }),
  cartClear: endpoint('cartClear', { body: cartClearRequestSchema, response: cartFetchResponseSchema }),
  cartShippingMethod: endpoint('cartShippingMethod', {
    body: cartShippingMethodRequestSchema,
    response: cartFetchResponseSchema,
  }),

  // ── Checkout (§7) and the step calls it leaves open; payment of an order ────────────────────────────────────
  checkoutGenerate: endpoint('checkoutGenerate', {
    response: checkoutGenerateResponseSchema,
  }),
  checkoutFetch: endpoint('checkoutFetch', {
    params: checkoutSlugParamsSchema,
    body: checkoutFetchRequestSchema,
    response: checkoutDataSchema,
  }),
  checkoutInvalidate: endpoint('checkoutInvalidate', {
    params: checkoutSlugParamsSchema,
    body: checkoutInvalidateRequestSchema,
    response: checkoutInvalidateResponseSchema,
  }),
  checkoutRemoveBalance: endpoint('checkoutRemoveBalance', {
    body: checkoutRemoveBalanceRequestSchema,
    response: checkoutRemoveBalanceResponseSchema,
  }),
  checkoutUpdate: endpoint('checkoutUpdate', {
    body: checkoutUpdateRequestSchema,
    response: checkoutDataSchema,
  }),
  checkoutApplyPromotion: endpoint('checkoutApplyPromotion', {
    body: checkoutPromotionRequestSchema,
    response: checkoutDataSchema,
  }),
  checkoutPaymentMethod: endpoint('checkoutPaymentMethod', {
    body: checkoutPaymentMethodRequestSchema,
    response: checkoutDataSchema,
  }),
  checkoutConfirm: endpoint('checkoutConfirm', {
    body: checkoutConfirmRequestSchema,
    response: paymentRedirectResponseSchema,
  }),
  orderPayment: endpoint('orderPayment', {
    body: orderPaymentRequestSchema,
    response: orderPaymentResponseSchema,
  }),
  payOrder: endpoint('payOrder', {
    body: payOrderRequestSchema,
    response: paymentRedirectResponseSchema,
  }),

  // ── Balance (§7 get-history; balance/pay's top-up) and invoices (paths and bodies ours) ─────────────────────
  balanceHistory: endpoint('balanceHistory', {
    body: balanceHistoryRequestSchema,
    response: balanceHistoryResponseSchema,
  }),
  balanceTopUp: endpoint('balanceTopUp', {
    body: balanceTopUpRequestSchema,
    response: balanceTopUpResponseSchema,
  }),
  balanceTopUpStatus: endpoint('balanceTopUpStatus', {
    body: balanceTopUpStatusRequestSchema,
    response: balanceTopUpStatusResponseSchema,
  }),
  invoice: endpoint('invoice', { body: invoiceRequestSchema, response: invoiceResponseSchema }),
  payInvoice: endpoint('payInvoice', { body: payInvoiceRequestSchema, response: payInvoiceResponseSchema }),

  // ── After the purchase: my orders, an order's page, parcel tracking (#26) ─────────────────────────────────────
  myOrders: endpoint('myOrders', { body: myOrdersRequestSchema, response: myOrdersResponseSchema }),
  orderDetail: endpoint('orderDetail', {
    body: orderDetailRequestSchema,
    response: orderDetailResponseSchema,
  }),
  trackParcel: endpoint('trackParcel', {
    body: trackParcelRequestSchema,
    response: trackParcelResponseSchema,
  }),

  // ── Forwarding, "ship my parcel" (#27): the warehouse address and forward requests ────────────────────────
  warehouseAddress: endpoint('warehouseAddress', {
    body: noBodySchema,
    response: warehouseAddressResponseSchema,
  }),
  forwardRequestDeclare: endpoint('forwardRequestDeclare', {
    body: forwardRequestDeclareRequestSchema,
    response: forwardRequestDetailSchema,
  }),
  myForwardRequests: endpoint('myForwardRequests', {
    body: myForwardRequestsRequestSchema,
    response: myForwardRequestsResponseSchema,
  }),
  forwardRequestDetail: endpoint('forwardRequestDetail', {
    body: forwardRequestDetailRequestSchema,
    response: forwardRequestDetailSchema,
  }),
  forwardRequestShipping: endpoint('forwardRequestShipping', {
    body: forwardRequestShippingRequestSchema,
    response: forwardRequestShippingResponseSchema,
  }),
  forwardRequestPay: endpoint('forwardRequestPay', {
    body: forwardRequestPayRequestSchema,
    response: forwardRequestPayResponseSchema,
  }),

  // ── Forwarding (#27): the calculator, quotes ("buy it for me") and create-order links ─────────────────────────
  forwardingCalculate: endpoint('forwardingCalculate', {
    body: forwardingCalculateRequestSchema,
    response: forwardingCalculateResponseSchema,
  }),
  quoteRequest: endpoint('quoteRequest', { body: quoteRequestSchema, response: quoteDetailSchema }),
  myQuotes: endpoint('myQuotes', { body: myQuotesRequestSchema, response: myQuotesResponseSchema }),
  quoteDetail: endpoint('quoteDetail', { body: quoteDetailRequestSchema, response: quoteDetailSchema }),
  quoteAnswer: endpoint('quoteAnswer', { body: quoteAnswerRequestSchema, response: quoteDetailSchema }),
  quoteRecalculate: endpoint('quoteRecalculate', {
    body: quoteRecalculateRequestSchema,
    response: quoteRecalculateResponseSchema,
  }),
  quotePay: endpoint('quotePay', { body: quotePayRequestSchema, response: quotePayResponseSchema }),
  createOrderView: endpoint('createOrderView', {
    body: createOrderViewRequestSchema,
    response: createOrderViewResponseSchema,
  }),
  createOrderAccept: endpoint('createOrderAccept', {
    body: createOrderAcceptRequestSchema,
    response: quoteDetailSchema,
  }),
  // ── Phone-model reservations (#28) ─────────────────────────────────────────────────────────────────────────────
  reservationModels: endpoint('reservationModels', {
    body: reservationModelsRequestSchema,
    response: reservationModelsResponseSchema,
  }),
  reservationCreate: endpoint('reservationCreate', {
    body: reservationCreateRequestSchema,
    response: reservationSchema,
  }),
  reservationDetail: endpoint('reservationDetail', {
    body: reservationDetailRequestSchema,
    response: reservationSchema,
  }),
  reservationPay: endpoint('reservationPay', {
    body: reservationPayRequestSchema,
    response: reservationPayResponseSchema,
  }),
  // ── Warranty claims (#28). claimCreate is the bff's call: the browser's body is multipart (bff routes/claims) ──
  claimOrder: endpoint('claimOrder', { body: claimOrderRequestSchema, response: claimOrderResponseSchema }),
  claimCreate: endpoint('claimCreate', {
    body: claimCreateRequestSchema,
    response: claimCreateResponseSchema,
  }),
  orderClaims: endpoint('orderClaims', {
    body: orderClaimsRequestSchema,
    response: orderClaimsResponseSchema,
  }),

  // ── Pro buyers (#28): applying, the pro catalogue, pro orders, their declaration and payment ─────────────────
  proApplication: endpoint('proApplication', {
    body: proApplicationRequestSchema,
    response: proApplicationResponseSchema,
  }),
  proApply: endpoint('proApply', { body: proApplyRequestSchema, response: proApplicationResponseSchema }),
  proCatalogue: endpoint('proCatalogue', {
    body: proCatalogueRequestSchema,
    response: proCatalogueResponseSchema,
  }),
  proOrderPlace: endpoint('proOrderPlace', { body: proOrderPlaceRequestSchema, response: proOrderSchema }),
  proOrders: endpoint('proOrders', { body: proOrdersRequestSchema, response: proOrdersResponseSchema }),
  proOrder: endpoint('proOrder', { body: proOrderRequestSchema, response: proOrderSchema }),
  proOrderDeclare: endpoint('proOrderDeclare', {
    body: proOrderDeclareRequestSchema,
    response: proOrderSchema,
  }),
  proOrderPay: endpoint('proOrderPay', {
    body: proOrderPayRequestSchema,
    response: proOrderPayResponseSchema,
  }),
} as const satisfies Record<EndpointRouteName, EndpointDefinition>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
export type Endpoint<N extends EndpointName = EndpointName> = Endpoints[N];

type Field<E, K extends 'body' | 'query' | 'params', Side extends 'input' | 'output'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: Side extends 'input' ? z.input<S> : z.output<S> }
  : { [P in K]?: never };

/** What a caller passes: the body, query and path parameters the endpoint declares (as the schema accepts them). */
export type EndpointInput<N extends EndpointName> = Field<Endpoint<N>, 'body', 'input'> &
  Field<Endpoint<N>, 'query', 'input'> &
  Field<Endpoint<N>, 'params', 'input'>;
/** The same after the schemas parsed it (what a handler receives). */
export type EndpointParsedInput<N extends EndpointName> = Field<Endpoint<N>, 'body', 'output'> &
  Field<Endpoint<N>, 'query', 'output'> &
  Field<Endpoint<N>, 'params', 'output'>;
/** The answer after the response schema parsed it. */
export type EndpointOutput<N extends EndpointName> = z.output<Endpoint<N>['response']>;
/** What the shop answers the bff (its `shopResponse` where it has one, else the browser's answer). */
export type EndpointShopOutput<N extends EndpointName> =
  Endpoint<N> extends {
    shopResponse: infer S extends z.ZodType;
  }
    ? z.output<S>
    : EndpointOutput<N>;

/** The schema of the shop's answer to the bff (see `shopResponse`). */
export function shopResponseSchema(definition: EndpointDefinition): z.ZodType {
  return definition.shopResponse ?? definition.response;
}

/** The endpoints the bff serves to browsers (and so documents in /docs). */
export const BROWSER_ENDPOINT_NAMES = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (name) => ENDPOINTS[name].audience === 'both',
);

/** What an in-process call of an endpoint gives back: the parsed answer, or the one error shape. */
export type EndpointCallResult = { ok: true; data: unknown } | { ok: false; error: ApiErrorBody };

/**
 * Calls a browser endpoint without HTTP: the bff hands one of these to the web's server render, so route loaders
 * read through the bff's own handlers (same caches, call policies and session as the /api route).
 */
export type InProcessCaller = (
  name: EndpointName,
  input: { body?: unknown; query?: unknown; params?: unknown },
) => Promise<EndpointCallResult>;
