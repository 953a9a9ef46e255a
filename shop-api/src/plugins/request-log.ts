import { requestLogLevel, requestLogMessage } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// One log line per request, written when it is answered (Fastify's own two lines are off, see app.ts): images
// and health probes at debug, a missing row (404) as information like any answer; see requestLogLevel.
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.addHook('onResponse', (request, reply, done) => {
      request.log[requestLogLevel(request.url, reply.statusCode)](
        { req: request, res: reply, responseTime: reply.elapsedTime },
        requestLogMessage(request.method, request.url, reply.statusCode, reply.elapsedTime),
      );
      done();
    });
  },
  { name: 'request-log' },
);
