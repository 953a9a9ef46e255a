import type { CallPolicy, CallPolicyName } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { Dispatcher } from 'undici';
import { loadConfig } from '../../src/config/env.js';
import { createServer } from '../../src/create-server.js';
import type { WebRenderer } from '../../src/ssr/web-renderer.js';

// Builds the bff for a test: silent logs, a fixed cookie secret, and the upstream faked by the
// dispatcher the test passes (an undici MockAgent) so no test touches the network. Pages render with the test's
// `webRenderer` (see fake-web-renderer.ts); without one, with the web build under WEB_DIST_DIR. Load shedding is
// off unless the test sets SHED_MAX_EVENT_LOOP_DELAY_MS: it is on by default in production, and a test of
// production behaviour (headers, operator access) must not turn into a 503 because the test machine is busy.
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    upstreamDispatcher?: Dispatcher;
    callPolicies?: Partial<Record<CallPolicyName, CallPolicy>>;
    webRenderer?: WebRenderer;
  } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789',
    SHOP_API_URL: 'http://shop-api.test',
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  return createServer({
    config,
    ...(options.upstreamDispatcher ? { upstreamDispatcher: options.upstreamDispatcher } : {}),
    ...(options.callPolicies ? { callPolicies: options.callPolicies } : {}),
    ...(options.webRenderer ? { webRenderer: options.webRenderer } : {}),
  });
}
