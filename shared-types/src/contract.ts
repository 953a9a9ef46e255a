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
  canViewTranslationsResponseSchema,
  languagesResponseSchema,
  localeChangeRequestSchema,
  storeConfigRequestSchema,
  storeConfigResponseSchema,
  translationsRequestSchema,
  translationsResponseSchema,
  utmRequestSchema,
} from './config.js';
import type { CallPolicyName } from './constants.js';
import type { ApiErrorBody } from './errors.js';
import { PRODUCT_SLUG_MAX_LENGTH, PRODUCT_SLUG_PATTERN } from './rules/slug.js';

export type HttpMethod = 'GET' | 'POST';

/** Who serves an endpoint: `both` = the shop-api and the bff (same path and body), `shop` = the bff's own calls. */
export type EndpointAudience = 'both' | 'shop';

export interface EndpointDefinition {
  method: HttpMethod;
  /** The full path, with Fastify's `*` for a multi-segment slug (the `*` param). */
  path: string;
  summary: string;
  tag: string;
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
  /** §9: the bff's time-out and retries towards the shop. */
  policy: CallPolicyName;
  /** §7: the browser's own time-out for the call when it differs from the shop-side one (translations). */
  browserPolicy?: CallPolicyName;
  audience: EndpointAudience;
}

/** Keeps each entry's literal types (method, path, schemas) while checking it against the definition. */
const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

/** A product or marketplace-product slug: URL-safe segments joined by `/`, bounded. */
const slugParamsSchema = z.object({
  '*': z.string().min(1).max(PRODUCT_SLUG_MAX_LENGTH).regex(PRODUCT_SLUG_PATTERN, 'Invalid slug'),
});
const noBodySchema = z.object({}).strict();

export const ENDPOINTS = {
  // ── Configuration and content (§7) ──────────────────────────────────────────────────────────────────────────
  storeConfig: endpoint({
    method: 'POST',
    path: '/api/store-config',
    summary: 'Store configuration of the variant for a language (cached)',
    tag: 'config',
    body: storeConfigRequestSchema,
    response: storeConfigResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  languages: endpoint({
    method: 'GET',
    path: '/api/config/languages',
    summary: 'Languages of the shop (cached)',
    tag: 'config',
    response: languagesResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  translations: endpoint({
    method: 'POST',
    path: '/api/translations/translationMessages',
    summary: 'Translation messages of a language (cached; 15 s on the server side, 60 s in the browser)',
    tag: 'config',
    body: translationsRequestSchema,
    response: translationsResponseSchema,
    policy: 'translationsServer',
    browserPolicy: 'translationsClient',
    audience: 'both',
  }),
  canViewTranslations: endpoint({
    method: 'GET',
    path: '/api/auth/permissions/can-view-translations',
    summary: 'Whether the signed-in user may view translation keys (exactly true, otherwise false)',
    tag: 'auth',
    response: canViewTranslationsResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  currentUser: endpoint({
    method: 'POST',
    path: '/api/auth/getCurrentUser',
    summary: 'The signed-in user, or null (3 retries)',
    tag: 'auth',
    body: noBodySchema,
    response: currentUserResponseSchema,
    policy: 'currentUser',
    audience: 'both',
  }),
  localeChange: endpoint({
    method: 'POST',
    path: '/api/locale/change',
    summary: 'Tell the shop the user’s language changed (1 s, 2 retries; errors ignored)',
    tag: 'config',
    body: localeChangeRequestSchema,
    response: z.unknown(),
    policy: 'localeChange',
    audience: 'both',
  }),
  utm: endpoint({
    method: 'POST',
    path: '/api/utm',
    summary: 'Record the visit’s utm_* parameters (2 s, 3 retries; the answer is not read)',
    tag: 'config',
    body: utmRequestSchema,
    response: z.unknown(),
    policy: 'utm',
    audience: 'both',
  }),

  // ── Authentication and account (§7; the session travels as the bff's signed cookie) ─────────────────────────
  refreshCurrentUser: endpoint({
    method: 'POST',
    path: '/api/auth/refreshCurrentUser',
    summary: 'The signed-in user, read afresh (401 when signed out)',
    tag: 'auth',
    body: noBodySchema,
    response: refreshCurrentUserResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary:
      'Sign in: a new session (the previous one is revoked); 401 alike for an unknown e-mail or a wrong password',
    tag: 'auth',
    body: loginRequestSchema,
    response: loginResponseSchema,
    shopResponse: upstreamSessionResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  checkClient: endpoint({
    method: 'POST',
    path: '/api/auth/register/check-client',
    summary:
      'Whether the e-mail belongs to a client; a client without a password is mailed a link to set one',
    tag: 'auth',
    body: checkClientRequestSchema,
    response: checkClientResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    summary:
      'Create an account and sign in (409 naming email when it belongs to a client); sends the welcome mail',
    tag: 'auth',
    body: registerRequestSchema,
    response: registerResponseSchema,
    shopResponse: upstreamSessionResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    summary: 'Mail a password reset link (valid 1 h); the same answer whether or not the e-mail is known',
    tag: 'auth',
    body: requestPasswordResetRequestSchema,
    response: accountStatusResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    summary: 'Set a new password with a reset token (single use); revokes the user’s other sessions',
    tag: 'auth',
    body: passwordResetRequestSchema,
    response: accountStatusResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'Change the signed-in user’s password; revokes their other sessions',
    tag: 'auth',
    body: changePasswordRequestSchema,
    response: accountStatusResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  updateContactInfo: endpoint({
    method: 'POST',
    path: '/api/auth/update-contact-info',
    summary: 'Change the signed-in user’s name, e-mail and phone (§5 phone rule); answers the user',
    tag: 'auth',
    body: updateContactInfoRequestSchema,
    response: updateContactInfoResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: the session is revoked on the shop and its cookie cleared',
    tag: 'auth',
    body: noBodySchema,
    response: logoutResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  getSubscriptionStatus: endpoint({
    method: 'POST',
    path: '/api/auth/get-subscription-status',
    summary: 'Whether the signed-in user (by their e-mail) gets the newsletter, at data.result',
    tag: 'auth',
    body: subscriptionStatusRequestSchema,
    response: subscriptionStatusResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  updateSubscriptionStatus: endpoint({
    method: 'POST',
    path: '/api/auth/update-subscription-status',
    summary: 'Subscribe or unsubscribe the signed-in user; answers the new status at data.result',
    tag: 'auth',
    body: updateSubscriptionRequestSchema,
    response: subscriptionStatusResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  addDeliveryAddress: endpoint({
    method: 'POST',
    path: '/api/account/add-delivery-address',
    summary: 'Save a new delivery address (§4: a placeholder id 0 is replaced by the real id answered)',
    tag: 'account',
    body: addDeliveryAddressRequestSchema,
    response: deliveryAddressResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  updateDeliveryAddress: endpoint({
    method: 'POST',
    path: '/api/account/update-delivery-address',
    summary: 'Change one of the signed-in user’s delivery addresses (404 naming id when not theirs)',
    tag: 'account',
    body: updateDeliveryAddressRequestSchema,
    response: deliveryAddressResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  deleteDeliveryAddress: endpoint({
    method: 'POST',
    path: '/api/account/delete-delivery-address',
    summary: 'Delete one of the signed-in user’s delivery addresses',
    tag: 'account',
    body: deleteDeliveryAddressRequestSchema,
    response: deleteDeliveryAddressResponseSchema,
    policy: 'default',
    audience: 'both',
  }),

  // ── Marketplace (§7) ──────────────────────────────────────────────────────────────────────────────────────────
  searchFlags: endpoint({
    method: 'POST',
    path: '/api/search/flags',
    summary: 'Flags of a language (cached; §8: a failure answers an empty list)',
    tag: 'catalogue',
    body: searchFlagsRequestSchema,
    response: searchFlagsResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  parsedCategories: endpoint({
    method: 'POST',
    path: '/api/search/parsed-categories',
    summary: 'Categories holding products that match the search text',
    tag: 'catalogue',
    body: parsedCategoriesRequestSchema,
    response: parsedCategoriesResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  searchForCategoryItems: endpoint({
    method: 'POST',
    path: '/api/search/searchForCategoryItems',
    summary: 'Items of a flag or category (e.g. an offer’s 5 images)',
    tag: 'catalogue',
    body: searchForCategoryItemsRequestSchema,
    response: searchForCategoryItemsResponseSchema,
    policy: 'default',
    audience: 'both',
  }),

  // ── Catalogue (the paths §7 leaves open) ─────────────────────────────────────────────────────────────────────
  categories: endpoint({
    method: 'GET',
    path: '/api/catalogue/categories',
    summary: 'Category tree of a language (cached)',
    tag: 'catalogue',
    query: categoriesRequestSchema,
    response: categoriesResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  catalogueFlags: endpoint({
    method: 'GET',
    path: '/api/catalogue/flags',
    summary: 'All flags of a language (cached)',
    tag: 'catalogue',
    query: flagsRequestSchema,
    response: flagsResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  product: endpoint({
    method: 'GET',
    path: '/api/catalogue/products/*',
    summary: 'Product detail (multi-segment slug)',
    tag: 'catalogue',
    params: slugParamsSchema,
    query: productDetailRequestSchema,
    response: productDetailSchema,
    policy: 'default',
    audience: 'both',
  }),
  marketplaceProduct: endpoint({
    method: 'GET',
    path: '/api/catalogue/marketplace-products/*',
    summary: 'Marketplace product detail (multi-segment slug)',
    tag: 'catalogue',
    params: slugParamsSchema,
    query: productDetailRequestSchema,
    response: productDetailSchema,
    policy: 'default',
    audience: 'both',
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/catalogue/search',
    summary: 'Faceted search of products or marketplace offers',
    tag: 'catalogue',
    body: searchRequestSchema,
    response: searchResponseSchema,
    policy: 'default',
    audience: 'both',
  }),
  slugPages: endpoint({
    method: 'GET',
    path: '/api/catalogue/slug-pages',
    summary: 'Where each sitemap page of products or offers starts',
    tag: 'catalogue',
    query: slugPagesRequestSchema,
    response: slugPagesResponseSchema,
    policy: 'default',
    audience: 'shop',
  }),
  slugList: endpoint({
    method: 'GET',
    path: '/api/catalogue/slugs',
    summary: 'One keyset-paged page of product or offer slugs',
    tag: 'catalogue',
    query: slugListRequestSchema,
    response: slugListResponseSchema,
    policy: 'default',
    audience: 'shop',
  }),
} as const satisfies Record<string, EndpointDefinition>;

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

/** The request path for an endpoint with its `*` slug filled in (each segment encoded, slashes kept). */
export function endpointPath(definition: Pick<EndpointDefinition, 'path'>, slug?: string): string {
  if (!definition.path.endsWith('*')) return definition.path;
  if (slug === undefined) throw new Error(`${definition.path} needs a slug`);
  return definition.path.slice(0, -1) + slug.split('/').map(encodeURIComponent).join('/');
}

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
