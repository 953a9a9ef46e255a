import { randomUUID } from 'node:crypto';
import { logFormat, PRETTY_LOG_TRANSPORT } from '@storefront/shared-types';
import { type FastifyServerOptions, LogController } from 'fastify';
import { frameworkErrors } from '../plugins/error-handler.js';
import { answerRefusedRequest } from '../routes/pages/refused-page-request.js';
import type { AppConfig } from './env.js';

const REDACTED = '[redacted]';

// Anything that can carry a session or a credential. Fastify's request serializer logs no headers, but ours
// does (user agent and forwarding headers help an operator), so these paths must never reach a log line.
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["x-session-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
];

// Password-reset and e-mail change links carry a one-time token in the path; logs keep the route, not the token.
export function maskUrl(url: string): string {
  return url.replace(/(\/(?:password-reset|email-change\/(?:confirm|undo))\/)[^/?#]+/, `$1${REDACTED}`);
}

interface LoggedRequest {
  method: string;
  url: string;
  id: string;
  hostname?: string;
  ip?: string;
  headers: Record<string, unknown>;
}

export function loggerOptions(config: AppConfig) {
  return {
    // Named on every line: \`npm start\` interleaves the bff's, the shop-api's and the sandbox's lines.
    name: 'bff',
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        id: request.id,
        method: request.method,
        url: maskUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        // A link page's own calls and assets name it as their Referer: the token is masked there too.
        headers:
          typeof request.headers.referer === 'string'
            ? { ...request.headers, referer: maskUrl(request.headers.referer) }
            : request.headers,
      }),
    },
  };
}

/** TRUSTED_PROXIES as Fastify's trustProxy: a list of addresses/CIDRs, or false (trust nobody). */
export function trustedProxies(config: AppConfig): string[] | false {
  const list = (config.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 ? list : false;
}

// Fastify's constructor options, shared by server.ts, the tests and the benchmark so all three run the
// same server.
export function serverOptions(config: AppConfig): FastifyServerOptions {
  return {
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            ...loggerOptions(config),
            ...(logFormat(config.NODE_ENV, config.LOG_FORMAT) === 'pretty'
              ? { transport: PRETTY_LOG_TRANSPORT }
              : {}),
          },
    // One line per request, written when it is answered (the observability plugin), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    // The id is echoed as x-request-id (observability plugin) so a caller can quote it; an incoming one is
    // kept when it is a plain token, so a load balancer's id follows the request through.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // x-forwarded-host/-proto/-for count only when the peer is one of these (request.hostname, request.ip).
    trustProxy: trustedProxies(config),
    // Keep-alive must outlive a load balancer's idle timeout (60 s on common ones) so the LB never
    // reuses a socket we are closing; requestTimeout bounds slow-loris uploads.
    keepAliveTimeout: 65_000,
    requestTimeout: 30_000,
    connectionTimeout: 0,
    // JSON bodies of the shop's calls are small; 1 MiB leaves room for long forms and refuses floods (413).
    bodyLimit: 1024 * 1024,
    // Closing answers new requests 503 (the error handler, in the one shape with Retry-After) and drops idle
    // keep-alive sockets, so a deploy drains quickly.
    return503OnClosing: false,
    // What Node's parser refuses (an over-long request line or headers: 431) leaves in the one shape too; a
    // browser's page refused for its cookies gets a page saying how to get back in.
    clientErrorHandler: answerRefusedRequest,
    // The router's own refusals (a malformed `%ZZ` in the path, an over-long path parameter) leave in the one
    // error shape, like every other error.
    frameworkErrors,
    forceCloseConnections: 'idle',
    // npm run dev starts Vite inside the pages plugin: its first dependency scan can take longer than Fastify's
    // 10 s plugin time-out on a busy machine.
    ...(config.WEB_DEV_SERVER ? { pluginTimeout: 120_000 } : {}),
  };
}
