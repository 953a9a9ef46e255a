import { idInputSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/error-handler.js';
import { productImagePng, siteLogoSvg } from '../../services/images/product-image.js';

// The shop's image bucket: `/images/<key>` for the keys product rows store (`products/<id>/<n>.png`) and the
// sites' cdn_logo. The bff's /img resizer reads from here (its `shop` provider).
const IMMUTABLE = 'public, max-age=31536000, immutable';

export default async function imageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/images/products/:id/:file',
    {
      schema: {
        params: z.object({
          id: idInputSchema,
          file: z.string().regex(/^[1-9][0-9]?\.png$/, 'n.png'),
        }),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const key = `products/${id}/${file}`;
      const rows = await fastify.db.query<{ ok: boolean }>(
        'SELECT true AS ok FROM products WHERE id = $1 AND $2 = ANY(images)',
        [id, key],
      );
      if (rows.length === 0) throw notFound(`No image ${key}`);
      const png = await productImagePng(id, Number.parseInt(file, 10));
      return reply.header('cache-control', IMMUTABLE).type('image/png').send(png);
    },
  );

  app.get(
    '/images/sites/:code/logo.svg',
    { schema: { params: z.object({ code: z.string().regex(/^[a-z]{2}$/, 'site code') }) } },
    async (request, reply) => {
      const rows = await fastify.db.query<{ name: string }>('SELECT name FROM sites WHERE code = $1', [
        request.params.code,
      ]);
      const site = rows[0];
      if (!site) throw notFound(`No site ${request.params.code}`);
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml')
        .send(siteLogoSvg(site.name));
    },
  );
}
