import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from 'helmet';
import { type CspSources, cspDirectives } from '../security/csp.js';
import { recordHeaders } from '../security/helmet-headers.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for inline <script> elements; made on first use. */
    cspNonce: string;
    /** The page's policy: its nonce, or (a cached page) the hashes of its inline scripts, and these sources. */
    pageCsp(sources: CspSources, options?: { scriptHashes?: string[] }): void;
  }
}

const NONCE = Symbol('cspNonce');
type NonceHolder = { [NONCE]: string | null };

// A page's Content-Security-Policy: it replaces the base policy the helmet plugin sets on every response with one
// that allows the page's own inline scripts (by nonce, or by hash for a cached page) and exactly the hosts of the
// integrations that page loads.
export default fp(
  async (fastify: FastifyInstance) => {
    const { isDev } = fastify.config;
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
          ? cspDirectives({ scriptHashes: options.scriptHashes, sources, isDev })
          : cspDirectives({ nonce: this.cspNonce, sources, isDev });
        this.headers(recordHeaders(contentSecurityPolicy({ useDefaults: false, directives })));
      },
    );
  },
  // The page policy overwrites the base one helmet sets in its onRequest hook, so helmet comes first.
  { name: 'csp', dependencies: ['helmet'] },
);
