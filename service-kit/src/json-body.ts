import { parseJsonBody } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// JSON bodies are read by the contract's one rule (shared-types parseJsonBody), the same in both services: an
// empty or malformed body, or a prototype key (`__proto__`, `constructor.prototype`) anywhere in it, is a 400
// naming the field, before any route (or, in the bff, any shop call) sees it.
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      // Callback style, not async: it runs for every JSON request, and a promise per body is measurable there.
      (_request: FastifyRequest, text: string, done: (error: Error | null, value?: unknown) => void) => {
        let value: unknown;
        try {
          value = parseJsonBody(text);
        } catch (error) {
          done(error as Error);
          return;
        }
        done(null, value);
      },
    );
  },
  { name: 'json-body' },
);
