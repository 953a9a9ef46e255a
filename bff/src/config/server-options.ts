import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './env.js';

// Fastify's constructor options, shared by server.ts, the tests and the benchmark so all three run the
// same server. Observability and proxy trust settings are added here as they land.
export function serverOptions(config: AppConfig): FastifyServerOptions {
  return {
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Keep-alive must outlive a load balancer's idle timeout (60 s on common ones) so the LB never
    // reuses a socket we are closing; requestTimeout bounds slow-loris uploads.
    keepAliveTimeout: 65_000,
    requestTimeout: 30_000,
    connectionTimeout: 0,
    bodyLimit: 1024 * 1024,
  };
}
