import { requestLogLevel, requestLogMessage } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maskUrl } from '../config/server-options.js';

/** pino's level check; the logger Fastify stands in when logging is off (LOG_LEVEL=silent) has none. */
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };

// What an operator sees of each request: one log line when it is answered (with the request id and the
// redactions of config/server-options.ts; a static file or probe at debug, see requestLogLevel), the id echoed
// back, where the time went, and the http metrics.
export default fp(
  async (fastify: FastifyInstance) => {
    const { httpRequests, httpDuration } = fastify.metrics;
    // Without a logger (LOG_LEVEL=silent) there is no line to write, so none is made; with one, only a line its
    // level lets through is made (a static file's debug line is not, at the default info).
    const logs = typeof (fastify.log as LevelCheck).isLevelEnabled === 'function';

    // Callback-style hooks: they run on every request, and a promise per hook is measurable at bench rates.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      // A caller quoting this id finds the request's log lines (an incoming valid id is kept: see genReqId).
      reply.header('x-request-id', request.id);
      // Upstream time is what the shop API cost this request, retries included; total is ours to the send.
      reply.header(
        'server-timing',
        `upstream;dur=${request.upstreamTimeMs.toFixed(1)}, total;dur=${reply.elapsedTime.toFixed(1)}`,
      );
      done(null, payload);
    });

    fastify.addHook('onResponse', (request, reply, done) => {
      // The route pattern, not the URL, keeps the label set small (/api/checkout/fetch/:slug, /*).
      const route = request.routeOptions.url ?? 'unmatched';
      const { method } = request;
      const { statusCode } = reply;
      httpRequests.tally(`${method} ${route} ${statusCode}`, { method, route, status: String(statusCode) });
      httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (!logs) return done();
      const level = requestLogLevel(request.url, reply.statusCode);
      if ((request.log as LevelCheck).isLevelEnabled?.(level) === false) return done();
      request.log[level](
        { req: request, res: reply, responseTime: reply.elapsedTime },
        requestLogMessage(request.method, maskUrl(request.url), reply.statusCode, reply.elapsedTime),
      );
      done();
    });
  },
  { name: 'observability', dependencies: ['metrics'] },
);
