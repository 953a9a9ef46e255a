import {
  ENDPOINTS,
  type EndpointName,
  type EndpointOutput,
  type EndpointParsedInput,
  type Endpoints,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { createAccountHandlers } from './account-handlers.js';
import { CachedAnswer } from './cached-answer.js';
import { createCartHandlers } from './cart-handlers.js';
import { createCheckoutHandlers } from './checkout-handlers.js';

/** The endpoints the bff serves itself (`audience: 'both'`); the others it only calls upstream. */
export type BrowserEndpointName = {
  [N in EndpointName]: Endpoints[N]['audience'] extends 'both' ? N : never;
}[EndpointName];

export type ApiHandler<N extends EndpointName> = (
  request: FastifyRequest,
  input: EndpointParsedInput<N>,
  /** The /api route's reply (absent when a server render invokes the handler): login sets its cookie on it. */
  reply?: FastifyReply,
) => Promise<EndpointOutput<N> | CachedAnswer<EndpointOutput<N>>>;

export type ApiHandlers = { [N in BrowserEndpointName]: ApiHandler<N> };

/**
 * Is this the browser's own call of the endpoint (its /api route), rather than a server render invoking the same
 * handler in-process? §7 gives translations a longer time-out in the browser than on the server.
 */
function isBrowserCall(request: FastifyRequest, name: EndpointName): boolean {
  return request.routeOptions.url === ENDPOINTS[name].path;
}

/** A 400 naming `langId`, in the shape of the contract's own validation errors. */
function unknownLanguageId(langId: number): ZodError {
  return new ZodError([
    { code: 'custom', path: ['langId'], message: `Unknown language id ${langId}`, input: langId },
  ]);
}

/**
 * One handler per browser endpoint: what the /api route answers and what a server render gets in-process, so
 * both go through the same caches, call policies and session. Inputs arrive parsed by the contract's schemas.
 */
export function createApiHandlers(fastify: FastifyInstance): ApiHandlers {
  const { shop } = fastify;
  return {
    // §7: the browser's cookies are forwarded (not our session cookie); the answer is cached per variant.
    storeConfig: async (request, { body }) =>
      new CachedAnswer(
        await shop.storeConfigEntry(request.variant, body.langIso, {
          cookie: request.headers.cookie,
          request,
        }),
      ),
    languages: async (request) => new CachedAnswer(await shop.languagesEntry(request.variant, request)),
    translations: async (request, { body }) => {
      const side = isBrowserCall(request, 'translations') ? 'client' : 'server';
      return new CachedAnswer(await shop.translationsEntry(request.variant, body.locale, side, request));
    },
    canViewTranslations: (request) => shop.canViewTranslations(request),
    // §8: no session means no user without asking the shop; a failed fetch is no user too.
    currentUser: (request) => shop.currentUser(request),
    // §8: a failed locale change is ignored, so the browser always hears success.
    localeChange: async (request, { body }) => {
      await shop.changeLocale(request, body.newLocale);
      return { status: true };
    },
    // Answered at once: the shop call runs in the background and its failure is only reported (§8).
    utm: async (request, { body }) => {
      shop.postUtm(request, body);
      return { status: true };
    },
    // §8: a failure answers an empty list (searchFlags does that), never an error. The answer is cached per
    // language id, so the id must be one the shop lists: any number a client makes up would be a new entry.
    searchFlags: async (request, { body }) => {
      let languageIds: number[];
      try {
        languageIds = (await shop.languagesEntry(request.variant, request)).value.map(
          (language) => language.id,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'languages unavailable to check langId; answering no flags');
        return new CachedAnswer({ value: [], json: '[]' });
      }
      if (!languageIds.includes(body.langId)) throw unknownLanguageId(body.langId);
      return new CachedAnswer(await shop.searchFlags(request, body));
    },
    parsedCategories: (request, { body }) => shop.parsedCategories(request, body),
    searchForCategoryItems: (request, { body }) => shop.searchForCategoryItems(request, body),
    categories: async (request, { query }) =>
      new CachedAnswer(await shop.categoriesEntry(request, query.locale)),
    catalogueFlags: async (request, { query }) =>
      new CachedAnswer(await shop.catalogueFlagsEntry(request, query.locale)),
    product: (request, { params, query }) => shop.product(request, 'products', params['*'], query.locale),
    marketplaceProduct: (request, { params, query }) =>
      shop.product(request, 'marketplace-products', params['*'], query.locale),
    search: (request, { body }) => shop.search(request, body),
    // Content: cached per site and language; slugs are checked against the site's content index first.
    contentPage: async (request, { params, query }) =>
      new CachedAnswer(await shop.contentPage(request, params['*'], query.locale)),
    faqTree: async (request, { query }) => new CachedAnswer(await shop.faqTree(request, query.locale)),
    faqTopic: async (request, { params, query }) =>
      new CachedAnswer(await shop.faqTopic(request, params['*'], query.locale)),
    blogList: async (request, { query }) =>
      new CachedAnswer(await shop.blogList(request, query.locale, query.page)),
    blogPost: async (request, { params, query }) =>
      new CachedAnswer(await shop.blogPost(request, params['*'], query.locale)),
    ...createAccountHandlers(fastify),
    ...createCartHandlers(fastify),
    ...createCheckoutHandlers(fastify),
  };
}
