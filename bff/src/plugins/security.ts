import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { contentSecurityPolicy, type HelmetOptions } from 'helmet';
import { isRateLimitedAuthRoute } from '../security/auth-rate-limit.js';
import { type CspSources, cspDirectives } from '../security/csp.js';
import { recordHeaders } from '../security/helmet-headers.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for inline <script> elements; made on first use. */
    cspNonce: string;
    /** Replaces this response's CSP with the page policy: its nonce plus exactly these sources. */
    /** The page's policy: its nonce, or (a cached page) the hashes of its inline scripts, and these sources. */
    pageCsp(sources: CspSources, options?: { scriptHashes?: string[] }): void;
  }
}

const NONCE = Symbol('cspNonce');
type NonceHolder = { [NONCE]: string | null };

// Security headers on every response (helmet), a CSP whose base form allows no inline script at all (the page
// route widens it with its nonce and its integrations' hosts), and rate limits on the auth calls. Proxy trust
// and body limits are server options (config/server-options.ts), since Fastify applies them before any plugin.
//
// helmet's headers are computed once and copied onto each reply. (@fastify/helmet rebuilds helmet's middleware
// on every request: 8.8 µs against 0.4 µs measured here, a large share of a hello route's whole cost.)
export default fp(
  async (fastify: FastifyInstance) => {
    const { config } = fastify;
    const common = {
      // Browsers ignore HSTS over http; in development it would only pin *.localhost to https by mistake.
      strictTransportSecurity: config.isDev ? false : { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    } satisfies HelmetOptions;
    // Pages, files and images: helmet's full set, with the base CSP.
    const documentHeaders = recordHeaders(
      helmet({
        ...common,
        contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ isDev: config.isDev }) },
      }),
    );
    // JSON from /api is never a document: it gets the headers that still matter for it (nosniff, a CSP that
    // allows nothing, no framing, CORP, referrer, HSTS) and not the document-only ones (COOP, Origin-Agent-Cluster,
    // the IE/Flash-era X-* headers). Half the bytes on the hottest path.
    const apiHeaders = recordHeaders(
      helmet({
        ...common,
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
        xFrameOptions: { action: 'deny' },
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
      }),
    );
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
      done();
    });

    // The nonce costs nothing on API calls: it is only made when a page asks for it.
    fastify.decorateReply(NONCE, null);
    fastify.decorateReply('cspNonce', {
      getter(this: FastifyReply) {
        const holder = this as unknown as NonceHolder;
        holder[NONCE] ??= randomBytes(16).toString('base64');
        return holder[NONCE];
      },
    });
    fastify.decorateReply(
      'pageCsp',
      function (this: FastifyReply, sources: CspSources, options: { scriptHashes?: string[] } = {}) {
        const directives = options.scriptHashes
          ? cspDirectives({ scriptHashes: options.scriptHashes, sources, isDev: config.isDev })
          : cspDirectives({ nonce: this.cspNonce, sources, isDev: config.isDev });
        this.headers(recordHeaders(contentSecurityPolicy({ useDefaults: false, directives })));
      },
    );

    // Marks the auth routes before @fastify/rate-limit looks at them (onRoute hooks run in order), so the
    // routes, owned elsewhere, need no rate-limit code of their own.
    const limit = { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS };
    fastify.addHook('onRoute', (route) => {
      if (isRateLimitedAuthRoute(route.method, route.url) && route.config?.rateLimit === undefined) {
        route.config = { ...route.config, rateLimit: limit };
      }
    });

    // With REDIS_URL the counters are shared by every replica; if Redis fails, logins are let through rather
    // than refused (skipOnError): an outage of the counter must not become an outage of sign-in.
    const { redis } = fastify;
    await fastify.register(rateLimit, {
      global: false,
      ...limit,
      ...(redis ? { redis, nameSpace: `${config.CACHE_KEY_PREFIX}rate-limit:` } : {}),
      skipOnError: true,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many attempts; try again in ${context.after}`), {
          statusCode: 429,
          code: ERROR_CODES.RATE_LIMITED,
        }),
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
