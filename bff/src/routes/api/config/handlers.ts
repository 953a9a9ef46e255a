import { ENDPOINTS, type EndpointName } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cachedAnswer, type TaggedHandlers } from '../api-handler.js';

/**
 * Is this the browser's own call of the endpoint (its /api route), rather than a server render invoking the same
 * handler in-process? §7 gives translations a longer time-out in the browser than on the server.
 */
function isBrowserCall(request: FastifyRequest, name: EndpointName): boolean {
  return request.routeOptions.url === ENDPOINTS[name].path;
}

/** The §7 configuration calls: the shared answers cached per site and language, and the visit's own calls. */
export function configHandlers(fastify: FastifyInstance): TaggedHandlers<'config'> {
  const { shop } = fastify;
  return {
    // §7: the browser's cookies are forwarded (not our session cookie); the answer is cached per variant.
    storeConfig: cachedAnswer(({ request, input }) => shop.storeConfigEntry(request, input.body.langIso)),
    languages: cachedAnswer(({ request }) => shop.languagesEntry(request)),
    translations: cachedAnswer(({ request, input }) => {
      const side = isBrowserCall(request, 'translations') ? 'client' : 'server';
      return shop.translationsEntry(request, input.body.locale, side);
    }),
    // §8: a failed locale change is ignored, so the browser always hears success.
    localeChange: async ({ request, input }) => {
      await shop.changeLocale(request, input.body.newLocale);
      return { status: true };
    },
    // Answered at once: the shop call runs in the background and its failure is only reported (§8).
    utm: async ({ request, input }) => {
      shop.postUtm(request, input.body);
      return { status: true };
    },
  };
}
