import { isUtf8 } from 'node:buffer';
import { JsonBodyError, parseJsonBody, ROOT_FIELD } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// JSON bodies are read by the contract's one rule (shared-types parseJsonBody), the same in both services: an
// empty or malformed body, or a prototype key (`__proto__`, `constructor.prototype`) anywhere in it, is a 400
// naming the field, before any route (or, in the bff, any shop call) sees it. The bytes are read as bytes and
// checked as UTF-8 first: decoded as a string, a byte sequence that is not UTF-8 would silently become U+FFFD
// (a search for "a\xffb" answered as one for "a�b"), where the caller should learn its body was not used as sent.
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      // Callback style, not async: it runs for every JSON request, and a promise per body is measurable there.
      (_request: FastifyRequest, bytes: Buffer, done: (error: Error | null, value?: unknown) => void) => {
        let value: unknown;
        try {
          if (!isUtf8(bytes)) throw new JsonBodyError(ROOT_FIELD, 'The body is not valid UTF-8');
          value = parseJsonBody(bytes.toString('utf8'));
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
