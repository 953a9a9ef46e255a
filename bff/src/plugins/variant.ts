import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildVariants } from '../variants/build-variants.js';
import { loadManifest } from '../variants/load-manifest.js';
import type { Manifest } from '../variants/manifest-schema.js';
import type { Variant } from '../variants/variant.js';
import { createVariantResolver, type VariantResolver } from '../variants/variant-resolver.js';

export interface Variants extends VariantResolver {
  verification: Manifest['verification'];
}

declare module 'fastify' {
  interface FastifyInstance {
    variants: Variants;
  }
  interface FastifyRequest {
    /** The site this request is served as, from the Host (x-forwarded-host only via a trusted proxy). */
    variant: Variant;
  }
}

// Host → variant for every request, API and pages alike. The manifest is loaded and validated once, here, so
// a bad VARIANTS_FILE stops the start with a readable list instead of failing requests later.
export default fp(
  async (fastify: FastifyInstance) => {
    const manifest = loadManifest(fastify.config.VARIANTS_FILE);
    const variants = buildVariants(manifest, {
      template: fastify.config.CANONICAL_ORIGIN_TEMPLATE,
      port: fastify.config.PORT,
    });
    const resolver = createVariantResolver(variants, manifest.defaultVariant);
    fastify.decorate('variants', {
      ...resolver,
      resolve: resolver.resolve,
      verification: manifest.verification,
    });
    fastify.decorateRequest('variant', null as unknown as Variant);
    // request.hostname already applies trustProxy: x-forwarded-host counts only from TRUSTED_PROXIES.
    fastify.addHook('onRequest', (request, _reply, done) => {
      request.variant = resolver.resolve(request.hostname);
      done();
    });
  },
  { name: 'variant' },
);
