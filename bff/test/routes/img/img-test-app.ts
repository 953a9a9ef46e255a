import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MockAgent } from 'undici';
import { loadConfig } from '../../../src/config/env.js';
import errorHandler from '../../../src/plugins/error-handler.js';
import loadShedding from '../../../src/plugins/load-shedding.js';
import metrics from '../../../src/plugins/metrics.js';
import imgRoutes from '../../../src/routes/img/index.js';

export const SHOP_ORIGIN = 'http://shop-api.test';
export const CDN_ORIGIN = 'https://cdn.shop.example';

/** Fake DNS: public addresses for the shop's CDN, private ones for hosts that must be refused. */
export const FAKE_DNS: Record<string, string[]> = {
  'cdn.shop.example': ['93.184.215.14'],
  'img.shop.example': ['2606:2800:220:1:248:1893:25c8:1946'],
  'evil.example': ['93.184.215.15'],
  'rebind.shop.example': ['10.0.0.5'],
  'mixed.shop.example': ['93.184.215.14', '::ffff:127.0.0.1'],
  'metadata.shop.example': ['169.254.169.254'],
};

export interface SourceHit {
  origin: string;
  path: string;
}

/** One image source on the MockAgent: answers `reply()` and records every fetch so tests count them. */
export function imageSources() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const hits: SourceHit[] = [];
  function serve(
    origin: string,
    path: string,
    reply: () => { statusCode?: number; data?: Buffer | string; headers?: Record<string, string> },
    delayMs = 0,
  ) {
    const scope = agent
      .get(origin)
      .intercept({ method: 'GET', path })
      .reply(() => {
        hits.push({ origin, path });
        const answer = reply();
        return {
          statusCode: answer.statusCode ?? 200,
          data: answer.data ?? '',
          responseOptions: { headers: answer.headers ?? {} },
        };
      });
    if (delayMs > 0) scope.delay(delayMs);
    scope.persist();
  }
  return { agent, hits, serve, count: (path: string) => hits.filter((hit) => hit.path === path).length };
}

/** A tiny generated PNG (the resizer's tests need real pixels, not fixtures on disk). */
export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** Log lines a test app wrote (pino JSON), for tests about what is logged and at which level. */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/**
 * The image route alone (with the metrics, load-shedding and error-handler plugins it relies on) so a test can
 * inject the fake DNS as well as the MockAgent; the full app's wiring is tested separately through buildTestApp.
 * With `logs`, every log line (debug and up) is parsed into it.
 */
export async function buildImgApp(options: {
  agent: MockAgent;
  env?: Record<string, string>;
  logs?: LogLine[];
}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789',
    SHOP_API_URL: SHOP_ORIGIN,
    IMAGE_ALLOWED_HOSTS: '*.shop.example,127.0.0.1,[::1],localhost,10.0.0.1',
    ...options.env,
  });
  const { logs } = options;
  const app = Fastify(
    logs
      ? {
          logger: {
            level: 'debug',
            stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) },
          },
        }
      : {},
  );
  app.decorate('config', config);
  await app.register(metrics);
  await app.register(loadShedding);
  await app.register(errorHandler);
  await app.register(imgRoutes, {
    prefix: '/img',
    dispatcher: options.agent,
    resolve: async (host) => {
      const addresses = FAKE_DNS[host];
      if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return addresses;
    },
  });
  await app.ready();
  return app;
}

/** Lookups counted by `/metrics`-style labels for the image cache. */
export async function imgCacheLookups(app: FastifyInstance): Promise<{ hit: number; miss: number }> {
  const metric = await app.metrics.cacheLookups.get();
  const count = (result: string) =>
    metric.values.find((value) => value.labels.cache === 'img' && value.labels.result === result)?.value ?? 0;
  return { hit: count('hit'), miss: count('miss') };
}
