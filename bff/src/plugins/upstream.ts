import type { CallPolicy, CallPolicyName } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Dispatcher } from 'undici';
import { createUpstreamClient, type UpstreamClient } from '../upstream/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one client for the shop API (pooled keep-alive sockets, §9 time-outs and retries). */
    upstream: UpstreamClient;
  }
}

export interface UpstreamPluginOptions {
  dispatcher?: Dispatcher | undefined;
  policies?: Partial<Record<CallPolicyName, CallPolicy>> | undefined;
}

export default fp<UpstreamPluginOptions>(
  async (fastify: FastifyInstance, opts) => {
    const { config } = fastify;
    const client = createUpstreamClient({
      baseUrl: config.SHOP_API_URL,
      connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
      maxResponseBytes: config.UPSTREAM_MAX_RESPONSE_BYTES,
      connections: config.UPSTREAM_CONNECTIONS,
      metrics: fastify.metrics,
      ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
      ...(opts.policies ? { policies: opts.policies } : {}),
    });
    fastify.decorate('upstream', client);
    fastify.addHook('onClose', () => client.close());
  },
  { name: 'upstream', dependencies: ['metrics'] },
);
