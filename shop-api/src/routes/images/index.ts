import { idInputSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/error-handler.js';
import { DEFAULT_BLOG_COVER } from '../../services/content/blog.js';
import { blogCoverPng, productImagePng, siteLogoSvg } from '../../services/images/product-image.js';

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
      // The product's category decides what the picture shows (a phone, headphones …).
      const rows = await fastify.db.query<{ category: string | null }>(
        `SELECT c.slug AS category FROM products p LEFT JOIN categories c ON c.id = p.category_id
         WHERE p.id = $1 AND $2 = ANY(p.images)`,
        [id, key],
      );
      const row = rows[0];
      if (!row) throw notFound(`No image ${key}`);
      const png = await productImagePng(id, Number.parseInt(file, 10), row.category);
      return reply.header('cache-control', IMMUTABLE).type('image/png').send(png);
    },
  );

  // Blog covers: the keys blog rows store (`blog/<slug>.png`) and the default cover of a post without one.
  app.get(
    '/images/blog/:file',
    {
      schema: { params: z.object({ file: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.png$/, 'slug.png') }) },
    },
    async (request, reply) => {
      const key = `blog/${request.params.file}`;
      const known =
        key === DEFAULT_BLOG_COVER ||
        (await fastify.db.query('SELECT 1 FROM blog_posts WHERE cover_image = $1', [key])).length > 0;
      if (!known) throw notFound(`No image ${key}`);
      const png = await blogCoverPng(request.params.file.slice(0, -'.png'.length));
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
