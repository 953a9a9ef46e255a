import type { EndpointInput } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { type ApiCall, type BrowserEndpointName, cachedAnswer, type TaggedHandlers } from '../api-handler.js';
import { CachedAnswer } from '../cached-answer.js';

/** A 400 naming `langId`, in the shape of the contract's own validation errors. */
function unknownLanguageId(langId: number): ZodError {
  return new ZodError([
    { code: 'custom', path: ['langId'], message: `Unknown language id ${langId}`, input: langId },
  ]);
}

/**
 * The catalogue and marketplace calls: the trees and flag lists from the shared cache per site and language, the
 * searches, listings and products passed through (identical ones in flight together share one shop call).
 */
export function catalogueHandlers(fastify: FastifyInstance): TaggedHandlers<'catalogue'> {
  const { shop } = fastify;
  const read = <N extends BrowserEndpointName>({ request, name, input }: ApiCall<N>) =>
    // The parsed input is what the schema accepts (as in passThrough).
    shop.read(request, name, input as EndpointInput<N>);
  return {
    // §8: a failure answers an empty list (searchFlags does that), never an error. The answer is cached per
    // language id, so the id must be one the shop lists: any number a client makes up would be a new entry.
    searchFlags: async ({ request, input: { body } }) => {
      let languageIds: number[];
      try {
        languageIds = (await shop.languagesEntry(request)).value.map((language) => language.id);
      } catch (error) {
        request.log.warn({ err: error }, 'languages unavailable to check langId; answering no flags');
        return new CachedAnswer({ value: [], json: '[]' });
      }
      if (!languageIds.includes(body.langId)) throw unknownLanguageId(body.langId);
      return new CachedAnswer(await shop.searchFlags(request, body));
    },
    parsedCategories: read,
    searchForCategoryItems: read,
    categories: cachedAnswer(({ request, input }) => shop.categoriesEntry(request, input.query.locale)),
    catalogueFlags: cachedAnswer(({ request, input }) =>
      shop.catalogueFlagsEntry(request, input.query.locale),
    ),
    product: read,
    marketplaceProduct: read,
    search: read,
  };
}
