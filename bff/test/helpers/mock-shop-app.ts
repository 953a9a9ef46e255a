import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildTestApp } from './build-app.js';
import { mockShop } from './mock-shop.js';

/**
 * A bff per test in front of a fresh fake shop, closed after each test: `start()` builds it, `shop()` is the fake
 * shop of the current test (its recorded calls and answers).
 */
export function useMockShopApp() {
  let app: FastifyInstance | undefined;
  let shop: ReturnType<typeof mockShop> | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await shop?.agent.close();
    shop = undefined;
  });

  return {
    async start(options: Omit<Parameters<typeof buildTestApp>[0] & object, 'upstreamDispatcher'> = {}) {
      shop = mockShop();
      app = await buildTestApp({ upstreamDispatcher: shop.agent, ...options });
      return app;
    },
    shop(): ReturnType<typeof mockShop> {
      if (!shop) throw new Error('start() the app first');
      return shop;
    },
  };
}
