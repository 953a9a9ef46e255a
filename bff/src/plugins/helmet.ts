import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { cspDirectives } from '../security/csp.js';
import { recordHeaders } from '../security/helmet-headers.js';

// Security headers on every response, with a base CSP that allows no inline script at all (plugins/csp.ts widens
// it for a page). Proxy trust and body limits are server options (config/server-options.ts), since Fastify
// applies them before any plugin.
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
  },
  { name: 'helmet' },
);
